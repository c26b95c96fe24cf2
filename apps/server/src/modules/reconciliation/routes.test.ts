import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operationsPaths, type ReconciliationView } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments, studioRounds } from '../../db/schema.ts';
import { runLedgerCheck } from '../ledger/index.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { seatedPlayer } from '../studio/studio-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A card deposit left PENDING at the gateway, created `minutes` ago. */
async function pendingDeposit(playerId: string, minutes: number): Promise<string> {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      playerId,
      kind: 'deposit',
      method: 'skrill',
      currency: 'EUR',
      amount: 2550n,
      eurRate: '1',
      amountEurCents: 2550n,
      status: 'PENDING',
      createdAt: minutesAgo(minutes),
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** A dice round played to its end, then put back to pending as a crash between wallet calls leaves it. */
async function pendingRound(updatedAt: Date): Promise<string> {
  const player = await seatedPlayer(t, 'lodestar:dice');
  const played = await player.studio.play(100, { target: 50, direction: 'over' });
  const roundId: string = played.body.round.id;
  await t.database.db.update(studioRounds).set({ status: 'pending', updatedAt }).where(eq(studioRounds.id, roundId));
  return roundId;
}

const view = async (cookie: string): Promise<ReconciliationView> => {
  const response = await t.app.inject({ method: 'GET', url: operationsPaths.reconciliation, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const checkLedger = (cookie: string) => t.app.inject({ method: 'POST', url: operationsPaths.ledgerCheck, headers: { cookie } });

describe('reconciliation view', () => {
  it('answers 401 without staff and 403 to a role without operations:read, and runs no check for them', async () => {
    const support = await kit.signedIn('support', clock.advance);
    const player = await newPlayer(t);
    for (const headers of [{}, { cookie: player.cookie }]) {
      expect((await t.app.inject({ method: 'GET', url: operationsPaths.reconciliation, headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: operationsPaths.ledgerCheck, headers })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: operationsPaths.reconciliation, headers: { cookie: support.cookie } })).statusCode).toBe(403);
    expect((await checkLedger(support.cookie)).statusCode).toBe(403);
    const finance = await kit.signedIn('finance', clock.advance);
    expect((await view(finance.cookie)).lastLedgerCheck).toBeNull();
  });

  it('lists deposits pending past their expiry and rounds pending past their recovery, not fresh ones', async () => {
    const finance = await kit.signedIn('finance', clock.advance);
    const player = await newPlayer(t);
    const ttl = t.config.DEPOSIT_PENDING_TTL_MINUTES;
    const stale = await pendingDeposit(player.playerId, ttl + 30);
    const fresh = await pendingDeposit(player.playerId, 5);
    const strandedRound = await pendingRound(minutesAgo(10));
    const freshRound = await pendingRound(new Date());

    const answer = await view(finance.cookie);
    const deposit = answer.staleDeposits.find((row) => row.id === stale);
    expect(deposit).toMatchObject({ playerEmail: player.email, amount: '25.50', currency: 'EUR', method: 'skrill' });
    expect(new Date(deposit!.expiredAt).getTime() - new Date(deposit!.createdAt).getTime()).toBe(ttl * 60_000);
    expect(answer.staleDeposits.map((row) => row.id)).not.toContain(fresh);
    expect(answer.stalePendingRounds).toContainEqual(expect.objectContaining({ id: strandedRound, game: 'lodestar:dice' }));
    expect(answer.stalePendingRounds.find((row) => row.id === strandedRound)!.playerEmail).toMatch(/@/);
    expect(answer.stalePendingRounds.map((row) => row.id)).not.toContain(freshRound);
  });

  it('runs the ledger check on demand, keeps its result, and reports a forged entry', async () => {
    const admin = await kit.signedIn('admin', clock.advance);
    const passed = await checkLedger(admin.cookie);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ ok: true, violations: [], source: 'back office' });
    expect((await view(admin.cookie)).lastLedgerCheck).toEqual(passed.json());

    // One entry with no counterpart: money out of nowhere.
    const [account] = await t.database.db.select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency }).from(ledgerAccounts).limit(1);
    const [forged] = await t.database.db
      .insert(ledgerTransactions)
      .values({ idempotencyKey: `forged-${randomUUID()}`, kind: 'forged' })
      .returning({ id: ledgerTransactions.id });
    await t.database.db
      .insert(ledgerEntries)
      .values({ transactionId: forged!.id, accountId: account!.id, currency: account!.currency, amount: 100n });

    const failed = (await checkLedger(admin.cookie)).json();
    expect(failed.ok).toBe(false);
    expect(failed.violations).toContainEqual(expect.stringContaining(`transaction ${forged!.id}:`));
    expect((await view(admin.cookie)).lastLedgerCheck).toMatchObject({ ok: false });

    // Recorded, not kept in this process: a run of `npm run ledger:verify` (or of another server) is the last one shown.
    clock.advance(1000);
    const fromCommand = await runLedgerCheck(t.database.db, 'command', clock.now());
    expect((await view(admin.cookie)).lastLedgerCheck).toMatchObject({ source: 'command', ok: false, ranAt: fromCommand.ranAt.toISOString() });
  });
});
