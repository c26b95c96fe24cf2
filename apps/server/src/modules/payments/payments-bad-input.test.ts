import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorCommandToken } from '../staff/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { ADMIN_WITHDRAWALS_PATH } from './admin-routes.ts';
import { declinePromotions, fundsOf, gatewayTestKit, markVerified, newPlayer, simulateChainTransaction } from './payments-test-kit.ts';
import { payments } from './schema.ts';

const t = useTestApp();

const paymentCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n;
const { signedWebhook, startDeposit, event, statusOf } = gatewayTestKit(t);

describe('signed webhooks with bodies we cannot use', () => {
  it('acknowledges an unknown event type with 200 and moves nothing', async () => {
    const { cookie } = await newPlayer(t);
    const { paymentId } = (await startDeposit(cookie)).json();
    for (const type of ['payment.refunded', 'customer.created', 'payout.paid']) {
      const response = await signedWebhook('ems', event(type, paymentId));
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toEqual({ received: true, ignored: true });
    }
    expect(await statusOf(paymentId)).toBe('PENDING');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });
  });

  it('answers a body that is not JSON, or not an event, with 400 and a message', async () => {
    const { cookie } = await newPlayer(t);
    const { paymentId } = (await startDeposit(cookie)).json();
    const cases: Array<[string, string]> = [
      ['not json at all', 'The webhook body is not JSON'],
      ['{"type":', 'The webhook body is not JSON'],
      ['', 'The webhook body is not JSON'],
      ['null', 'The webhook body has no event type'],
      ['[1,2,3]', 'The webhook body has no event type'],
      ['{"type":42}', 'The webhook body has no event type'],
      ['{"id":"evt_1"}', 'The webhook body has no event type'],
      [JSON.stringify({ id: 'evt_1', type: 'payment.succeeded' }), 'The webhook event is not valid: data'],
      [
        JSON.stringify({
          id: 'evt_1',
          type: 'payment.succeeded',
          data: { paymentId: 'not-a-uuid', amount: '30.00', currency: 'EUR', providerReference: 'r' },
        }),
        'The webhook event is not valid: data.paymentId',
      ],
      [
        JSON.stringify({ id: 'evt_1', type: 'payment.failed', data: { paymentId, amount: 30, currency: 'EUR' } }),
        'The webhook event is not valid: data.amount, data.providerReference',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await signedWebhook('ems', body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json(), body).toEqual({ message, code: errorCodes.invalidWebhook });
    }
    // A NUL is refused by the platform's text guard, which reads the raw body as JSON, naming the field.
    const withNul = JSON.stringify({
      id: 'evt_1',
      type: 'payment.failed',
      data: { paymentId, amount: '30.00', currency: 'EUR', providerReference: 'r', reason: 'card\u0000declined' },
    });
    const refused = await signedWebhook('ems', withNul);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: errorCodes.invalidCharacters, fieldErrors: { 'data.reason': [messages.http.invalidCharacters] } });
    expect(await statusOf(paymentId)).toBe('PENDING');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });
  });
});

describe('deposit amounts', () => {
  it('refuses a deposit above 100,000 EUR (or its worth) with 400 and writes nothing', async () => {
    const { cookie } = await newPlayer(t);
    const before = await paymentCount();
    for (const amount of ['999999999999', '100000.01', '250000']) {
      const response = await startDeposit(cookie, { amount, currency: 'EUR' });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json(), amount).toEqual({ message: messages.money.aboveMaximumDeposit('100000'), code: errorCodes.aboveMaximum });
    }
    const cad = await newPlayer(t, 'CAD');
    const tooMuchCad = await t.app.inject({
      method: 'POST',
      url: apiPaths.deposit('payweb'),
      headers: { cookie: cad.cookie },
      payload: { amount: '999999999', currency: 'CAD' },
    });
    expect(tooMuchCad.statusCode).toBe(400);
    expect(tooMuchCad.json().code).toBe(errorCodes.aboveMaximum);
    expect(await paymentCount()).toBe(before);
    expect((await startDeposit(cookie, { amount: '100000', currency: 'EUR' })).statusCode).toBe(200);
  });

  it('answers absurd crypto amounts with 400, never 500, and credits nothing', async () => {
    const { cookie, playerId } = await newPlayer(t, 'BTC');
    const { address } = (
      await t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie }, payload: { currency: 'BTC' } })
    ).json();
    for (const amount of ['999999999999', '99999999999']) {
      const simulated = await t.app.inject({
        method: 'POST',
        url: '/dev/chain/transactions',
        payload: { currency: 'BTC', address, amount, confirmations: 6 },
      });
      expect(simulated.statusCode, amount).toBe(400);
      expect(simulated.json()).toEqual({ message: messages.money.amountTooLarge, code: errorCodes.aboveMaximum });
    }
    await simulateChainTransaction(t, { currency: 'BTC', address, amount: '0.01', confirmations: 6 });
    await markVerified(t, playerId);
    const cashout = await t.app.inject({
      method: 'POST',
      url: apiPaths.cryptoWithdraw,
      headers: { cookie },
      payload: { amount: '999999999999', currency: 'BTC', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
    });
    expect(cashout.statusCode).toBe(400);
    expect(cashout.json().code).toBe(errorCodes.aboveMaximum);
    expect((await fundsOf(t, cookie)).BTC).toBe('0.01000000');
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});

describe('NUL and broken Unicode in payment text fields', () => {
  it('refuses a NUL in a deposit coupon with 400 naming the field, writing nothing', async () => {
    const { cookie } = await newPlayer(t);
    const before = await paymentCount();
    for (const promotionCoupon of ['WELCOME\u0000', '\ud800BONUS']) {
      const response = await startDeposit(cookie, { amount: '30', currency: 'EUR', promotionCoupon });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: messages.http.invalidCharacters,
        code: errorCodes.invalidCharacters,
        fieldErrors: { promotionCoupon: [messages.http.invalidCharacters] },
      });
    }
    const crypto = await t.app.inject({
      method: 'POST',
      url: apiPaths.cryptoDeposit,
      headers: { cookie },
      payload: { currency: 'BTC', promotionCoupon: '\u0000' },
    });
    expect(crypto.statusCode).toBe(400);
    expect(crypto.json().code).toBe(errorCodes.invalidCharacters);
    expect(await paymentCount()).toBe(before);
  });

  it('refuses a NUL in an operator’s reject reason with 400 and keeps the cashout pending', async () => {
    const { cookie, playerId } = await newPlayer(t, 'BTC');
    await declinePromotions(t, cookie);
    const { address } = (
      await t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie }, payload: { currency: 'BTC' } })
    ).json();
    await simulateChainTransaction(t, { currency: 'BTC', address, amount: '0.01', confirmations: 6 });
    await markVerified(t, playerId);
    const { withdrawalId } = (
      await t.app.inject({
        method: 'POST',
        url: apiPaths.cryptoWithdraw,
        headers: { cookie },
        payload: { amount: '0.004', currency: 'BTC', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
      })
    ).json();
    const admin = { authorization: `Bearer ${operatorCommandToken(t.config)}` };
    const rejected = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_WITHDRAWALS_PATH}/${withdrawalId}/reject`,
      headers: admin,
      payload: { reason: 'fraud\u0000suspected' },
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toMatchObject({ message: messages.http.invalidCharacters, fieldErrors: { reason: [messages.http.invalidCharacters] } });
    expect(await statusOf(withdrawalId)).toBe('PENDING');
    expect((await fundsOf(t, cookie)).BTC).toBe('0.00600000');
  });
});
