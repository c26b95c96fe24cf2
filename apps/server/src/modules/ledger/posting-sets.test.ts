import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { Transaction } from '../../db/client.ts';
import { pipelinedBatch } from '../../db/pipelined-transaction.ts';
import { InsufficientFunds } from '../../platform/domain-errors.ts';
import {
  balanceOf,
  houseGameAccountOf,
  lockHouseAccounts,
  postTransaction,
  postTransactionInOwnTransaction,
  verifyLedger,
  type Posting,
  type PostingResult,
} from './service.ts';
import { betPosting, depositPosting, playerAccount } from './test-postings.ts';

/**
 * Postings of a batch's members made in one turn go as one set-based statement (turn-sets.ts, post-set-repo.ts). Each
 * must come out exactly as ledger_post alone would post it, and what the set cannot post must still be posted, replayed
 * or refused by ledger_post. Batches run on PostgreSQL only.
 */
const statements: string[] = [];
const t = useTestApp({}, { logQuery: (query) => statements.push(query) });

const isSet = (query: string) => query.includes('ledger_transactions') && query.trimStart().startsWith('with postings');
const isLedgerPost = (query: string) => query.includes('from ledger_post(');

const playersOf = (postings: Posting[]) => [
  ...new Set(postings.flatMap((posting) => posting.legs.flatMap(({ account }) => (account.owner.type === 'player' ? [account.owner.playerId] : [])))),
];

async function lockedAsTheWalletLocks(tx: Transaction, playerIds: string[]) {
  await lockHouseAccounts(tx, ['EUR'], ['house-game']);
  await tx.execute(
    sql`select id from ledger_accounts where owner_type = 'player' and owner_id = any(${sql.param(playerIds)}::uuid[]) order by id for update`,
  );
}

/** A posting in a transaction of its own that takes the same locks first, as a wallet call alone does. */
const postedAlone = (posting: Posting) =>
  t.database.db.transaction(async (tx) => {
    await lockedAsTheWalletLocks(tx, playersOf([posting]));
    return postTransaction(tx, posting);
  });

/**
 * Runs each posting as a member of one batch, all at once; a refusal is the member's answer, not the batch's failure.
 * The batch first takes the locks its members contend for, in one order, as the wallet's batches do (wallet-batches.ts:
 * its players, then the house's rows): the house-game rows, then the players' accounts, each in id order.
 */
async function postedInOneBatch(postings: Posting[]) {
  statements.length = 0;
  const answers = (await pipelinedBatch(
    t.database.db,
    (tx) => lockedAsTheWalletLocks(tx, playersOf(postings)),
    postings.map((posting) => (tx: Transaction) => postTransaction(tx, posting).catch((failure: unknown) => failure)),
  )) as Array<PostingResult | Error>;
  const sent = { sets: statements.filter(isSet).length, alone: statements.filter(isLedgerPost).length };
  return { answers, sent };
}

async function fundedPlayers(count: number, amount: bigint): Promise<string[]> {
  const players = Array.from({ length: count }, () => randomUUID());
  for (const playerId of players) await postTransactionInOwnTransaction(t.database.db, depositPosting(`fund-${playerId}`, playerId, amount));
  return players;
}

const balanceIn = (result: PostingResult | Error, accountOf: (balance: PostingResult['balances'][number]) => boolean) =>
  (result as PostingResult).balances.find(accountOf)!.balance;

