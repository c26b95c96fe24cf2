import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Transaction } from '../../db/client.ts';
import { pipelinedBatch } from '../../db/pipelined-transaction.ts';
import { STUDIO_PROVIDER_ID } from '../games/index.ts';
import { useWalletTestApp, WALLET_TEST_GAME } from './provider-wallet-test-kit.ts';
import { providerWalletRepo } from './repo.ts';
import { providerTransactions } from './schema.ts';
import type { WinRow } from './win-set-repo.ts';

/**
 * The first statements of a batch's wins made in one turn go as one statement (win-set-repo.ts), each answered as
 * findManyForUpdateWithTotals' statement of one answers it: the win's and its bet's rows, locked, the round's totals
 * before the win, and the win's row written unless its id is known. Batches run on PostgreSQL only.
 */
const statements: string[] = [];
const { t, seated, bet, win, rollback } = useWalletTestApp({}, { logQuery: (query) => statements.push(query) });

const isWinSet = (query: string) => query.trimStart().startsWith('with input as') && query.includes('insert into provider_transactions');

/** A player with a round that staked `stake` (and won `won` of it, when given), beside a bet of 5.00 rolled back. */
async function roundOf(stake: number, won?: number) {
  const player = await seated();
  const round = randomUUID();
  const betId = `${round}:bet`;
  expect((await bet(player.base, betId, stake, round)).status).toBe('RS_OK');
  expect((await bet(player.base, `${round}:undone`, 500, round)).status).toBe('RS_OK');
  expect((await rollback(player.base, `${round}:rollback`, `${round}:undone`, round)).status).toBe('RS_OK');
  const paidWinId = `${round}:paid`;
  if (won !== undefined) expect((await win(player.base, paidWinId, betId, won, round)).status).toBe('RS_OK');
  return { playerId: player.playerId, round, betId, paidWinId };
}

type Round = Awaited<ReturnType<typeof roundOf>>;

const winRowOf = (round: Round, winId: string, amount: bigint): WinRow => ({
  provider: STUDIO_PROVIDER_ID,
  transactionUuid: winId,
  kind: 'win',
  referenceTransactionUuid: round.betId,
  playerId: round.playerId,
  gameId: WALLET_TEST_GAME,
  roundId: round.round,
  currency: 'EUR',
  amount,
  roundClosed: true,
  jackpot: false,
});

const opened = (tx: Transaction, round: Round, winId: string, amount: bigint) =>
  providerWalletRepo.findManyForUpdateWithTotals(
    tx,
    { provider: STUDIO_PROVIDER_ID, playerId: round.playerId, gameId: WALLET_TEST_GAME, roundId: round.round },
    { win: winId, bet: round.betId },
    winRowOf(round, winId, amount),
  );

const storedRows = (transactionIds: string[]) =>
  t.database.db
    .select()
    .from(providerTransactions)
    .where(and(eq(providerTransactions.provider, STUDIO_PROVIDER_ID), inArray(providerTransactions.transactionUuid, transactionIds)));

it("opens a batch's wins in one statement, each as the statement of one opens it", async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const fresh = await Promise.all([roundOf(100), roundOf(250), roundOf(40, 30)]);
  // A replay: its win's id is known already, so nothing is written and the known row is found.
  const replayed = await roundOf(100, 70);
  // A win of a bet that was never placed: nothing is found (the call is refused), as alone.
  const unknownBet = { ...(await roundOf(10)), betId: 'no-such-bet' };
  const winIds = fresh.map((round) => `${round.round}:win`);

  statements.length = 0;
  const answers = (await pipelinedBatch(t.database.db, async () => {}, [
    ...fresh.map((round, index) => (tx: Transaction) => opened(tx, round, winIds[index]!, 20n)),
    (tx: Transaction) => opened(tx, replayed, replayed.paidWinId, 70n),
    (tx: Transaction) => opened(tx, unknownBet, `${unknownBet.round}:win`, 5n),
  ])) as Array<Awaited<ReturnType<typeof opened>>>;

  expect(statements.filter(isWinSet)).toHaveLength(1);
  const stored = new Map((await storedRows([...winIds, ...fresh.map((round) => round.betId)])).map((row) => [row.transactionUuid, row]));
  for (const [index, round] of fresh.entries()) {
    const { found, totals, recorded } = answers[index]!;
    // The round before the win: its stake (not the one rolled back), and the earlier win of the third.
    expect(totals).toEqual({ staked: BigInt([100, 250, 40][index]!), won: index === 2 ? 30n : 0n, wins: index === 2 ? 1 : 0, jackpots: 0 });
    expect([...found.keys()]).toEqual([round.betId]);
    expect(found.get(round.betId)).toEqual(stored.get(round.betId));
    expect(recorded).toEqual(stored.get(winIds[index]!));
    expect(recorded).toMatchObject({
      ...winRowOf(round, winIds[index]!, 20n),
      rolledBackAt: null,
      bonusAmount: 0n,
      freeSpin: false,
      playerPromotionId: null,
    });
  }
  const replay = answers[3]!;
  expect(replay.recorded).toBeUndefined();
  expect(new Set(replay.found.keys())).toEqual(new Set([replayed.betId, replayed.paidWinId]));
  expect(replay.totals).toEqual({ staked: 100n, won: 70n, wins: 1, jackpots: 0 });
  expect(answers[4]).toEqual({ found: new Map(), totals: { staked: 0n, won: 0n, wins: 0, jackpots: 0 }, recorded: undefined });
});

it('opens alone the wins that name a transaction id another names', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const [first, second] = await Promise.all([roundOf(100), roundOf(100)]);
  // The second names the first's win id as its own: alone, after the first, it finds that row and writes nothing.
  const sharedWinId = `${first!.round}:win`;

  statements.length = 0;
  const [fromFirst, fromSecond] = (await pipelinedBatch(t.database.db, async () => {}, [
    (tx: Transaction) => opened(tx, first!, sharedWinId, 20n),
    (tx: Transaction) => opened(tx, second!, sharedWinId, 20n),
  ])) as Array<Awaited<ReturnType<typeof opened>>>;

  expect(statements.filter(isWinSet)).toHaveLength(0);
  expect(fromFirst!.recorded).toMatchObject({ transactionUuid: sharedWinId, playerId: first!.playerId });
  expect(fromSecond!.recorded).toBeUndefined();
  expect(fromSecond!.found.get(sharedWinId)).toMatchObject({ playerId: first!.playerId });
});
