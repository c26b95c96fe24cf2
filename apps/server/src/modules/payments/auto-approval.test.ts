import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, WITHDRAWAL_AUTO_APPROVAL_PATH } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { payments } from '../../db/schema.ts';
import { latestAuditRows } from '../audit/index.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { AUTO_APPROVAL_AUDIT_ACTION } from './auto-approval.ts';
import { SANDBOX_PAYOUT_UNKNOWN_PREFIX } from './gateways/sandbox-adapter.ts';
import { declinePromotions, depositByCard, markVerified, newPlayer } from './payments-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);

const setThreshold = (cookie: string, maxEur: string | null) =>
  t.app.inject({ method: 'PUT', url: WITHDRAWAL_AUTO_APPROVAL_PATH, headers: { cookie }, payload: { maxEur } });

/** A verified player with 100 of cash in `currency`; with the first-deposit bonus when `bonus`. */
async function verifiedPlayer(currency = 'EUR', { bonus = false } = {}) {
  const player = await newPlayer(t, currency);
  if (!bonus) await declinePromotions(t, player.cookie);
  await markVerified(t, player.playerId);
  await depositByCard(t, player.cookie, '100', currency);
  return player;
}

/** Requests a Skrill cashout and answers the status it ended in once the request returned. */
async function cashout(player: { cookie: string; email: string }, amount: string, currency = 'EUR', email = player.email) {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.fiatWithdraw,
    headers: { cookie: player.cookie },
    payload: { amount, currency, email, forfeitBonus: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, response.json().withdrawalId));
  expect(response.json().status).toBe(row!.status);
  return row!.status;
}

describe('automatic approval of small cashouts', () => {
  let finance: { cookie: string };
  beforeEach(async () => {
    finance = await kit.signedIn('finance', clock.advance);
    expect((await setThreshold(finance.cookie, '20')).json()).toEqual({ maxEur: '20.00' });
  });

  it('pays a clean cashout below or at the threshold at once, and queues one above it', async () => {
    const player = await verifiedPlayer();
    expect(await cashout(player, '19.99')).toBe('PAID');
    expect(await cashout(player, '20')).toBe('PAID');
    expect(await cashout(player, '20.01')).toBe('PENDING');
    // No staff member approved the two: the audit log names the rule and its figures for each, and nothing for the third.
    const rows = (await latestAuditRows(t.database.db, 10)).filter((row) => row.action === AUTO_APPROVAL_AUDIT_ACTION);
    expect(rows.slice(0, 2).map((row) => ({ staffId: row.staffId, details: row.details, outcome: row.outcome }))).toEqual(
      ['20.00', '19.99'].map((amountEur) => ({ staffId: null, details: { amountEur, maxEur: '20.00', currency: 'EUR' }, outcome: 'ok' })),
    );
    const paid = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.playerId, player.playerId));
    expect(paid.map((payment) => payment.id)).toEqual(expect.arrayContaining(rows.slice(0, 2).map((row) => row.target)));
  });

  it('holds an automatic payout whose outcome the gateway leaves open, as a staff approval would', async () => {
    const player = await verifiedPlayer();
    expect(await cashout(player, '10', 'EUR', `${SANDBOX_PAYOUT_UNKNOWN_PREFIX}-${player.playerId}@example.com`)).toBe('PAYOUT_UNKNOWN');
  });

  it('converts another currency to EUR at the current rate', async () => {
    // 1 USD is 0.92 EUR: 21 USD is 19.32 EUR, 22 USD is 20.24 EUR.
    const player = await verifiedPlayer('USD');
    expect(await cashout(player, '21', 'USD')).toBe('PAID');
    expect(await cashout(player, '22', 'USD')).toBe('PENDING');
  });

  it('queues a cashout that forfeits an active bonus', async () => {
    const player = await verifiedPlayer('EUR', { bonus: true });
    expect(await cashout(player, '10')).toBe('PENDING');
  });

  it('queues a cashout to an address another account cashes out to', async () => {
    const first = await verifiedPlayer();
    const second = await verifiedPlayer();
    expect(await cashout(first, '10', 'EUR', second.email)).toBe('PAID');
    expect(await cashout(second, '10')).toBe('PENDING');
  });

  it('queues every cashout when turned off', async () => {
    expect((await setThreshold(finance.cookie, null)).json()).toEqual({ maxEur: null });
    const read = await t.app.inject({ method: 'GET', url: WITHDRAWAL_AUTO_APPROVAL_PATH, headers: { cookie: finance.cookie } });
    expect(read.json()).toEqual({ maxEur: null });
    expect(await cashout(await verifiedPlayer(), '10')).toBe('PENDING');
  });
});

describe('the threshold setting', () => {
  it('answers 401 without staff, 403 without withdrawals:configure and 400 to a bad amount, changing nothing', async () => {
    const admin = await kit.signedIn('admin', clock.advance);
    expect((await setThreshold(admin.cookie, '50')).statusCode).toBe(200);
    const [audited] = await latestAuditRows(t.database.db, 1);
    expect(audited).toMatchObject({
      action: `PUT ${WITHDRAWAL_AUTO_APPROVAL_PATH}`,
      outcome: 'ok',
      details: { permission: 'withdrawals:configure', body: { maxEur: '50' } },
    });
    const risk = await kit.signedIn('risk', clock.advance);
    const player = await newPlayer(t);
    for (const headers of [{}, { cookie: player.cookie }]) {
      expect((await t.app.inject({ method: 'PUT', url: WITHDRAWAL_AUTO_APPROVAL_PATH, headers, payload: { maxEur: '1' } })).statusCode).toBe(401);
    }
    expect((await setThreshold(risk.cookie, '1')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: WITHDRAWAL_AUTO_APPROVAL_PATH, headers: { cookie: risk.cookie } })).statusCode).toBe(403);
    for (const bad of ['0', '-5', '1.234', 'ten', '']) expect((await setThreshold(admin.cookie, bad)).statusCode, bad).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: WITHDRAWAL_AUTO_APPROVAL_PATH, headers: { cookie: admin.cookie } });
    expect(read.json()).toEqual({ maxEur: '50.00' });
  });
});
