import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema.ts';
import { useWalletTestApp } from '../provider-wallet/provider-wallet-test-kit.ts';
import { responsibleGamblingTestKit } from './responsible-gambling-test-kit.ts';

// The provider wallet on a launch token issued before the player took a break, was locked or reached a limit.
const statements: string[] = [];
const wallet = useWalletTestApp({}, { logQuery: (query) => statements.push(query) });
const { t } = wallet;
// Transaction ids are unique per provider across the file: each player's carry its id.
type Seat = { base: { user: string } };
const own = (seat: Seat, id: string) => `${seat.base.user}:${id}`;
const bet = (seat: Seat, id: string, amount: number, round = 'round-1') => wallet.bet(seat.base, own(seat, id), amount, round);
const win = (seat: Seat, id: string, reference: string, amount: number, round = 'round-1') =>
  wallet.win(seat.base, own(seat, id), own(seat, reference), amount, round);
const rollback = (seat: Seat, id: string, reference: string, round = 'round-1') =>
  wallet.rollback(seat.base, own(seat, id), own(seat, reference), round);
/** An instant round in one play call: its stake and its win. */
const play = (seat: Seat, round: string, stake: number, payout: number) =>
  wallet.play(seat.base, own(seat, round), [
    wallet.betAction(own(seat, `${round}:bet`), stake),
    wallet.winAction(own(seat, `${round}:win`), own(seat, `${round}:bet`), payout),
  ]);
const seated = wallet.seated;
const rg = responsibleGamblingTestKit(t);

describe('a player on a break, with a game token from before', () => {
  it.each(['24-hours', '6-months', 'permanent'])('after %s: new bets are refused, wins and rollbacks of earlier bets settle', async (period) => {
    const player = await seated();
    expect((await bet(player, 'bet-1', 1000, 'round-1')).status).toBe('RS_OK');
    expect((await bet(player, 'bet-2', 500, 'round-2')).status).toBe('RS_OK');
    expect((await rg.selfExclude(player.cookie, period)).statusCode).toBe(200);

    const refused = await bet(player, 'bet-3', 100, 'round-3');
    expect(refused.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await bet(player, 'free-bet', 0, 'round-4')).status).toBe('RS_ERROR_USER_DISABLED');
    // A replay of a bet taken before the break is answered as taken: it moves nothing.
    expect((await bet(player, 'bet-1', 1000, 'round-1')).status).toBe('RS_OK');

    const paid = await win(player, 'win-1', 'bet-1', 3000, 'round-1');
    expect(paid).toMatchObject({ status: 'RS_OK', balance: 5000 - 1000 - 500 + 3000 });
    const refunded = await rollback(player, 'rollback-2', 'bet-2', 'round-2');
    expect(refunded).toMatchObject({ status: 'RS_OK', balance: 5000 - 1000 + 3000 });
    // The refused bet's id stays free: nothing was written under it.
    expect((await rollback(player, 'rollback-3', 'bet-3', 'round-3')).status).toBe('RS_OK');
  });

  it('refuses bets of a player staff locked, and still pays their win', async () => {
    const player = await seated();
    expect((await bet(player, 'bet-1', 1000)).status).toBe('RS_OK');
    await t.database.db.update(players).set({ lockedAt: new Date() }).where(eq(players.id, player.playerId));
    expect((await bet(player, 'bet-2', 1000, 'round-2')).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await win(player, 'win-1', 'bet-1', 2000)).status).toBe('RS_OK');
    expect((await rg.launchReal(player.cookie)).statusCode).toBe(423);
  });

  it('refuses a real-money launch during a cool-off set on the account', async () => {
    const player = await seated();
    await t.database.db
      .update(players)
      .set({ coolOffUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(players.id, player.playerId));
    const launch = await rg.launchReal(player.cookie);
    expect(launch.statusCode).toBe(451);
    expect((await bet(player, 'bet-1', 100)).status).toBe('RS_ERROR_USER_DISABLED');
  });
});

