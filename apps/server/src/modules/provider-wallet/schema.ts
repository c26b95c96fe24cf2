import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../accounts/schema.ts';
import { games } from '../games/schema.ts';

export const providerTransactionKinds = ['bet', 'win', 'rollback'] as const;
export type ProviderTransactionKind = (typeof providerTransactionKinds)[number];

/**
 * Every bet, win and rollback a game provider sent, keyed by its transaction id: the record that makes the
 * calls idempotent, lets a win or rollback find its bet, and lets a rollback arrive before its bet. Its pages are
 * filled to 70 % (migration 0028), so that a bet's split, written just after its row, stays on the row's page.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    provider: text('provider').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind', { enum: providerTransactionKinds }).notNull(),
    /** The bet a win or rollback refers to. */
    referenceTransactionUuid: text('reference_transaction_uuid'),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    roundId: text('round_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Set on a bet that a rollback reversed. */
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    roundClosed: boolean('round_closed'),
    /** Of a bet: the part of its amount that fed the progressive jackpot pool. */
    jackpotContribution: bigint('jackpot_contribution', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A win that paid the progressive jackpot pool (its amount is what the pool was worth in the round's currency). */
    jackpot: boolean('jackpot').notNull().default(false),
    /**
     * Of a bet: how its amount was paid (DESIGN.md "Bonuses"): `bonusAmount` from the bonus account, the rest from
     * cash, or all of it by the house when `freeSpin` (a promotion's free spin). Of a win: how it was returned, in the
     * same proportion (`bonusAmount` to the bonus account; a free spin's whole win to the free-spin account).
     */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    freeSpin: boolean('free_spin').notNull().default(false),
    /** The promotion the bet was wagering or spinning for, if any. */
    playerPromotionId: uuid('player_promotion_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A win or rollback finds its bet by the bet's own key. No index on (provider, reference): no query used it, and
    // a prepared statement planned while the table was nearly empty took it for the key (it begins with provider too)
    // and read every row of the provider on each bet (issue 16: 1,500 pages a statement after 20 s of bench).
    primaryKey({ columns: [table.provider, table.transactionUuid] }),
    index('provider_transactions_round_idx').on(table.playerId, table.createdAt),
    // Finds every movement of a round of a player's page of game history, and whether a player played a game.
    index('provider_transactions_player_game_round_idx').on(table.playerId, table.gameId, table.roundId),
    // The lobby's winners walk the newest paying wins back in time and stop at their limit, instead of reading every
    // row to find the recent ones. Only paying wins are in it: a bet (and its later split or rollback) writes no entry.
    index('provider_transactions_paying_win_time_idx')
      .on(table.createdAt)
      .where(sql`${table.kind} = 'win' and ${table.amount} > 0`),
  ],
);
