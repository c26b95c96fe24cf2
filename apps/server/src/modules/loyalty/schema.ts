import { sql } from 'drizzle-orm';
import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../accounts/schema.ts';
import { currencies } from '../currencies/schema.ts';

/** A player's loyalty: real-money stakes in EUR cents, counted in the bet's transaction; points derive from it. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  wageredEurCents: bigint('wagered_eur_cents', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rakeback earned but smaller than one minor unit of its currency, in millionths of a minor unit: a 0.10 EUR stake
 * earns a fraction of a cent. Whole minor units move to the player's rakeback ledger account as they accrue.
 */
export const rakebackAccruals = pgTable(
  'rakeback_accruals',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    pendingMicros: bigint('pending_micros', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.currency] })],
);
