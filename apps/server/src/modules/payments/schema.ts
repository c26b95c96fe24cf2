import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { paymentStatuses } from '@lodestar/contracts';
import { players } from '../accounts/schema.ts';
import { currencies } from '../currencies/schema.ts';

export const paymentKinds = ['deposit', 'withdrawal'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** A deposit or a cashout, from request to its end state; its money moves only through the ledger. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    /** The gateway path (skrill, ikajo, crypto …) and, for cards, the tier. */
    method: text('method').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The EUR rate used for the conversion below, kept with it. */
    eurRate: text('eur_rate').notNull(),
    amountEurCents: bigint('amount_eur_cents', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    promotionCoupon: text('promotion_coupon'),
    address: text('address'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_player_idx').on(table.playerId, table.kind, table.createdAt),
    index('payments_status_idx').on(table.kind, table.status, table.createdAt),
  ],
);

/** Deposit addresses are derived at increasing indexes of the configured account keys. */
export const cryptoAddressIndexSequence = pgSequence('crypto_address_index_seq', { startWith: 0, minValue: 0 });

export const cryptoDepositAddresses = pgTable(
  'crypto_deposit_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    address: text('address').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('crypto_deposit_addresses_player_currency').on(table.playerId, table.currency),
    unique('crypto_deposit_addresses_currency_address').on(table.currency, table.address),
  ],
);

/**
 * Where a chain transaction stands: counting its confirmations; credited (or held for staff: received while its owner
 * may not deposit); dropped (its block left the canonical chain; it comes back to confirming if re-mined); too small
 * (confirmed below the currency's minimum deposit, kept for staff and never credited).
 */
export const chainTransactionStatuses = ['confirming', 'credited', 'held', 'dropped', 'too-small'] as const;
export type ChainTransactionStatus = (typeof chainTransactionStatuses)[number];

/** Transactions seen on a chain paying one of our addresses; credited once, when confirmed enough. */
export const chainTransactions = pgTable(
  'chain_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    txHash: text('tx_hash').notNull(),
    outputIndex: integer('output_index').notNull(),
    address: text('address').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    confirmations: integer('confirmations').notNull(),
    status: text('status', { enum: chainTransactionStatuses }).notNull().default('confirming'),
    /** The block a chain watcher found it in; none when the chain simulator reported it. */
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    blockHash: text('block_hash'),
    paymentId: uuid('payment_id').references(() => payments.id),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    unique('chain_transactions_output').on(table.currency, table.txHash, table.outputIndex),
    // The watchers' every tick looks up what is still confirming.
    index('chain_transactions_status_idx').on(table.status, table.currency),
  ],
);

/**
 * The recent blocks a chain watcher has read, by height: the highest is its scan position, and the hashes let it find
 * where a reorganisation forked from. The primary key makes a block read once, however many scanners run.
 */
export const chainScannedBlocks = pgTable(
  'chain_scanned_blocks',
  {
    chain: text('chain').notNull(),
    number: bigint('number', { mode: 'bigint' }).notNull(),
    hash: text('hash').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chain, table.number] })],
);

/** One row (id 1): how cashouts are decided. No row, or a NULL amount, means every cashout waits for staff. */
export const withdrawalSettings = pgTable('withdrawal_settings', {
  id: integer('id').primaryKey(),
  /** Cashouts worth at most this many EUR cents, from a player with no risk signal, are paid without staff. */
  autoApproveMaxEurCents: bigint('auto_approve_max_eur_cents', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
