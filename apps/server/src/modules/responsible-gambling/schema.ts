import { sql } from 'drizzle-orm';
import { bigint, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { exclusionKinds, limitKinds, limitPeriods, selfExcludePeriods } from '@lodestar/contracts';
import { players } from '../accounts/schema.ts';

/**
 * The player's current (or last) time-out or self-exclusion: one row per player, replaced only by a longer one.
 * ends_at NULL is a permanent self-exclusion.
 */
export const playerExclusions = pgTable('player_exclusions', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: exclusionKinds }).notNull(),
  period: text('period', { enum: selfExcludePeriods }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/**
 * A deposit, loss or wager limit per period, in EUR cents. A decrease replaces `amount` at once; a raise or removal
 * waits in `pending_*` until `pending_effective_at` (pending_amount NULL with a date: the limit goes away then).
 */
export const gamblingLimits = pgTable(
  'gambling_limits',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: limitKinds }).notNull(),
    period: text('period', { enum: limitPeriods }).notNull(),
    amountEurCents: bigint('amount_eur_cents', { mode: 'bigint' }),
    pendingAmountEurCents: bigint('pending_amount_eur_cents', { mode: 'bigint' }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.kind, table.period] })],
);

/**
 * What a player deposited, staked and won per UTC day, in EUR cents at the rate of the moment: the limits' usage.
 * Written in the same transaction as the deposit credit, bet, win or rollback it counts.
 */
export const gamblingActivity = pgTable(
  'gambling_activity',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    depositedEurCents: bigint('deposited_eur_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    stakedEurCents: bigint('staked_eur_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wonEurCents: bigint('won_eur_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.day] })],
);

/** The answer to the limit step offered before a first deposit (UKGC 2025): a limit set, or 'no limit' chosen. */
export const limitStepAnswers = pgTable('limit_step_answers', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  answer: text('answer', { enum: ['limit', 'no-limit'] }).notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
});
