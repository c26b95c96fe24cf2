import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { verifyLedger } from '../ledger/index.ts';
import { signWebhook, SIGNATURE_HEADER } from './gateways/webhook-signature.ts';
import { depositByCard, fundsOf, newPlayer } from './payments-test-kit.ts';
import { payments } from './schema.ts';

const t = useTestApp({ TRUST_PROXY: 'true' });

const paymentCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n;
const webhook = (gateway: string, body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: `/payments/webhooks/${gateway}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
const succeeded = (paymentId: string, amount = '30.00', currency = 'EUR') =>
  JSON.stringify({ id: `evt_${Math.random()}`, type: 'payment.succeeded', data: { paymentId, amount, currency, providerReference: 'ref' } });

describe('fiat deposits through the sandbox gateway', () => {
  it('credits 30 EUR once, whatever the number of Pay clicks and webhook deliveries', async () => {
    const { cookie } = await newPlayer(t);
    const started = await t.app.inject({
      method: 'POST',
      url: apiPaths.deposit('ikajo'),
      headers: { cookie },
      payload: { amount: '30', currency: 'EUR', cardTier: 'Ruby' },
    });
    expect(started.statusCode).toBe(200);
    const { paymentId, redirectUrl } = started.json();
    expect(redirectUrl).toBe(`/sandbox/checkout/${paymentId}`);

    const checkout = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${paymentId}`, headers: { cookie } });
    expect(checkout.body).toContain('30.00 EUR');
    expect(checkout.body).toContain('Pay');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });

    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${paymentId}/pay`, headers: { cookie } });
    expect(paid.body).toContain('Payment approved');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '30.00' });

    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${paymentId}/pay`, headers: { cookie } });
    const body = succeeded(paymentId);
    const replay = await webhook('ikajo', body, signWebhook(t.config.PAYMENTS_WEBHOOK_SECRET, body));
    expect(replay.statusCode).toBe(200);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '30.00' });

    const totals = await t.app.inject({ method: 'GET', url: apiPaths.totalDeposits, headers: { cookie } });
    expect(totals.json().deposits).toEqual([expect.objectContaining({ id: paymentId, amount: '30.00', currency: 'EUR' })]);
    const history = await t.app.inject({ method: 'GET', url: apiPaths.paymentHistory('fiat', 'deposits'), headers: { cookie } });
    expect(history.json().items).toEqual([expect.objectContaining({ id: paymentId, status: 'COMPLETED', method: 'ikajo:Ruby', kind: 'DEPOSIT' })]);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('records a declined payment and moves no money', async () => {
    const { cookie } = await newPlayer(t);
    const { paymentId } = (
      await t.app.inject({ method: 'POST', url: apiPaths.deposit('ems'), headers: { cookie }, payload: { amount: '50', currency: 'EUR' } })
    ).json();
    const declined = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${paymentId}/decline`, headers: { cookie } });
    expect(declined.body).toContain('Payment declined');
    const status = await t.app.inject({ method: 'GET', url: apiPaths.payment(paymentId), headers: { cookie } });
    expect(status.json()).toMatchObject({ id: paymentId, status: 'DECLINED', kind: 'DEPOSIT', amount: '50.00' });
    const stranger = await newPlayer(t);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.payment(paymentId), headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });
    const history = await t.app.inject({ method: 'GET', url: apiPaths.paymentHistory('fiat', 'deposits'), headers: { cookie } });
    expect(history.json().items[0]).toMatchObject({ id: paymentId, status: 'DECLINED' });
    // A late success for a declined payment changes nothing.
    const body = succeeded(paymentId, '50.00');
    await webhook('ems', body, signWebhook(t.config.PAYMENTS_WEBHOOK_SECRET, body));
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });
  });

  it('refuses forged, tampered, stale and mismatched webhooks without moving money', async () => {
    const { cookie } = await newPlayer(t);
    const { paymentId } = (
      await t.app.inject({ method: 'POST', url: apiPaths.deposit('kluwp'), headers: { cookie }, payload: { amount: '30', currency: 'EUR' } })
    ).json();
    const body = succeeded(paymentId);
    const secret = t.config.PAYMENTS_WEBHOOK_SECRET;
    const cases = [
      { name: 'wrong secret', signature: signWebhook('not-the-secret-at-all', body), status: 401 },
      { name: 'tampered body', signature: signWebhook(secret, body.replace('30.00', '3000.00')), status: 401 },
      { name: 'stale', signature: signWebhook(secret, body, Math.floor(Date.now() / 1000) - 301), status: 401 },
      { name: 'malformed', signature: 'v1=abc', status: 401 },
    ];
    for (const forged of cases) {
      const response = await webhook('kluwp', body, forged.signature);
      expect(response.statusCode, forged.name).toBe(forged.status);
    }
    const tooMuch = succeeded(paymentId, '3000.00');
    expect((await webhook('kluwp', tooMuch, signWebhook(secret, tooMuch))).statusCode).toBe(400);
    expect((await webhook('ems', body, signWebhook(secret, body))).statusCode).toBe(404);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });
  });

  it('answers each gateway with its own fields', async () => {
    const { cookie, email } = await newPlayer(t);
    const mifinity = (
      await t.app.inject({
        method: 'POST',
        url: apiPaths.deposit('mifinity'),
        headers: { cookie },
        payload: { amount: '20', currency: 'EUR', language: 'en' },
      })
    ).json();
    expect(mifinity.initializationToken).toMatch(/^sbx_/);
    expect(mifinity.widgetUrl).toContain('/sandbox/checkout/');
    const qr = (
      await t.app.inject({
        method: 'POST',
        url: apiPaths.jetonDeposit('qr'),
        headers: { cookie },
        payload: { amount: '20', currency: 'EUR', email, language: 'en' },
      })
    ).json();
    expect(qr.qr).toBe(`${t.config.PUBLIC_URL}/sandbox/checkout/${qr.paymentId}`);
    const cad = await newPlayer(t, 'CAD');
    const interac = await t.app.inject({
      method: 'POST',
      url: apiPaths.deposit('payweb'),
      headers: { cookie: cad.cookie },
      payload: { amount: '20', currency: 'CAD' },
    });
    expect(interac.json().redirectUrl).toContain('/sandbox/checkout/');
  });

  it('refuses bad amounts, currencies and gateways with 4xx and writes nothing', async () => {
    const { cookie } = await newPlayer(t);
    const before = await paymentCount();
    const attempt = (gateway: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: apiPaths.deposit(gateway), headers: { cookie, ...headers }, payload });
    const refusals: Array<[string, Record<string, unknown>, number, string?]> = [
      ['ems', { amount: '-5', currency: 'EUR' }, 400],
      ['ems', { amount: '0', currency: 'EUR' }, 400],
      ['ems', { amount: 'thirty', currency: 'EUR' }, 400],
      ['ems', { amount: '1234567890123', currency: 'EUR' }, 400],
      ['ems', { amount: '30.001', currency: 'EUR' }, 400, messages.money.amountTooPrecise(2)],
      ['ems', { amount: '30', currency: 'XYZ' }, 400],
      ['ems', { amount: '9.99', currency: 'EUR' }, 400, messages.money.belowMinimumDeposit('10')],
      ['ems', { amount: '30', currency: 'BTC' }, 400, messages.money.gatewayRefused],
      ['payweb', { amount: '30', currency: 'EUR' }, 400, messages.money.gatewayRefused],
      ['ikajo', { amount: '30', currency: 'EUR', cardTier: 'Gem' }, 400, messages.money.gatewayRefused],
      ['unknown-gateway', { amount: '30', currency: 'EUR' }, 400],
    ];
    for (const [gateway, payload, status, message] of refusals) {
      const response = await attempt(gateway, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    const platinumFromUs = await attempt('pgpaytech', { amount: '30', currency: 'EUR', cardTier: 'Platinum' }, { 'x-forwarded-for': '8.8.8.8' });
    expect(platinumFromUs.statusCode).toBe(400);
    expect(await paymentCount()).toBe(before);
    const platinumFromUk = await attempt('pgpaytech', { amount: '30', currency: 'EUR', cardTier: 'Platinum' }, { 'x-forwarded-for': '81.2.69.142' });
    expect(platinumFromUk.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: apiPaths.deposit('ems'), payload: { amount: '30', currency: 'EUR' } });
    expect(response.statusCode).toBe(401);
  });

  it('takes the checkout page’s own form post, as a browser sends it', async () => {
    const { cookie } = await newPlayer(t);
    const { paymentId } = (
      await t.app.inject({ method: 'POST', url: apiPaths.deposit('ems'), headers: { cookie }, payload: { amount: '30', currency: 'EUR' } })
    ).json();
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${paymentId}`, headers: { cookie } });
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${paymentId}/pay`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: t.config.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(paid.statusCode).toBe(200);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '30.00' });
  });

  it('credits through the helper the e2e suite mirrors', async () => {
    const { cookie } = await newPlayer(t);
    await depositByCard(t, cookie, '75');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '75.00' });
  });
});
