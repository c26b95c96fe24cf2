import { boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../accounts/schema.ts';
import { currencies } from '../currencies/schema.ts';

export const gameCategories = ['slots', 'table', 'instant'] as const;
export type GameCategory = (typeof gameCategories)[number];
export const gameModes = ['real', 'demo'] as const;
export type GameMode = (typeof gameModes)[number];

/** The catalogue of the game aggregator: every game of every provider, seeded at start. */
export const games = pgTable('games', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** As players see it: 'Lodestar Originals'. */
  provider: text('provider').notNull(),
  /** The provider id that signs this game's wallet calls (x-provider-id): no other provider may bet or pay on it. */
  walletProviderId: text('wallet_provider_id').notNull(),
  /** The most a round may pay, as a multiple of its stakes (jackpots aside): larger wins are refused by the wallet. */
  maxMultiplier: numeric('max_multiplier', { precision: 16, scale: 4 }).notNull(),
  /** SPEC.md §3: may be 'provider:id'; the game route is derived from it. */
  imageId: text('image_id').notNull(),
  category: text('category', { enum: gameCategories }).notNull(),
  launchId: text('launch_id').notNull(),
  /** Stated return to player, e.g. '96.12'. */
  rtp: text('rtp').notNull(),
  volatility: text('volatility'),
  hasJackpot: boolean('has_jackpot').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  /** The lobby segments the game is listed in, as staff set them; `category` above stays the engine's own (wagering). */
  categories: text('categories', { enum: gameCategories }).array().notNull(),
  /** Place in the featured row, 1 first; null: not featured. */
  featuredPosition: integer('featured_position'),
  /** Place among the top games, ahead of the most played; null: placed by popularity only. */
  topPosition: integer('top_position'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A launch: a short-lived token bound to a player (none in demo), a game, a currency and a mode. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: uuid('player_id').references(() => players.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    mode: text('mode', { enum: gameModes }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_sessions_player_idx').on(table.playerId, table.createdAt)],
);

/** A player's row about one game (a favourite, a game played): fresh builders for each table, gone with the player. */
const playerGameKey = () => ({
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  gameId: text('game_id')
    .notNull()
    .references(() => games.id),
});

export const favoriteGames = pgTable(
  'favorite_games',
  {
    ...playerGameKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
);

/**
 * The games each player has played and when they last did, real money or demo: the lobby's "Recently played" row
 * (SPEC.md §3 playedGames). A game counts as played when the player launches it: a third-party provider's demo
 * rounds never reach our wallet, so the launch is the one moment every game's play is seen. One row per game keeps
 * a player's list as short as the catalogue, however often they play.
 */
export const playedGames = pgTable(
  'played_games',
  {
    ...playerGameKey(),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    // The row's read: a player's newest first, stopped after a row's worth.
    index('played_games_recent_idx').on(table.playerId, table.lastPlayedAt),
  ],
);
