import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { operatorCommandToken } from '../staff/index.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { ADMIN_WITHDRAWALS_PATH } from './admin-routes.ts';
import { declinePromotions, depositByCard, fundsOf, markVerified, newPlayer, simulateChainTransaction } from './payments-test-kit.ts';
import { payments } from './schema.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${operatorCommandToken(t.config)}` };
});
afterAll(() => t.close());

const VALID_BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const withdraw = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: apiPaths.cryptoWithdraw, headers: { cookie }, payload });

async function playerWithBtc(amount: string) {
  const player = await newPlayer(t);
  await declinePromotions(t, player.cookie);
  const { address } = (
    await t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie: player.cookie }, payload: { currency: 'BTC' } })
  ).json();
  await simulateChainTransaction(t, { currency: 'BTC', address, amount, confirmations: 6 });
  return player;
}

describe('cashouts', () => {
  it('needs verified identity and address', async () => {
    const { cookie } = await playerWithBtc('0.01');
    const response = await withdraw(cookie, { amount: '0.001', currency: 'BTC', address: VALID_BTC_ADDRESS });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'VERIFICATION_REQUIRED', message: messages.money.verificationRequired });
    expect((await fundsOf(t, cookie)).BTC).toBe('0.01000000');
  });

  it('refuses bad addresses, small amounts and more than the balance, writing nothing', async () => {
    const { cookie, playerId } = await playerWithBtc('0.01');
    await markVerified(t, playerId);
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(payments)
          .where(sql`${payments.kind} = 'withdrawal'`)
      )[0]!.n;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '0.001', currency: 'BTC', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyX' }, 'INVALID_ADDRESS'],
      [{ amount: '0.001', currency: 'BTC', address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' }, 'INVALID_ADDRESS'],
      [{ amount: '0.0001', currency: 'BTC', address: VALID_BTC_ADDRESS }, 'BELOW_MINIMUM'],
      [{ amount: '0.02', currency: 'BTC', address: VALID_BTC_ADDRESS }, 'NOT_ENOUGH_MONEY'],
      [{ amount: '0.000000001', currency: 'BTC', address: VALID_BTC_ADDRESS }, 'AMOUNT_TOO_PRECISE'],
      [{ amount: '-1', currency: 'BTC', address: VALID_BTC_ADDRESS }, 'VALIDATION'],
      [{ amount: '0.001', currency: 'BTC', address: '' }, 'VALIDATION'],
      [{ amount: '10', currency: 'EUR', address: VALID_BTC_ADDRESS }, 'GATEWAY_REFUSED'],
    ];
    for (const [payload, code] of cases) {
      const response = await withdraw(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code, JSON.stringify(payload)).toBe(code);
    }
    expect(await count()).toBe(before);
    expect((await fundsOf(t, cookie)).BTC).toBe('0.01000000');
  });

  it('holds the funds while pending, returns them on rejection, and pays them on approval', async () => {
    const { cookie, playerId } = await playerWithBtc('0.01');
    await markVerified(t, playerId);
    const accepted = await withdraw(cookie, { amount: '0.004', currency: 'BTC', address: VALID_BTC_ADDRESS });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'PENDING', message: messages.money.cashoutSent });
    const firstId = accepted.json().withdrawalId;
    expect((await fundsOf(t, cookie)).BTC).toBe('0.00600000');
    const withdrawable = await t.app.inject({ method: 'GET', url: apiPaths.withdrawable, headers: { cookie }, query: { currency: 'BTC' } });
    expect(withdrawable.json().withdrawable).toBe('0.00600000');
    const hold = { owner: { type: 'player' as const, playerId }, currency: 'BTC', purpose: 'withdrawal-hold' as const };
    expect(await balanceOf(t.database.db, hold)).toBe(400_000n);

    const queue = await t.app.inject({ method: 'GET', url: ADMIN_WITHDRAWALS_PATH, headers: admin });
    expect(queue.json().withdrawals).toContainEqual(
      expect.objectContaining({ id: firstId, amount: '0.00400000', status: 'PENDING', address: VALID_BTC_ADDRESS }),
    );

    const rejected = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_WITHDRAWALS_PATH}/${firstId}/reject`,
      headers: admin,
      payload: { reason: 'test' },
    });
    expect(rejected.json()).toEqual({ id: firstId, status: 'REJECTED' });
    expect((await fundsOf(t, cookie)).BTC).toBe('0.01000000');
    expect(await balanceOf(t.database.db, hold)).toBe(0n);
    const twice = await t.app.inject({ method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${firstId}/approve`, headers: admin });
    expect(twice.statusCode).toBe(409);

    const second = (await withdraw(cookie, { amount: '0.005', currency: 'BTC', address: VALID_BTC_ADDRESS })).json().withdrawalId;
    const approved = await t.app.inject({ method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${second}/approve`, headers: admin });
    expect(approved.json()).toEqual({ id: second, status: 'PAID' });
    expect((await fundsOf(t, cookie)).BTC).toBe('0.00500000');
    expect(await balanceOf(t.database.db, hold)).toBe(0n);
    const history = await t.app.inject({ method: 'GET', url: apiPaths.paymentHistory('crypto', 'withdrawals'), headers: { cookie } });
    expect(history.json().items.map((item: { status: string }) => item.status)).toEqual(['PAID', 'REJECTED']);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('pays fiat cashouts to the bank account email', async () => {
    const { cookie, playerId, email } = await newPlayer(t);
    await declinePromotions(t, cookie);
    await markVerified(t, playerId);
    await depositByCard(t, cookie, '50');
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.fiatWithdraw,
      headers: { cookie },
      payload: { amount: '20', currency: 'EUR', email },
    });
    expect(response.json()).toMatchObject({ status: 'PENDING' });
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '30.00' });
  });

  it('keeps the operator API behind its token', async () => {
    expect((await t.app.inject({ method: 'GET', url: ADMIN_WITHDRAWALS_PATH })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: ADMIN_WITHDRAWALS_PATH, headers: { authorization: 'Bearer wrong-token-wrong-token' } })).statusCode,
    ).toBe(401);
  });

  it('never overdraws under 100 concurrent cashouts racing one balance', async () => {
    const { cookie, playerId } = await playerWithBtc('0.05');
    await markVerified(t, playerId);
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => withdraw(cookie, { amount: '0.001', currency: 'BTC', address: VALID_BTC_ADDRESS })),
    );
    const elapsed = Math.round(performance.now() - started);
    const accepted = responses.filter((response) => response.statusCode === 200).length;
    const refused = responses.filter((response) => response.json().code === 'NOT_ENOUGH_MONEY').length;
    const finalBalance = (await fundsOf(t, cookie)).BTC;
    const verification = await verifyLedger(t.database.db);
    console.log(
      `[cashout race] attempts=100 accepted=${accepted} refused=${refused} final=${finalBalance} BTC violations=${verification.violations.length} elapsed=${elapsed}ms`,
    );
    expect(accepted).toBe(50);
    expect(refused).toBe(50);
    expect(finalBalance).toBe('0.00000000');
    expect(verification.violations).toEqual([]);
  });
});
