import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_SPIN_GAME_ID, promotionMessages } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { providerTransactions, studioRounds } from '../../db/schema.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { grantActivePromotion, promotionRow } from '../promotions/bet-hooks-test-kit.ts';
import { creditCash, launch, studioClient } from './studio-test-kit.ts';

const t = useTestApp();

/** A player with 10.00 EUR cash and a promotion of 10.00 EUR bonus and two free spins of 0.10 EUR, at a game. */
async function promotedAt(gameId: string) {
  const player = await newPlayer(t);
  await creditCash(t, player.playerId, 'EUR', 1000n);
  const promotionId = await grantActivePromotion(t.database.db, {
    playerId: player.playerId,
    bonus: 1000n,
    maxStake: 500n,
    freeSpins: 2,
    freeSpinStake: 10n,
  });
  const token = await launch(t, gameId, { cookie: player.cookie });
  return { ...player, promotionId, studio: studioClient(t, token) };
}

const wallet = (playerId: string, purpose: 'cash' | 'bonus' | 'free-spin') =>
  balanceOf(t.database.db, { owner: { type: 'player', playerId }, currency: 'EUR', purpose });

describe('a bonus being wagered, at the studio', () => {
  it('refuses a stake above the bonus maximum with its message before any money moves', async () => {
    const { studio, playerId } = await promotedAt('lodestar:dice');
    expect((await studio.session()).body).toMatchObject({ balance: '2000', freeSpins: null });
    const refused = await studio.play(600, { target: 50, direction: 'over' });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'STAKE_OUT_OF_LIMITS', message: promotionMessages.stakeAboveBonusMaximum('5.00 EUR') },
    });
    expect(await t.database.db.select().from(studioRounds).where(eq(studioRounds.playerId, playerId))).toEqual([]);
    expect(await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.playerId, playerId))).toEqual([]);
    expect((await studio.play(500, { target: 50, direction: 'over' })).status).toBe(200);
  });
});

describe('free spins at the studio', () => {
  it('plays them at the promotion’s stake, counting down, the house paying; then unlocks their winnings as bonus', async () => {
    const { studio, playerId, promotionId } = await promotedAt(FREE_SPIN_GAME_ID);
    expect((await studio.session()).body).toMatchObject({ freeSpins: { left: 2, stake: '10' }, balance: '2000' });

    const first = await studio.playFreeSpin();
    expect(first).toMatchObject({ status: 200, body: { freeSpins: { left: 1, stake: '10' }, round: { stake: '10', status: 'closed' } } });
    const firstPayout = BigInt(first.body.round.payout);
    expect(await wallet(playerId, 'cash')).toBe(1000n);
    expect(await wallet(playerId, 'free-spin')).toBe(firstPayout);
    const [spinBet] = await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.playerId, playerId));
    expect(spinBet).toMatchObject({ kind: 'bet', freeSpin: true, amount: 10n, playerPromotionId: promotionId });

    const last = await studio.playFreeSpin();
    expect(last).toMatchObject({ status: 200, body: { freeSpins: null } });
    const won = firstPayout + BigInt(last.body.round.payout);
    expect(await wallet(playerId, 'free-spin')).toBe(0n);
    expect(await wallet(playerId, 'bonus')).toBe(1000n + won);
    expect(await wallet(playerId, 'cash')).toBe(1000n);
    expect(await promotionRow(t.database.db, promotionId)).toMatchObject({ freeSpinsLeft: 0, wageringRequired: 10_000n + 10n * won });

    expect(await studio.playFreeSpin()).toMatchObject({ status: 400, body: { message: promotionMessages.noFreeSpins } });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('are refused on another game, moving nothing', async () => {
    const { studio, promotionId } = await promotedAt('lodestar:slot-starfall-fortune');
    expect((await studio.session()).body).toMatchObject({ freeSpins: null });
    expect(await studio.playFreeSpin()).toMatchObject({ status: 400, body: { message: promotionMessages.noFreeSpins } });
    expect((await promotionRow(t.database.db, promotionId)).freeSpinsLeft).toBe(2);
  });
});
