import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const players = pgTable('players', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed: the unique index then treats addresses case-insensitively. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  clickId: text('click_id'),
  registrationCode: text('registration_code'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /** Set by staff only: sign-in then answers 423 (failed sign-ins slow an account down, never lock it). */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  lockReason: text('lock_reason'),
  /** Set by responsible-gaming features; sign-in answers 451 until it passes. */
  coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last few password hashes of a player, so a reset can refuse a recent one. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_history_player_idx').on(table.playerId, table.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie value; the value itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    ipAddress: text('ip_address'),
    /** ISO 3166-1 alpha-2 of the IP address at sign-in ('ZZ' when unknown), so the player recognises where a session is. */
    countryCode: text('country_code'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_player_idx').on(table.playerId)],
);

export const accountTokenPurposes = ['confirm-email', 'reset-password'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** Single-use emailed tokens (confirmation, password reset); only their hash is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_player_idx').on(table.playerId, table.purpose)],
);

/**
 * 'device' counts per device cookie (its SHA-256); 'second-factor' counts wrong TOTP and recovery codes per player
 * (the subject is the player id).
 */
export const signinThrottleScopes = ['email', 'ip', 'device', 'second-factor'] as const;
export type SigninThrottleScope = (typeof signinThrottleScopes)[number];

/**
 * Failed sign-ins per source (IP address, device) and per email (known or not, so the answer never tells them
 * apart). Each full batch of a subject's failures blocks it for a while, longer with every batch; an email's count
 * asks new devices for a captcha instead where one is configured (sign-in.ts). Nothing here locks an account for
 * good. The email is stored as its SHA-256, so guesses at unknown addresses leave no address behind.
 */
export const signinThrottles = pgTable(
  'signin_throttles',
  {
    scope: text('scope', { enum: signinThrottleScopes }).notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.scope, table.subject] })],
);

/**
 * The devices (their cookie's SHA-256) a player signed in from, or reset the password from: other sources' failed
 * sign-ins never slow them down nor ask them for a captcha.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.deviceHash] })],
);

/**
 * A player's TOTP authenticator. enabledAt is null while an enrolment waits for its first code. The secret never
 * leaves the server after the enrolment answer. lastUsedStep is the newest 30-second step a code was accepted
 * for: a code of that step or an older one is refused, so an overheard code cannot be replayed.
 */
export const twoFactorAuthenticators = pgTable('two_factor_authenticators', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of a player with 2FA on; only their SHA-256 is kept, and each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_player_idx').on(table.playerId)],
);

/**
 * A sign-in that passed the password of a player with 2FA on and waits for the code. The token (its hash here)
 * sits in an HttpOnly cookie of that browser only; it expires within minutes and ends after a few wrong codes.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('second_factor_challenges_player_idx').on(table.playerId)],
);

export const accountsTables = {
  players,
  passwordHistory,
  sessions,
  accountTokens,
  signinThrottles,
  knownDevices,
  twoFactorAuthenticators,
  recoveryCodes,
  secondFactorChallenges,
};