describe('wager and loss limits, inside the bet transaction', () => {
  it('refuses the stake that would pass the wager limit, and counts only what was taken', async () => {
    const player = await seated();
    await rg.setLimit(player.cookie, { kind: 'wager', period: 'day', amount: '15' });
    expect((await bet(player, 'bet-1', 1000, 'round-1')).status).toBe('RS_OK');
    expect((await bet(player, 'bet-2', 600, 'round-2')).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await bet(player, 'bet-3', 500, 'round-3')).status).toBe('RS_OK');
    expect(await rg.limitOf(player.cookie, 'wager', 'day')).toMatchObject({ used: '15.00', remaining: '0.00' });
    // A rollback gives the stake back to the limit too.
    expect((await rollback(player, 'rollback-3', 'bet-3', 'round-3')).status).toBe('RS_OK');
    expect((await rg.limitOf(player.cookie, 'wager', 'day')).remaining).toBe('5.00');
  });

  it('answers a replayed bet as taken and counts its stake once, even when a new bet of it would pass the limit', async () => {
    const player = await seated();
    await rg.setLimit(player.cookie, { kind: 'wager', period: 'day', amount: '15' });
    expect(await bet(player, 'bet-1', 1000, 'round-1')).toMatchObject({ status: 'RS_OK', balance: 4000 });
    // The bet path checks a bet as new before it claims its id; a replay found so is run again, claim first.
    expect(await bet(player, 'bet-1', 1000, 'round-1')).toMatchObject({ status: 'RS_OK', balance: 4000 });
    expect((await rg.limitOf(player.cookie, 'wager', 'day')).used).toBe('10.00');
    expect((await bet(player, 'bet-2', 500, 'round-2')).status).toBe('RS_OK');
    expect(await bet(player, 'bet-2', 500, 'round-2')).toMatchObject({ status: 'RS_OK', balance: 3500 });
    expect(await rg.limitOf(player.cookie, 'wager', 'day')).toMatchObject({ used: '15.00', remaining: '0.00' });
  });

  it('counts losses as stakes less wins', async () => {
    const player = await seated();
    await rg.setLimit(player.cookie, { kind: 'loss', period: 'week', amount: '10' });
    expect((await bet(player, 'bet-1', 800, 'round-1')).status).toBe('RS_OK');
    expect((await bet(player, 'bet-2', 300, 'round-2')).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await win(player, 'win-1', 'bet-1', 600, 'round-1')).status).toBe('RS_OK');
    expect(await rg.limitOf(player.cookie, 'loss', 'week')).toMatchObject({ used: '2.00', remaining: '8.00' });
    expect((await bet(player, 'bet-2', 800, 'round-2')).status).toBe('RS_OK');
    expect((await bet(player, 'bet-3', 1, 'round-3')).status).toBe('RS_ERROR_LIMIT_REACHED');
  });

  it("counts a play call's stake and win in one write of the player's day, its stake checked as before the win", async () => {
    const player = await seated();
    await rg.setLimit(player.cookie, { kind: 'loss', period: 'week', amount: '10' });
    const writesTheDayAlone = (query: string) => query.trimStart().startsWith('insert into "gambling_activity"');
    statements.length = 0;
    // Lost, 12.00 would pass the limit: refused, though the round's win would have left a loss of 7.00.
    expect((await play(player, 'r1', 1200, 500)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await play(player, 'r2', 800, 600)).toMatchObject({ status: 'RS_OK', balance: 4800 });
    expect(await rg.limitOf(player.cookie, 'loss', 'week')).toMatchObject({ used: '2.00', remaining: '8.00' });
    expect(statements.filter(writesTheDayAlone)).toEqual([]);
    // A win sent alone is still counted on its own.
    expect((await bet(player, 'bet-3', 500, 'round-3')).status).toBe('RS_OK');
    expect((await win(player, 'win-3', 'bet-3', 400, 'round-3')).status).toBe('RS_OK');
    expect(await rg.limitOf(player.cookie, 'loss', 'week')).toMatchObject({ used: '3.00', remaining: '7.00' });
  });

  it('lets only one of two concurrent bets through a limit they pass together', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const player = await seated();
      await rg.setLimit(player.cookie, { kind: 'wager', period: 'month', amount: '10' });
      const answers = await Promise.all([bet(player, 'a', 600, 'round-a'), bet(player, 'b', 600, 'round-b')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual(['RS_ERROR_LIMIT_REACHED', 'RS_OK']);
      expect((await rg.limitOf(player.cookie, 'wager', 'month')).used).toBe('6.00');
    }
  });
});
