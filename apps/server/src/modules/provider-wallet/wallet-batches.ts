import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inOneFlight } from '../../db/flight.ts';
import { pipelinedTransaction } from '../../db/pipelined-transaction.ts';
import { createTransactionBatcher } from '../../db/transaction-batches.ts';
import { lockHouseAccounts, lockPlayerAccounts, playersWithAccountsHeld } from '../ledger/index.ts';
import { POOL_CURRENCY } from './jackpot-postings.ts';
import type { WalletGambling } from './wallet-call.ts';

/** Whose play a batched wallet transaction is: the player (one call of theirs a batch) and the session's currency. */
export interface BatchedPlay {
  playerId: string;
  currency: string;
}

/**
 * The most play calls one transaction takes: more than wait at once under load, so that no call waits for a whole
 * batch more because the one it could have joined was full. Under `npm run bench` (100 players, 2 cores, issue 16) the
 * batches, uncapped, took 16 to 64 calls, 33 on average: with a cap of 32, about half were full and the calls left over
 * waited for the next. Alternated runs, cap 32 against 128: one process 725 -> 754 spins/s and p99 256 -> 248 ms
 * (10 and 6 runs), two processes 593 -> 692 spins/s and p99 356 -> 288 ms (2 runs each); both within the machine's
 * drift (later two-process runs at 128 gave 566 spins/s), so the cap is kept for the waits it removes, not a figure.
 * A batch holds the house's rows of its currencies until it commits: the cap also bounds how long another process's
 * batch may wait for them.
 */
const MAX_PLAYS_A_BATCH = 128;

/**
 * How long a player's call waits for its player's accounts when another transaction holds them (a long one: a staff
 * adjustment, a report that locks): long enough for any transaction that does its work and commits, short enough that
 * the player gets an answer (AccountBusy, try again) while still looking at the game. The wait holds nothing another
 * player needs.
 */
const PLAYER_LOCK_WAIT_MS = 5_000;

/**
 * Resolves once no other transaction holds the player's accounts in the play's currency (taken, and let go at once),
 * or fails with lock_timeout after PLAYER_LOCK_WAIT_MS: a call that gave up on them waits here, not where its own
 * transaction would hold its house shard (transaction-batches.ts, aloneAfterLocks).
 */
export const playerAccountsFree = (db: Database, play: BatchedPlay): Promise<void> =>
  pipelinedTransaction(db, async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = ${sql.raw(String(PLAYER_LOCK_WAIT_MS))}`);
    await lockPlayerAccounts(tx, play.playerId, play.currency);
  });

/**
 * The wallet transactions of instant rounds (play calls) of different players, batched (db/transaction-batches.ts).
 * Alone, a call takes its player's lock, then its ledger accounts in id order: its player's and the house's on the
 * player's shard. A batch of calls would take the house's rows one call after another, in no order: so it takes them
 * all first, its players' locks and then every house row a play can post to in id order, as a call alone would.
 */
export function createWalletBatcher(db: Database, responsibleGambling: Pick<WalletGambling, 'lockPlayers'>) {
  return createTransactionBatcher<BatchedPlay>(db, {
    keyOf: (play) => play.playerId,
    maxBatch: MAX_PLAYS_A_BATCH,
    awaitLocks: (play) => playerAccountsFree(db, play),
    heldElsewhere: async (plays) => {
      const held = await pipelinedTransaction(db, (tx) =>
        playersWithAccountsHeld(
          tx,
          plays.map((play) => play.playerId),
        ),
      );
      return plays.map((play) => held.has(play.playerId));
    },
    prepare: async (tx, plays, playTransactions) => {
      const currencies = [...new Set([...plays.map((play) => play.currency), POOL_CURRENCY])];
      await inOneFlight(tx, [
        () =>
          responsibleGambling.lockPlayers(
            tx,
            plays.map((play) => play.playerId),
            playTransactions,
          ),
        () => lockHouseAccounts(tx, currencies, ['house-game', 'jackpot', 'fx', 'bonus-cost']),
      ] as const);
    },
  });
}
