import { describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { ADMIN_WITHDRAWALS_PATH } from './admin-routes.ts';
import { SANDBOX_PAYOUT_TIMEOUT_PREFIX, SANDBOX_PAYOUT_UNKNOWN_PREFIX } from './gateways/sandbox-adapter.ts';
import { declinePromotions, depositByCard, fundsOf, markVerified, newPlayer } from './payments-test-kit.ts';
import { paymentsRepo } from './repo.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);

/** A verified player with 50 EUR who asked to cash out 20 EUR to `email`; the request is still pending. */
async function pendingCashout(email: string) {
  const player = await newPlayer(t);
  await declinePromotions(t, player.cookie);
  await markVerified(t, player.playerId);
  await depositByCard(t, player.cookie, '50');
  const requested = await t.app.inject({
    method: 'POST',
    url: apiPaths.fiatWithdraw,
    headers: { cookie: player.cookie },
    payload: { amount: '20', currency: 'EUR', email },
  });
  expect(requested.statusCode).toBe(200);
  const hold = { owner: { type: 'player' as const, playerId: player.playerId }, currency: 'EUR', purpose: 'withdrawal-hold' as const };
  return { ...player, withdrawalId: requested.json().withdrawalId as string, heldCents: () => balanceOf(t.database.db, hold) };
}

const decide = (cookie: string, id: string, decision: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${id}/${decision}`, headers: { cookie }, payload });

describe('a payout whose outcome the gateway leaves unknown', () => {
  it('stays held: neither paid nor refunded, and approve or reject cannot touch it again', async () => {
    const finance = await kit.signedIn('finance', clock.advance);
    const cashout = await pendingCashout(`${SANDBOX_PAYOUT_UNKNOWN_PREFIX}-1@sandbox.test`);

    const approved = await decide(finance.cookie, cashout.withdrawalId, 'approve');
    expect(approved.json()).toEqual({ id: cashout.withdrawalId, status: 'PAYOUT_UNKNOWN' });
    expect(await cashout.heldCents()).toBe(2000n);
    expect(await fundsOf(t, cashout.cookie)).toEqual({ EUR: '30.00' });

    const queue = await t.app.inject({ method: 'GET', url: ADMIN_WITHDRAWALS_PATH, headers: { cookie: finance.cookie } });
    const listed = queue.json().withdrawals.find((withdrawal: { id: string }) => withdrawal.id === cashout.withdrawalId);
    expect(listed).toMatchObject({ status: 'PAYOUT_UNKNOWN', providerReference: expect.stringMatching(/^sbx_payout_/) });

    for (const decision of ['approve', 'reject']) {
      const again = await decide(finance.cookie, cashout.withdrawalId, decision, { reason: 'again' });
      expect(again.statusCode, decision).toBe(409);
      expect(again.json().message).toBe('This cashout is payout unknown, not pending');
    }
    expect(await cashout.heldCents()).toBe(2000n);
    expect(await fundsOf(t, cashout.cookie)).toEqual({ EUR: '30.00' });
  });

  it('is held too when the payout call times out, with no gateway reference', async () => {
    const finance = await kit.signedIn('finance', clock.advance);
    const cashout = await pendingCashout(`${SANDBOX_PAYOUT_TIMEOUT_PREFIX}@sandbox.test`);
    const approved = await decide(finance.cookie, cashout.withdrawalId, 'approve');
    expect(approved.json()).toEqual({ id: cashout.withdrawalId, status: 'PAYOUT_UNKNOWN' });
    const row = await paymentsRepo.findPayment(t.database.db, cashout.withdrawalId);
    expect(row).toMatchObject({ status: 'PAYOUT_UNKNOWN', providerReference: null, failureReason: expect.stringContaining('timed out') });
    expect(await cashout.heldCents()).toBe(2000n);
  });

  it('confirm paid: 401, 403, 400 change nothing; then it is paid once and audited with the reason', async () => {
    const finance = await kit.signedIn('finance', clock.advance);
    const support = await kit.signedIn('support', clock.advance);
    const cashout = await pendingCashout(`${SANDBOX_PAYOUT_UNKNOWN_PREFIX}-2@sandbox.test`);
    await decide(finance.cookie, cashout.withdrawalId, 'approve');

    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_WITHDRAWALS_PATH}/${cashout.withdrawalId}/confirm-paid`,
      payload: { reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await decide(support.cookie, cashout.withdrawalId, 'confirm-paid', { reason: 'x' })).statusCode).toBe(403);
    for (const payload of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await decide(finance.cookie, cashout.withdrawalId, 'confirm-paid', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await paymentsRepo.findPayment(t.database.db, cashout.withdrawalId))!.status).toBe('PAYOUT_UNKNOWN');
    expect(await cashout.heldCents()).toBe(2000n);

    const paid = await decide(finance.cookie, cashout.withdrawalId, 'confirm-paid', { reason: 'settled in the gateway report of 24 Nov' });
    expect(paid.json()).toEqual({ id: cashout.withdrawalId, status: 'PAID' });
    const [audited] = await latestAuditRows(t.database.db, 1);
    expect(audited).toMatchObject({
      action: `POST ${ADMIN_WITHDRAWALS_PATH}/:id/confirm-paid`,
      target: cashout.withdrawalId,
      outcome: 'ok',
      details: { permission: 'withdrawals:review', body: { reason: 'settled in the gateway report of 24 Nov' } },
    });
    expect(await cashout.heldCents()).toBe(0n);
    expect(await fundsOf(t, cashout.cookie)).toEqual({ EUR: '30.00' });

    for (const decision of ['confirm-paid', 'confirm-failed']) {
      const again = await decide(finance.cookie, cashout.withdrawalId, decision, { reason: 'twice' });
      expect(again.statusCode, decision).toBe(409);
    }
    expect(await fundsOf(t, cashout.cookie)).toEqual({ EUR: '30.00' });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('confirm failed releases the funds to the player once, even when two decisions race', async () => {
    const risk = await kit.signedIn('risk', clock.advance);
    const cashout = await pendingCashout(`${SANDBOX_PAYOUT_UNKNOWN_PREFIX}-3@sandbox.test`);
    await decide(risk.cookie, cashout.withdrawalId, 'approve');

    const answers = await Promise.all([
      decide(risk.cookie, cashout.withdrawalId, 'confirm-failed', { reason: 'gateway shows it failed' }),
      decide(risk.cookie, cashout.withdrawalId, 'confirm-failed', { reason: 'gateway shows it failed' }),
      decide(risk.cookie, cashout.withdrawalId, 'confirm-paid', { reason: 'gateway shows it paid' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().status;
    const row = (await paymentsRepo.findPayment(t.database.db, cashout.withdrawalId))!;
    expect(row.status).toBe(winner);
    expect(await cashout.heldCents()).toBe(0n);
    expect(await fundsOf(t, cashout.cookie)).toEqual({ EUR: winner === 'FAILED' ? '50.00' : '30.00' });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('answers 409 to a confirmation of a cashout still pending, changing nothing', async () => {
    const finance = await kit.signedIn('finance', clock.advance);
    const cashout = await pendingCashout('player-wallet@example.com');
    const refused = await decide(finance.cookie, cashout.withdrawalId, 'confirm-failed', { reason: 'not sent yet' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This cashout is pending, not waiting for a payout outcome');
    expect((await paymentsRepo.findPayment(t.database.db, cashout.withdrawalId))!.status).toBe('PENDING');
    expect(await fundsOf(t, cashout.cookie)).toEqual({ EUR: '30.00' });
  });
});
