import type { Database } from '../../db/client.ts';
import { inOneFlight } from '../../db/flight.ts';
import { createTransactionBatcher } from '../../db/transaction-batches.ts';
import { lockHouseAccounts } from '../ledger/index.ts';
import { POOL_CURRENCY } from './jackpot-postings.ts';
import type { WalletGambling } from './wallet-call.ts';

/** Whose play a batched wallet transaction is: the player (one call of theirs a batch) and the session's currency. */
export interface BatchedPlay {
  playerId: string;
  currency: string;
}

/**
 * The most play calls one transaction takes. Measured with `npm run bench` (100 players, 2 cores): batches of up to 16
 * and of up to 64 gave the same spins/s, the batches averaging 16 and 32 calls.
 */
const MAX_PLAYS_A_BATCH = 32;

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
    prepare: async (tx, plays) => {
      const currencies = [...new Set([...plays.map((play) => play.currency), POOL_CURRENCY])];
      await inOneFlight(tx, [
        () =>
          responsibleGambling.lockPlayers(
            tx,
            plays.map((play) => play.playerId),
          ),
        () => lockHouseAccounts(tx, currencies, ['house-game', 'jackpot', 'fx', 'bonus-cost']),
      ] as const);
    },
  });
}
