import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, promotionMessages, statementPaths } from '@lodestar/contracts';
import { loyaltyAccounts, rakebackAccruals } from '../../db/schema.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { fundsOf } from '../payments/payments-test-kit.ts';
import { useWalletTestApp } from '../provider-wallet/provider-wallet-test-kit.ts';

// The test slot states an RTP of 96.00 %: a 4 % edge, of which Bronze pays back 5 % (0.2 % of the stake), Silver 7.5 %.
const { t, seated, bet, win, rollback } = useWalletTestApp();

const levelOf = async (cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url: apiPaths.loyaltyLevel, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const claim = (cookie: string, currency = 'EUR') =>
  t.app.inject({ method: 'POST', url: apiPaths.rakebackClaim, headers: { cookie }, payload: { currency } });
const rakebackBalance = (playerId: string) => balanceOf(t.database.db, { owner: { type: 'player', playerId }, currency: 'EUR', purpose: 'rakeback' });
const pendingMicros = async (playerId: string) => {
  const [row] = await t.database.db
    .select({ pending: rakebackAccruals.pendingMicros })
    .from(rakebackAccruals)
    .where(and(eq(rakebackAccruals.playerId, playerId), eq(rakebackAccruals.currency, 'EUR')));
  return row?.pending ?? 0n;
};
/** What another server process's stakes (or rollbacks) leave in the player's EUR total. */
const setWagered = (playerId: string, wageredEurCents: bigint) =>
  t.database.db.update(loyaltyAccounts).set({ wageredEurCents }).where(eq(loyaltyAccounts.playerId, playerId));
const expectCleanLedger = async () => expect((await verifyLedger(t.database.db)).violations).toEqual([]);

/** Stakes 50.00 EUR and wins it back, `times` rounds: 50 points and 0.10 EUR of Bronze rakeback a round, cash unchanged. */
async function playEvenRounds(base: object, times: number, prefix: string) {
  for (let round = 0; round < times; round++) {
    expect((await bet(base, `${prefix}-bet-${round}`, 5000, `${prefix}-${round}`)).status).toBe('RS_OK');
    expect((await win(base, `${prefix}-win-${round}`, `${prefix}-bet-${round}`, 5000, `${prefix}-${round}`)).status).toBe('RS_OK');
  }
}

describe('loyalty level', () => {
  it('starts at the first level with no points and nothing to claim', async () => {
    const { cookie } = await seated();
    expect(await levelOf(cookie)).toEqual({
      currentLevel: { level: 1, points: 0, name: 'Bronze' },
      nextLevel: { level: 2, points: 500, name: 'Silver' },
      rakeback: [],
    });
  });

  it('earns a point per whole euro of real-money stakes, whatever the round won, and reaches the next level at its threshold', async () => {
    const { cookie, base } = await seated();
    await playEvenRounds(base, 9, 'even');
    expect((await levelOf(cookie)).currentLevel).toEqual({ level: 1, points: 450, name: 'Bronze' });
    await bet(base, 'small-1', 150, 'small');
    expect((await levelOf(cookie)).currentLevel.points).toBe(451);
    await bet(base, 'small-2', 49, 'small');
    expect((await levelOf(cookie)).currentLevel.points).toBe(451);
    await bet(base, 'small-3', 1, 'small');
    expect((await levelOf(cookie)).currentLevel.points).toBe(452);
    await bet(base, 'to-silver', 4800, 'to-silver');
    expect(await levelOf(cookie)).toMatchObject({
      currentLevel: { level: 2, points: 500, name: 'Silver' },
      nextLevel: { level: 3, points: 2500, name: 'Gold' },
    });
    await expectCleanLedger();
  });

  it('is for the signed-in player only', async () => {
    expect((await t.app.inject({ method: 'GET', url: apiPaths.loyaltyLevel })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.rakebackClaim, payload: { currency: 'EUR' } })).statusCode).toBe(401);
  });
});

