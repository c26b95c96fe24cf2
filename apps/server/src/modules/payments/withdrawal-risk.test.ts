import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type WithdrawalRiskSignals } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { playerPromotions } from '../../db/schema.ts';
import { seat, slotWithRoundPlayer } from '../game-history/game-rounds-test-kit.ts';
import { operatorCommandToken } from '../staff/index.ts';
import { ADMIN_WITHDRAWAL_RISK_PATH, ADMIN_WITHDRAWALS_PATH } from './admin-routes.ts';
import { declinePromotions, depositByCard, markVerified, newPlayer } from './payments-test-kit.ts';
import { payments } from './schema.ts';

const t = useTestApp();
const GAME = { id: 'risk:slot', name: 'Risk Slot', provider: 'Lodestar Originals', imageId: 'lodestar:RiskSlot' };
let admin: Record<string, string>;
let rounds: Awaited<ReturnType<typeof slotWithRoundPlayer>>;

beforeAll(async () => {
  admin = { authorization: `Bearer ${operatorCommandToken(t.config)}` };
  rounds = await slotWithRoundPlayer(t, { ...GAME, sortOrder: 950 });
});

async function verifiedPlayer({ bonus = false } = {}) {
  const player = await newPlayer(t);
  if (!bonus) await declinePromotions(t, player.cookie);
  await markVerified(t, player.playerId);
  return player;
}

async function cashout(cookie: string, amount: string, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.fiatWithdraw,
    headers: { cookie },
    payload: { amount, currency: 'EUR', email, forfeitBonus: true },
  });
  if (response.statusCode !== 200) throw new Error(`cashout refused: ${response.body}`);
  return response.json().withdrawalId as string;
}

async function signals(): Promise<WithdrawalRiskSignals[]> {
  const response = await t.app.inject({ method: 'GET', url: ADMIN_WITHDRAWAL_RISK_PATH, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().signals;
}
const signalsOf = async (withdrawalId: string) => (await signals()).find((signal) => signal.withdrawalId === withdrawalId)!;

describe('withdrawal risk signals', () => {
  it('sums deposits and earlier paid cashouts in EUR, and counts only stakes since the last deposit', async () => {
    const { cookie, playerId, email } = await verifiedPlayer();
    await depositByCard(t, cookie, '50');
    const at = await seat(t.database.db, { playerId, gameId: GAME.id });
    await rounds.play(at, `round-${randomUUID()}`, { stake: 700, prize: 0 });
    const paid = await cashout(cookie, '10', email);
    const approved = await t.app.inject({ method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${paid}/approve`, headers: admin });
    expect(approved.statusCode, approved.body).toBe(200);

    await depositByCard(t, cookie, '20');
    await rounds.play(at, `round-${randomUUID()}`, { stake: 150, prize: 0 });
    await rounds.play(at, `round-${randomUUID()}`, { stake: 250, prize: 300 });
    const rolledBack = `round-${randomUUID()}`;
    await rounds.rollback(at, rolledBack, await rounds.bet(at, rolledBack, 200));
    const pending = await cashout(cookie, '10', email);

    const signal = await signalsOf(pending);
    expect(signal).toMatchObject({
      depositsEur: '70.00',
      withdrawalsEur: '10.00',
      stakesSinceLastDeposit: '4.00',
      activeBonus: null,
      identityVerified: true,
      addressVerified: true,
      sharedAddressPlayers: [],
    });
    expect(Date.parse(signal.lastDepositAt!)).toBeGreaterThan(Date.parse(signal.accountCreatedAt));
    expect(Date.now() - Date.parse(signal.accountCreatedAt)).toBeLessThan(60_000);
  });

  it('shows an active bonus, and verification as recorded on the profile', async () => {
    const { cookie, playerId, email } = await verifiedPlayer({ bonus: true });
    await depositByCard(t, cookie, '30');
    const pending = await cashout(cookie, '10', email);
    // The cashout forfeited the first-deposit bonus; a bonus granted while the request waits is what staff must see.
    await t.database.db.update(playerPromotions).set({ status: 'active' }).where(eq(playerPromotions.playerId, playerId));
    await t.database.db.execute(`update player_profiles set bill_verified = false where player_id = '${playerId}'`);

    const signal = await signalsOf(pending);
    expect(signal.activeBonus).toMatchObject({ currency: 'EUR' });
    expect(signal.activeBonus!.promotionId).toBeTruthy();
    expect(signal).toMatchObject({ identityVerified: true, addressVerified: false, depositsEur: '30.00', lastDepositAt: expect.any(String) });
  });

  it('names the other accounts that cash out to the same payout address, whatever its case', async () => {
    const first = await verifiedPlayer();
    const second = await verifiedPlayer();
    const loner = await verifiedPlayer();
    for (const player of [first, second, loner]) await depositByCard(t, player.cookie, '30');
    const shared = `mule-${randomUUID()}@wallet.test`;
    const firstRequest = await cashout(first.cookie, '10', shared);
    const secondRequest = await cashout(second.cookie, '10', shared.toUpperCase());
    const lonerRequest = await cashout(loner.cookie, '10', loner.email);

    expect((await signalsOf(firstRequest)).sharedAddressPlayers).toEqual([{ playerId: second.playerId, email: second.email }]);
    expect((await signalsOf(secondRequest)).sharedAddressPlayers).toEqual([{ playerId: first.playerId, email: first.email }]);
    expect((await signalsOf(lonerRequest)).sharedAddressPlayers).toEqual([]);
  });

  it('lists the queue oldest first, in the same order as the withdrawal list, without decided requests', async () => {
    const { cookie, email } = await verifiedPlayer();
    await depositByCard(t, cookie, '50');
    const older = await cashout(cookie, '10', email);
    const newer = await cashout(cookie, '11', email);
    const decided = await cashout(cookie, '12', email);
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(payments.id, newer));
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 1_800_000) })
      .where(eq(payments.id, older));
    await t.app.inject({ method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${decided}/reject`, headers: admin, payload: { reason: 'test' } });

    const ids = (await signals()).map((signal) => signal.withdrawalId);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(decided);
    const list = (await t.app.inject({ method: 'GET', url: ADMIN_WITHDRAWALS_PATH, headers: admin }))
      .json()
      .withdrawals.map((w: { id: string }) => w.id);
    expect(list.indexOf(newer)).toBeLessThan(list.indexOf(older));
  });
});
