import { boolean, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { players } from '../accounts/schema.ts';
import { currencies } from '../currencies/schema.ts';

/** The currencies a player holds a wallet in; exactly one is their default. */
export const playerWallets = pgTable(
  'player_wallets',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.currency] }),
    uniqueIndex('player_wallets_one_default')
      .on(table.playerId)
      .where(sql`${table.isDefault}`),
  ],
);