describe('rakeback', () => {
  it('accrues fractions of a cent per stake and moves each whole cent to the rakeback balance as it is reached', async () => {
    const { cookie, base, playerId } = await seated();
    // 1.50 EUR earns 0.3 cent: three stakes stay below a cent, the fourth crosses it.
    for (const n of [1, 2, 3]) await bet(base, `acc-${n}`, 150, `acc-${n}`);
    expect(await pendingMicros(playerId)).toBe(900_000n);
    expect(await rakebackBalance(playerId)).toBe(0n);
    expect((await levelOf(cookie)).rakeback).toEqual([]);

    await bet(base, 'acc-4', 150, 'acc-4');
    expect(await rakebackBalance(playerId)).toBe(1n);
    expect(await pendingMicros(playerId)).toBe(200_000n);
    expect((await levelOf(cookie)).rakeback).toEqual([{ currency: 'EUR', amount: '0.01' }]);
    await expectCleanLedger();
  });

  it('pays at the rate of the level the player held when staking', async () => {
    const { base, playerId } = await seated();
    await playEvenRounds(base, 10, 'to-silver');
    // 500 EUR at Bronze: 0.2 % of it, 1.00 EUR.
    expect(await rakebackBalance(playerId)).toBe(100n);
    await bet(base, 'silver-bet', 5000, 'silver');
    // 50 EUR at Silver: 4 % × 7.5 % = 0.3 %, 0.15 EUR.
    expect(await rakebackBalance(playerId)).toBe(115n);
  });

  it('pays at the level the player holds when stakes counted elsewhere moved it since this process last saw them', async () => {
    const { base, playerId, cookie } = await seated();
    // 1.00 EUR at Bronze: 0.2 cent pending. This process now takes the player for Bronze.
    expect((await bet(base, 'elsewhere-first-bet', 100, 'elsewhere-first')).status).toBe('RS_OK');
    expect(await pendingMicros(playerId)).toBe(200_000n);
    // Another process counted 499 EUR more: the player is Silver.
    await setWagered(playerId, 50_000n);
    expect((await bet(base, 'elsewhere-silver-bet', 4000, 'elsewhere-silver')).status).toBe('RS_OK');
    // 40 EUR at Silver (0.3 %): 0.12 EUR, moved to the rakeback balance; the 0.2 cent stays pending.
    expect(await rakebackBalance(playerId)).toBe(12n);
    expect(await pendingMicros(playerId)).toBe(200_000n);
    // Rollbacks elsewhere took the player back below Silver: Bronze again (0.2 %), 1 cent on 5 EUR (Silver: 1.5).
    await setWagered(playerId, 10_000n);
    expect((await bet(base, 'elsewhere-bronze-bet', 500, 'elsewhere-bronze')).status).toBe('RS_OK');
    expect(await rakebackBalance(playerId)).toBe(13n);
    expect(await pendingMicros(playerId)).toBe(200_000n);
    expect(await levelOf(cookie)).toMatchObject({ currentLevel: { name: 'Bronze', points: 105 } });
  });

  it('pays the claimable rakeback into cash once, however many claims race for it', async () => {
    const { cookie, base, playerId } = await seated();
    await playEvenRounds(base, 2, 'race');
    expect((await levelOf(cookie)).rakeback).toEqual([{ currency: 'EUR', amount: '0.20' }]);

    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(cookie)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json()).toEqual({ message: promotionMessages.rakebackClaimed('0.20 EUR'), currency: 'EUR', amount: '0.20' });
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: promotionMessages.nothingToClaim, code: 'NOTHING_TO_CLAIM' });
    }
    expect((await fundsOf(t, cookie)).EUR).toBe('50.20');
    expect(await rakebackBalance(playerId)).toBe(0n);
    expect((await levelOf(cookie)).rakeback).toEqual([]);
    await expectCleanLedger();
  });

  it('never pays more than accrued while claims race with the stakes that accrue it', async () => {
    const { cookie, base, playerId } = await seated();
    await playEvenRounds(base, 1, 'busy');
    const [stakes, claims] = await Promise.all([
      Promise.all([1, 2, 3, 4].map((n) => bet(base, `busy-more-${n}`, 500, `busy-more-${n}`))),
      Promise.all(Array.from({ length: 8 }, () => claim(cookie))),
    ]);
    expect(stakes.map((stake) => stake.status)).toEqual(Array(4).fill('RS_OK'));
    const claimedCents = claims
      .filter((answer) => answer.statusCode === 200)
      .reduce((sum, answer) => sum + Math.round(Number(answer.json().amount) * 100), 0);
    // 50.00 EUR then 4 × 5.00 EUR at Bronze: 0.10 + 4 × 0.01, claimed or still claimable, never more.
    expect(claimedCents + Number(await rakebackBalance(playerId))).toBe(14);
    expect(await pendingMicros(playerId)).toBe(0n);
    await expectCleanLedger();
  });

  it('answers 409 with nothing to claim, and 400 for a currency that is not one', async () => {
    const { cookie } = await seated();
    const nothing = await claim(cookie);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(promotionMessages.nothingToClaim);
    expect((await claim(cookie, 'BTC')).statusCode).toBe(409);
    expect((await claim(cookie, 'XXX')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.rakebackClaim, headers: { cookie }, payload: {} })).statusCode).toBe(400);
    expect((await fundsOf(t, cookie)).EUR).toBe('50.00');
  });

  it('shows a claim in the account statement as a bonus, and none of the accruals', async () => {
    const { cookie, base } = await seated();
    await playEvenRounds(base, 1, 'statement');
    expect((await claim(cookie)).statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const statement = await t.app.inject({ method: 'GET', url: `${statementPaths.page}?from=${today}&to=${today}`, headers: { cookie } });
    expect(statement.statusCode).toBe(200);
    const bonuses = statement.json().movements.filter((movement: { type: string }) => movement.type === 'BONUS');
    expect(bonuses).toEqual([expect.objectContaining({ type: 'BONUS', description: 'Rakeback', amount: '0.10' })]);
    // The deposit, two stakes and two wins besides it: the accruals moved nothing the statement shows.
    expect(statement.json().total).toBe(4);
  });
});

