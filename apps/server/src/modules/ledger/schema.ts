import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const accountOwnerTypes = ['player', 'house'] as const;
export type AccountOwnerType = (typeof accountOwnerTypes)[number];

export const playerAccountPurposes = ['cash', 'bonus', 'free-spin', 'withdrawal-hold', 'rakeback'] as const;
export type PlayerAccountPurpose = (typeof playerAccountPurposes)[number];

/** 'fx': the house's position in each currency when money changes currency (jackpot contributions and payouts are in EUR). */
export const houseAccountPurposes = ['house-game', 'payments-clearing', 'bonus-cost', 'jackpot', 'fx'] as const;
export type HouseAccountPurpose = (typeof houseAccountPurposes)[number];

export type AccountPurpose = PlayerAccountPurpose | HouseAccountPurpose;

/**
 * The house-game account of a currency is split into this many rows (shards): every bet and win of a player moves the
 * house side on the player's shard, and a posting holds its row lock until the play transaction commits. On a single
 * row, every spin of the currency waited for the one before it (Lock:transactionid inside ledger_post under load);
 * with 16 shards, 100 concurrent players share each row about six at a time, and the lock is no longer what a spin
 * waits for (issue 16: 128 shards gave no more spins/s), while reports and checks sum 16 rows per currency.
 * The progressive jackpot's pool is split the same way, for the same reason: every stake of 1 EUR or more on a jackpot
 * game feeds it (issue 16: on one row, 236 spins/s at 1 EUR against 313 on a game without the jackpot).
 */
export const HOUSE_GAME_SHARDS = 16;
/** The house purposes held in HOUSE_GAME_SHARDS rows per currency, each player's postings on the player's shard. */
export const shardedHousePurposes = ['house-game', 'jackpot'] as const;
export type ShardedHousePurpose = (typeof shardedHousePurposes)[number];

/** One account per (owner, currency, purpose); its balance is only ever written by postTransaction. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerType: text('owner_type', { enum: accountOwnerTypes }).notNull(),
    /** The player id; NULL for the house, which owns one account per (currency, purpose), house-game one per shard. */
    ownerId: uuid('owner_id'),
    currency: text('currency').notNull(),
    purpose: text('purpose', { enum: [...playerAccountPurposes, ...houseAccountPurposes] }).notNull(),
    /** 0 but for the sharded house accounts: 0 .. HOUSE_GAME_SHARDS - 1, the player's shard (see HOUSE_GAME_SHARDS). */
    shard: smallint('shard').notNull().default(0),
    /** Minor units of the currency. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLS NOT DISTINCT: without it every house account (owner_id NULL) could exist twice.
    unique('ledger_accounts_owner_currency_purpose_shard_unique')
      .on(table.ownerType, table.ownerId, table.currency, table.purpose, table.shard)
      .nullsNotDistinct(),
    check(
      'ledger_accounts_shard_of_sharded_house',
      sql`${table.shard} = 0 OR (${table.ownerType} = 'house' AND ${table.purpose} IN ('house-game', 'jackpot') AND ${table.shard} > 0)`,
    ),
    // The last line of defence: even a buggy writer cannot overdraw a player.
    check('ledger_accounts_balance_not_negative', sql`${table.allowNegative} OR ${table.balance} >= 0`),
    check('ledger_accounts_only_house_negative', sql`NOT ${table.allowNegative} OR ${table.ownerType} = 'house'`),
    check('ledger_accounts_owner_id_for_players', sql`(${table.ownerType} = 'player') = (${table.ownerId} IS NOT NULL)`),
  ],
);

/** One movement of money: two or more entries summing to zero per currency, written once per idempotency key. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    /** What the movement is about: a payment, a game round, a bonus … */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_transactions_reference_idx').on(table.referenceType, table.referenceId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** A copy of the account's currency, so a transaction's per-currency sums need no join. */
    currency: text('currency').notNull(),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Leads with account_id, so it serves both "entries of an account" and its history by time.
    index('ledger_entries_account_idx').on(table.accountId, table.createdAt),
    index('ledger_entries_transaction_idx').on(table.transactionId),
  ],
);

export const ledgerCheckSources = ['back office', 'command'] as const;
export type LedgerCheckSource = (typeof ledgerCheckSources)[number];

/**
 * Each run of the ledger's invariant check, from the back office or `npm run ledger:verify`: the reconciliation view
 * shows the latest whichever process or machine ran it, and the history says since when the ledger was clean.
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text('source', { enum: ledgerCheckSources }).notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull(),
    accounts: bigint('accounts', { mode: 'number' }).notNull(),
    violations: jsonb('violations').$type<string[]>().notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ledger_checks_ran_at_idx').on(table.ranAt)],
);
