import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from '../accounts/schema.ts';
import { games, gameModes, gameSessions } from '../games/schema.ts';

/**
 * A provably fair seed pair. Its owner is the player for real money, or the game session for demo play (a demo
 * player is anonymous). Each owner has one active pair (revealed_at NULL); rotation reveals it and starts the next.
 */
export const studioSeedPairs = pgTable(
  'studio_seed_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').references(() => players.id),
    gameSessionId: uuid('game_session_id').references(() => gameSessions.id),
    /** Secret while active: only its hash leaves the server until the pair is revealed. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round takes; rounds of this pair used 0 … next_nonce − 1. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    check('studio_seed_pairs_one_owner', sql`(${table.playerId} IS NULL) <> (${table.gameSessionId} IS NULL)`),
    uniqueIndex('studio_seed_pairs_active_player')
      .on(table.playerId)
      .where(sql`${table.revealedAt} IS NULL AND ${table.playerId} IS NOT NULL`),
    uniqueIndex('studio_seed_pairs_active_session')
      .on(table.gameSessionId)
      .where(sql`${table.revealedAt} IS NULL AND ${table.gameSessionId} IS NOT NULL`),
    index('studio_seed_pairs_player_idx').on(table.playerId, table.revealedAt),
  ],
);

/**
 * pending: a step's money is in flight (the row is written before the wallet is called, so a crash leaves a
 * step that is settled forward with the same transaction ids); open: a blackjack hand or mines field waiting for
 * the player; closed: settled; void: the opening bet was refused, nothing moved. A pending or open round is also its
 * session's row in studio_unfinished_rounds.
 */
export const studioRoundStatuses = ['pending', 'open', 'closed', 'void'] as const;
export type StudioRoundStatus = (typeof studioRoundStatuses)[number];

/** The step whose money is being moved: applied to the round once the wallet took the wager and paid the win. */
export interface PendingStep {
  /** The engine state after the step. */
  state: unknown;
  /** Minor units as a decimal string: the opening stake, or the extra wager of a double, split or insurance. */
  staked: string;
  finished: boolean;
  /** Minor units the finished round pays back, as a decimal string. */
  payout: string;
  /** The player's action; null for the opening of the round. */
  action: { action: string; tile?: number } | null;
  /** The opening is a promotion's free spin: the wallet is asked for it with is_free, at the promotion's stake. */
  freeSpin?: boolean;
}

export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameSessionId: uuid('game_session_id')
      .notNull()
      .references(() => gameSessions.id),
    /** NULL in demo mode. */
    playerId: uuid('player_id').references(() => players.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    launchId: text('launch_id').notNull(),
    mode: text('mode', { enum: gameModes }).notNull(),
    currency: text('currency').notNull(),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => studioSeedPairs.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** The player's decisions in order: with the seeds and params, everything replayStudioRound needs. */
    actions: jsonb('actions').$type<{ action: string; tile?: number }[]>().notNull().default([]),
    /** The engine state after the last settled step; NULL until the opening is settled. */
    state: jsonb('state'),
    status: text('status', { enum: studioRoundStatuses }).notNull(),
    /** Everything staked and settled so far, extra wagers included. */
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** How many wagers the wallet took: the next wager's transaction id is `${id}:bet:${wagers}`. */
    wagers: integer('wagers').notNull().default(0),
    pending: jsonb('pending').$type<PendingStep>(),
    /** The share of the opening stake that fed the progressive jackpot (real money only). */
    jackpotContribution: bigint('jackpot_contribution', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The round's jackpot draw hit: decided from its seeds at the opening, paid when the round closes. */
    jackpotHit: boolean('jackpot_hit').notNull().default(false),
    jackpotWin: bigint('jackpot_win', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // No index names status nor updated_at (issue 16): a settled round goes into these two indexes (none when its page
    // has room for the settled version: a HOT update), where it went into four. Which round of a session is unfinished
    // lives in studio_unfinished_rounds, kept by the rounds' trigger.
    index('studio_rounds_player_idx').on(table.playerId, table.createdAt),
  ],
);

/**
 * The unfinished (pending or open) round of each game session, written by the trigger on studio_rounds (migration
 * 0029) whenever a round enters, changes within or leaves those statuses; no code writes it. Its key holds one
 * unfinished round per game session: a second opening, or a racing duplicate, fails on it. It is also the crash
 * recovery's queue (pending steps by since, the round's updated_at) and, joined to the rounds, says whether a seed pair
 * has a round in play.
 */
export const studioUnfinishedRounds = pgTable(
  'studio_unfinished_rounds',
  {
    gameSessionId: uuid('game_session_id').primaryKey(),
    roundId: uuid('round_id').notNull(),
    status: text('status', { enum: ['pending', 'open'] }).notNull(),
    /** The round's updated_at: when the step went pending, or a recovery last claimed it. */
    since: timestamp('since', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The crash recovery job's queue: pending steps, oldest first (open hands left by their players stay out of it).
    index('studio_unfinished_rounds_pending_idx')
      .on(table.since)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The virtual balance of a demo game session: never part of the ledger. */
export const studioDemoBalances = pgTable('studio_demo_balances', {
  gameSessionId: uuid('game_session_id')
    .primaryKey()
    .references(() => gameSessions.id),
  balance: bigint('balance', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wins less stakes of a game session's open and closed rounds, kept as a running figure by a trigger on studio_rounds
 * (migration 0024) so that every round answer reads one row instead of summing the session's rounds.
 */
export const studioSessionPositions = pgTable('studio_session_positions', {
  gameSessionId: uuid('game_session_id')
    .primaryKey()
    .references(() => gameSessions.id),
  net: bigint('net', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});