describe('a rolled-back bet', () => {
  it('gives back its points and the rakeback it earned, pending or already on the rakeback balance', async () => {
    const { cookie, base, playerId } = await seated();
    await bet(base, 'rb-small', 150, 'rb-small');
    await bet(base, 'rb-big', 4500, 'rb-big');
    expect(await rakebackBalance(playerId)).toBe(9n);
    expect(await pendingMicros(playerId)).toBe(300_000n);

    expect((await rollback(base, 'rb-big-back', 'rb-big', 'rb-big')).status).toBe('RS_OK');
    expect((await levelOf(cookie)).currentLevel.points).toBe(1);
    expect(await rakebackBalance(playerId)).toBe(0n);
    expect(await pendingMicros(playerId)).toBe(300_000n);

    expect((await rollback(base, 'rb-small-back', 'rb-small', 'rb-small')).status).toBe('RS_OK');
    expect((await levelOf(cookie)).currentLevel.points).toBe(0);
    expect(await pendingMicros(playerId)).toBe(0n);
    // A replayed rollback takes nothing back twice.
    expect((await rollback(base, 'rb-small-back', 'rb-small', 'rb-small')).status).toBe('RS_OK');
    expect((await levelOf(cookie)).currentLevel.points).toBe(0);
    await expectCleanLedger();
  });

  it('takes back what is pending, borrowing a whole cent from the rakeback balance when the pending part is short', async () => {
    const { base, playerId } = await seated();
    for (const n of [1, 2, 3, 4]) await bet(base, `mix-${n}`, 150, `mix-${n}`);
    expect([await rakebackBalance(playerId), await pendingMicros(playerId)]).toEqual([1n, 200_000n]);
    await rollback(base, 'mix-4-back', 'mix-4', 'mix-4');
    // 0.3 cent back: 0.2 from pending, the rest from the cent, whose remaining 0.9 goes back to pending.
    expect([await rakebackBalance(playerId), await pendingMicros(playerId)]).toEqual([0n, 900_000n]);
    await expectCleanLedger();
  });

  it('leaves rakeback the player already claimed as cash', async () => {
    const { cookie, base, playerId } = await seated();
    await bet(base, 'claimed-bet', 5000, 'claimed');
    expect((await claim(cookie)).statusCode).toBe(200);
    expect((await rollback(base, 'claimed-back', 'claimed-bet', 'claimed')).status).toBe('RS_OK');
    expect((await fundsOf(t, cookie)).EUR).toBe('50.10');
    expect([await rakebackBalance(playerId), await pendingMicros(playerId)]).toEqual([0n, 0n]);
    expect((await levelOf(cookie)).currentLevel.points).toBe(0);
    await expectCleanLedger();
  });
});