it("posts a batch's postings of one turn in one statement, each answered as posting them one after another would", async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const players = await fundedPlayers(6, 1_000n);
  // One house-game shard for every player: the set must hand each posting the shard's balance after its own bet.
  const shardPlayer = players[0]!;
  const house = houseGameAccountOf('EUR', shardPlayer);
  const houseBefore = await balanceOf(t.database.db, house);
  const bets = players.map((playerId, index) => {
    const posting = betPosting(`set-bet-${playerId}`, playerId, BigInt(10 * (index + 1)));
    return { ...posting, legs: [posting.legs[0]!, { account: house, amount: BigInt(10 * (index + 1)) }] };
  });

  const { answers, sent } = await postedInOneBatch(bets);

  expect(sent).toEqual({ sets: 1, alone: 0 });
  let houseAfter = houseBefore;
  for (const [index, answer] of answers.entries()) {
    const playerId = players[index]!;
    expect(answer).toMatchObject({ replayed: false });
    houseAfter += BigInt(10 * (index + 1));
    expect(balanceIn(answer, (account) => account.owner.type === 'player')).toBe(1_000n - BigInt(10 * (index + 1)));
    expect(balanceIn(answer, (account) => account.owner.type === 'house')).toBe(houseAfter);
    expect(await balanceOf(t.database.db, playerAccount(playerId))).toBe(1_000n - BigInt(10 * (index + 1)));
    // The accounts come back in id order, as ledger_post answers them.
    const ids = (answer as PostingResult).balances.map((balance) => balance.accountId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  }
  expect(await balanceOf(t.database.db, house)).toBe(houseAfter);
  expect(new Set(answers.map((answer) => (answer as PostingResult).transactionId)).size).toBe(players.length);
  expect((await verifyLedger(t.database.db)).violations).toEqual([]);
});

it('leaves to ledger_post the postings it cannot post: a refusal, a replay, a missing account, a second on one account', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const [rich, poor, replayer, twice] = await fundedPlayers(4, 100n);
  const newcomer = randomUUID();
  const replayed = betPosting(`set-replay-${replayer}`, replayer!, 30n);
  const first = await postTransactionInOwnTransaction(t.database.db, replayed);

  const { answers, sent } = await postedInOneBatch([
    betPosting(`set-rich-${rich}`, rich!, 40n),
    betPosting(`set-poor-${poor}`, poor!, 500n),
    replayed,
    depositPosting(`set-new-${newcomer}`, newcomer, 70n),
    betPosting(`set-twice-1-${twice}`, twice!, 60n),
    betPosting(`set-twice-2-${twice}`, twice!, 60n),
  ]);

  // The rich player's bet and the first of the two went in the set; the rest, each as ledger_post, after it.
  expect(sent).toEqual({ sets: 1, alone: 4 });
  expect(answers[0]).toMatchObject({ replayed: false });
  expect(answers[1]).toBeInstanceOf(InsufficientFunds);
  expect(answers[2]).toMatchObject({ replayed: true, transactionId: first.transactionId });
  expect(answers[3]).toMatchObject({ replayed: false });
  expect(answers[4]).toMatchObject({ replayed: false });
  expect(answers[5]).toBeInstanceOf(InsufficientFunds);
  const balances = await Promise.all([rich, poor, replayer, newcomer, twice].map((playerId) => balanceOf(t.database.db, playerAccount(playerId!))));
  expect(balances).toEqual([60n, 100n, 70n, 70n, 40n]);
  expect((await verifyLedger(t.database.db)).violations).toEqual([]);
});

it('never overdraws nor deadlocks when batches and lone postings race on the same accounts', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const players = await fundedPlayers(8, 500n);
  const bet = (playerId: string, n: number) => betPosting(`race-${playerId}-${n}`, playerId, 100n);
  // Eight batches of every player's bet, and a lone bet of each player, at once: each player can afford five of nine.
  const settled = await Promise.allSettled([
    ...Array.from({ length: 8 }, (_, n) => postedInOneBatch(players.map((playerId) => bet(playerId, n)))),
    ...players.map((playerId) => postedAlone(bet(playerId, 8))),
  ]);
  expect(
    settled
      .filter((outcome) => outcome.status === 'rejected')
      .every((outcome) => (outcome as PromiseRejectedResult).reason instanceof InsufficientFunds),
  ).toBe(true);
  for (const playerId of players) expect(await balanceOf(t.database.db, playerAccount(playerId))).toBe(0n);
  expect((await verifyLedger(t.database.db)).violations).toEqual([]);
});
