import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPlayerPaths, apiPaths, promotionMessages, type AdminPlayerDetail } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { seat, slotWithRoundPlayer } from '../game-history/game-rounds-test-kit.ts';
import { kycTestKit } from '../kyc/kyc-test-kit.ts';
import { verifyLedger } from '../ledger/index.ts';
import { depositByCard, markVerified, newPlayer } from '../payments/payments-test-kit.ts';
import { promotionsTestKit } from '../promotions/promotions-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const staff = staffTestKit(t, clock.now);
const kyc = kycTestKit(t);
const promotions = promotionsTestKit(t);
const GAME = { id: 'pdetail:slot', name: 'Detail Slot', provider: 'Lodestar Originals', imageId: 'lodestar:DetailSlot' };

const url = (path: string, id: string) => path.replace(':id', id);
const cookies = { admin: '', marketing: '', support: '' };
let rounds: Awaited<ReturnType<typeof slotWithRoundPlayer>>;
beforeAll(async () => {
  for (const role of ['admin', 'marketing', 'support'] as const) cookies[role] = (await staff.signedIn(role, clock.advance)).cookie;
  rounds = await slotWithRoundPlayer(t, { ...GAME, sortOrder: 960 });
});

const detailOf = async (playerId: string) => {
  const response = await t.app.inject({ method: 'GET', url: url(adminPlayerPaths.detail, playerId), headers: { cookie: cookies.support } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminPlayerDetail;
};

/** A verified player who deposited 50 EUR and holds the first deposit's bonus (62.50 EUR). */
async function playerWithBonus() {
  const player = await newPlayer(t);
  await markVerified(t, player.playerId);
  const { paymentId } = await depositByCard(t, player.cookie, '50');
  const [grant] = await promotions.grants(player.cookie);
  expect(grant).toMatchObject({ status: 'active', bonusAmount: '62.50' });
  return { ...player, paymentId, grantId: grant!.id };
}

describe('player detail sections', () => {
  it("shows the player's documents, deposits, withdrawals, rounds and promotions, and never another player's", async () => {
    const player = await playerWithBonus();
    expect((await kyc.uploadFile(player.cookie, 'identity')).statusCode).toBe(201);
    const round = `round-${randomUUID()}`;
    await rounds.play(await seat(t.database.db, { playerId: player.playerId, gameId: GAME.id }), round, { stake: 200, prize: 350 });
    const cashout = await t.app.inject({
      method: 'POST',
      url: apiPaths.fiatWithdraw,
      headers: { cookie: player.cookie },
      payload: { amount: '10', currency: 'EUR', email: player.email, forfeitBonus: true },
    });
    expect(cashout.statusCode, cashout.body).toBe(200);
    // Someone else with a deposit, a document and a promotion of their own.
    const other = await playerWithBonus();
    await kyc.uploadFile(other.cookie, 'bill');

    const detail = await detailOf(player.playerId);
    expect(detail.verification).toEqual([
      { id: expect.any(String), kind: 'identity', status: 'pending', rejectionReason: null, uploadedAt: expect.any(String), decidedAt: null },
    ]);
    expect(detail.deposits).toEqual([
      expect.objectContaining({ id: player.paymentId, amount: '50.00', currency: 'EUR', method: 'ikajo:Ruby', status: 'COMPLETED' }),
    ]);
    expect(detail.deposits[0]!.completedAt).not.toBeNull();
    expect(detail.withdrawals).toEqual([
      expect.objectContaining({ id: cashout.json().withdrawalId, amount: '10.00', currency: 'EUR', status: 'PENDING', completedAt: null }),
    ]);
    expect(detail.rounds).toEqual([
      {
        roundId: round,
        game: 'Detail Slot',
        provider: 'Lodestar Originals',
        currency: 'EUR',
        stake: '2.00',
        prize: '3.50',
        walletType: 'cash',
        startedAt: expect.any(String),
      },
    ]);
    // The cashout forfeited the bonus: the promotion is listed as past.
    expect(detail.bonuses).toEqual([
      expect.objectContaining({ id: player.grantId, status: 'forfeited', bonusAmount: '62.50', bonusBalance: '0.00' }),
    ]);
    expect(detail.bonuses[0]).not.toHaveProperty('terms');

    const otherDetail = await detailOf(other.playerId);
    expect(otherDetail.verification.map((document) => document.kind)).toEqual(['bill']);
    expect(otherDetail.deposits.map((deposit) => deposit.id)).toEqual([other.paymentId]);
    expect(otherDetail.withdrawals).toEqual([]);
    expect(otherDetail.rounds).toEqual([]);
    expect(otherDetail.bonuses.map((bonus) => bonus.id)).toEqual([other.grantId]);
  });

  it('shows empty sections for a player who did nothing yet', async () => {
    const { playerId } = await newPlayer(t);
    expect(await detailOf(playerId)).toMatchObject({ verification: [], deposits: [], withdrawals: [], rounds: [], bonuses: [] });
  });
});

describe('bonus cancellation by staff', () => {
  const cancel = (cookie: string | undefined, playerId: string, body: object) =>
    t.app.inject({ method: 'POST', url: url(adminPlayerPaths.cancelBonus, playerId), headers: cookie ? { cookie } : {}, payload: body });
  const forfeitsOf = async (playerId: string) => (await detailOf(playerId)).ledgerEntries.filter((entry) => entry.kind === 'promotion-forfeit');
  const bonusWalletOf = async (playerId: string) => (await detailOf(playerId)).wallets.find((wallet) => wallet.currency === 'EUR')!.bonus;

  it('refuses without staff (401), without promotions:manage (403) and without a reason (400): nothing changes', async () => {
    const player = await playerWithBonus();
    expect((await cancel(undefined, player.playerId, { promotionId: player.grantId, reason: 'abuse' })).statusCode).toBe(401);
    expect((await cancel(player.cookie, player.playerId, { promotionId: player.grantId, reason: 'abuse' })).statusCode).toBe(401);
    const denied = await cancel(cookies.support, player.playerId, { promotionId: player.grantId, reason: 'abuse' });
    expect(denied.statusCode).toBe(403);
    for (const body of [
      { promotionId: player.grantId },
      { promotionId: player.grantId, reason: '   ' },
      { reason: 'abuse' },
      { promotionId: 'x', reason: 'a' },
    ]) {
      expect((await cancel(cookies.marketing, player.playerId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const detail = await detailOf(player.playerId);
    expect(detail.bonuses[0]).toMatchObject({ status: 'active', bonusBalance: '62.50' });
    expect(await forfeitsOf(player.playerId)).toEqual([]);
  });

  it("forfeits the bonus through the ledger as the player's own cancel does, audited with the reason; a second cancel is 409", async () => {
    const player = await playerWithBonus();
    const cancelled = await cancel(cookies.marketing, player.playerId, { promotionId: player.grantId, reason: 'bonus abuse, ticket 42' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe('Bonus cancelled; its bonus money and winnings went back to the house');

    const [audit] = await latestAuditRows(t.database.db, 1);
    expect(audit).toMatchObject({
      action: `POST ${adminPlayerPaths.cancelBonus}`,
      target: player.playerId,
      outcome: 'ok',
      details: { permission: 'promotions:manage', body: { promotionId: player.grantId, reason: 'bonus abuse, ticket 42' } },
    });
    const detail = await detailOf(player.playerId);
    expect(detail.bonuses[0]).toMatchObject({ status: 'forfeited', bonusBalance: '0.00' });
    expect(await bonusWalletOf(player.playerId)).toBe('0.00');
    expect((await forfeitsOf(player.playerId)).map((entry) => entry.amount)).toEqual(['-62.50']);
    // The player's cash is theirs: only the bonus went.
    expect(detail.wallets.find((wallet) => wallet.currency === 'EUR')!.cash).toBe('50.00');

    const again = await cancel(cookies.marketing, player.playerId, { promotionId: player.grantId, reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(promotionMessages.notActive);
    expect((await latestAuditRows(t.database.db, 1))[0]).toMatchObject({ outcome: '409' });
    expect(await forfeitsOf(player.playerId)).toHaveLength(1);
  });

  it("answers 404 for another player's promotion and leaves it active", async () => {
    const player = await playerWithBonus();
    const other = await playerWithBonus();
    const refused = await cancel(cookies.admin, player.playerId, { promotionId: other.grantId, reason: 'wrong player' });
    expect(refused.statusCode).toBe(404);
    expect((await detailOf(other.playerId)).bonuses[0]).toMatchObject({ status: 'active', bonusBalance: '62.50' });
  });

  it('lets one of two staff cancelling at once win; the other hears 409 and the money moves once', async () => {
    const player = await playerWithBonus();
    const body = { promotionId: player.grantId, reason: 'duplicate account' };
    const answers = await Promise.all([cancel(cookies.marketing, player.playerId, body), cancel(cookies.admin, player.playerId, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await forfeitsOf(player.playerId)).toHaveLength(1);
    expect(await bonusWalletOf(player.playerId)).toBe('0.00');
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('answers 404 for a promotion the player never had, and for an unknown player', async () => {
    const player = await newPlayer(t);
    const refused = await cancel(cookies.admin, player.playerId, { promotionId: randomUUID(), reason: 'none' });
    expect(refused.statusCode).toBe(404);
    expect((await cancel(cookies.admin, randomUUID(), { promotionId: randomUUID(), reason: 'none' })).statusCode).toBe(404);
  });
});
