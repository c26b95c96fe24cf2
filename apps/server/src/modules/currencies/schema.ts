import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { currencyTypes } from '@lodestar/contracts';

/** The currencies a wallet can hold, with their limits; seeded at start, editable by operators. */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  displayCode: text('display_code').notNull(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  type: text('type', { enum: currencyTypes }).notNull(),
  subunitsToUnit: bigint('subunits_to_unit', { mode: 'number' }).notNull(),
  tag: text('tag'),
  /** Value of one unit in EUR as an exact decimal string; every conversion stores the rate it used. */
  eurRate: text('eur_rate').notNull(),
  eurRateUpdatedAt: timestamp('eur_rate_updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Limits in minor units of the currency. */
  minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
  minPromotion: bigint('min_promotion', { mode: 'bigint' }).notNull(),
  minWithdraw: bigint('min_withdraw', { mode: 'bigint' }).notNull(),
  confirmations: integer('confirmations'),
  sortOrder: integer('sort_order').notNull(),
});
