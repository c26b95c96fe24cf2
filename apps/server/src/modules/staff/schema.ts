import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffRoles, type StaffPermission } from '@lodestar/contracts';

/** Back-office accounts: a table of their own, so no player session or player query can ever reach one. */
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased before it is stored. */
  email: text('email').notNull().unique(),
  role: text('role', { enum: staffRoles }).notNull(),
  /** Null until the setup link is used. */
  passwordHash: text('password_hash'),
  /** Generated with the account and shown on the setup page; sign-in always needs a code of it. */
  totpSecret: text('totp_secret').notNull(),
  /** The newest TOTP time step used: a code seen once never signs in again. */
  lastTotpStep: integer('last_totp_step'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time password-setup links; only the token's hash is kept. */
export const staffSetupTokens = pgTable('staff_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 of the cookie's value. */
    idHash: text('id_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Every authenticated call moves it; 15 minutes past it the session is dead (the idle timeout). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** Scoped bearer tokens for operator commands; the holder gets at most the issuer's current permissions. */
export const staffApiTokens = pgTable('staff_api_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  name: text('name').notNull(),
  /** The staff member who issued it; the token acts in their name. */
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  permissions: jsonb('permissions').$type<StaffPermission[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
