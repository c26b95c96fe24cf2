import { and, asc, count, desc, eq, gte, isNull, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-helpers.ts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement, rowOf, valueOf, valuesOf } from '../../db/prepared-statement.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type AccountOwnerType,
  type AccountPurpose,
  type HouseAccountPurpose,
  type PlayerAccountPurpose,
} from './schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** The natural key of an account, as stored (owner_id NULL for the house). */
export interface AccountKey {
  ownerType: AccountOwnerType;
  ownerId: string | null;
  currency: string;
  purpose: AccountPurpose;
  /** 0 but for the house-game accounts (HOUSE_GAME_SHARDS). */
  shard: number;
}

export interface StoredLeg {
  accountId: number;
  amount: bigint;
}

export interface EntryFilter {
  playerId: string;
  currency?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  limit: number;
}

/** A posting as the database function ledger_post takes it (migration 0023). */
export interface PostingCall {
  idempotencyKey: string;
  kind: string;
  referenceType: string | null;
  referenceId: string | null;
  metadata: Record<string, unknown> | null;
  /** The posting's distinct accounts, in the order missing ones are created. */
  accounts: AccountKey[];
  /** Each leg: its account's index in `accounts`, and its signed amount. */
  legs: Array<{ account: number; amount: bigint }>;
  /** Debits a player: run in a block that a balance below zero undoes whole ('insufficient'). */
  guarded: boolean;
}

/** What ledger_post answers of each account it touched: the account and its balance, nothing else. */
export type PostedAccount = Pick<LedgerAccountRow, 'id' | 'ownerType' | 'ownerId' | 'currency' | 'purpose' | 'shard' | 'balance'>;

export type PostingCallOutcome = { outcome: 'posted' | 'replayed'; transactionId: number; accounts: PostedAccount[] } | { outcome: 'insufficient' };

/** An account as a posting's statement answers it (ledger_post, post-set-repo.ts). */
export interface PostedAccountRow {
  account_id: string;
  owner_type: AccountOwnerType;
  owner_id: string | null;
  currency: string;
  purpose: AccountPurpose;
  shard: number;
  balance: string;
}

export const postedAccountOf = (row: PostedAccountRow): PostedAccount => ({
  id: Number(row.account_id),
  ownerType: row.owner_type,
  ownerId: row.owner_id,
  currency: row.currency,
  purpose: row.purpose,
  shard: row.shard,
  balance: BigInt(row.balance),
});

/** A row ledger_post answers: one per account it touched. */
interface PostedRow extends PostedAccountRow {
  outcome: 'posted' | 'replayed' | 'insufficient';
  transaction_id: string | null;
}

const postKeys = [
  'idempotencyKey',
  'kind',
  'referenceType',
  'referenceId',
  'metadata',
  'ownerTypes',
  'ownerIds',
  'currencies',
  'purposes',
  'shards',
  'legAccounts',
  'legAmounts',
  'guarded',
] as const;

/** Every posting is this one call of ledger_post (migration 0021), its accounts and legs as arrays. */
const postStatement = preparedStatement<Record<(typeof postKeys)[number], unknown>>('ledger/post', () => {
  const value = valuesOf(...postKeys);
  return sql`select outcome, transaction_id::text, account_id::text, owner_type, owner_id::text, currency, purpose,
        shard, balance::text from ledger_post(${value.idempotencyKey}::text, ${value.kind}::text, ${value.referenceType}::text, ${value.referenceId}::text,
        ${value.metadata}::jsonb, ${value.ownerTypes}::text[], ${value.ownerIds}::uuid[], ${value.currencies}::text[], ${value.purposes}::text[],
        ${value.shards}::smallint[], ${value.legAccounts}::integer[], ${value.legAmounts}::bigint[], ${value.guarded}::boolean)`;
});

/** An account by its key (findAccount): the house's accounts have no owner id, which `=` never matches. */
const accountStatement = preparedStatement<AccountKey, 'owned' | 'unowned'>('ledger/account', (db, ownership) => {
  const key = valuesOf('ownerType', 'ownerId', 'currency', 'purpose', 'shard');
  return db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, key.ownerType),
        ownership === 'unowned' ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, key.ownerId),
        eq(ledgerAccounts.currency, key.currency),
        eq(ledgerAccounts.purpose, key.purpose),
        eq(ledgerAccounts.shard, key.shard),
      ),
    );
});

/** A player's balances of some purposes in one currency, a row for each account used. */
const playerBalancesStatement = preparedStatement<{ playerId: string; currency: string; purposes: PlayerAccountPurpose[] }>(
  'ledger/player-balances',
  (db) =>
    db
      .select({ purpose: ledgerAccounts.purpose, balance: sql<string>`${ledgerAccounts.balance}::text`.as('balance') })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerType, 'player'),
          eq(ledgerAccounts.ownerId, valueOf('playerId')),
          eq(ledgerAccounts.currency, valueOf('currency')),
          sql`${ledgerAccounts.purpose} = any(${valueOf('purposes')}::text[])`,
        ),
      ),
);

/**
 * A player's balance of one purpose in one currency as a value another module's statement selects (0 for an account
 * never used): read in the statement that needs it rather than in one of its own (issue 16).
 */
export const playerBalanceSql = (playerId: SQLWrapper, currency: SQLWrapper, purpose: PlayerAccountPurpose): SQL =>
  sql`coalesce((select ${ledgerAccounts.balance} from ${ledgerAccounts} where ${and(
    eq(ledgerAccounts.ownerType, 'player'),
    eq(ledgerAccounts.ownerId, playerId),
    eq(ledgerAccounts.currency, currency),
    eq(ledgerAccounts.purpose, purpose),
  )}), 0)`;

export const ledgerRepo = {
  /**
   * The whole posting in one statement: accounts found or created, the idempotency key claimed, entries written and
   * balances moved in account id order. The touched accounts come back in id order, with their new balances.
   */
  async post(db: Executor, call: PostingCall): Promise<PostingCallOutcome> {
    const keys = call.accounts;
    const rows = await postStatement<PostedRow>(db, {
      idempotencyKey: call.idempotencyKey,
      kind: call.kind,
      referenceType: call.referenceType,
      referenceId: call.referenceId,
      metadata: call.metadata === null ? null : JSON.stringify(call.metadata),
      ownerTypes: keys.map((key) => key.ownerType),
      ownerIds: keys.map((key) => key.ownerId),
      currencies: keys.map((key) => key.currency),
      purposes: keys.map((key) => key.purpose),
      shards: keys.map((key) => key.shard),
      legAccounts: call.legs.map((leg) => leg.account + 1),
      legAmounts: call.legs.map((leg) => leg.amount.toString()),
      guarded: call.guarded,
    });
    const [first] = rows;
    if (!first) throw new Error(`posting ${call.idempotencyKey} answered no row`);
    if (first.outcome === 'insufficient') return { outcome: 'insufficient' };
    return {
      outcome: first.outcome,
      transactionId: Number(first.transaction_id),
      accounts: rows.map(postedAccountOf),
    };
  },

  /**
   * A player's balance of one purpose (cash, bonus …) in each (currency, instant) asked, in the order asked: today's
   * balance less every entry of that account made after the instant (a short scan of the (account_id, created_at)
   * index for recent instants); 0 when the player has no such account in that currency. Instants are ISO 8601 text
   * so their microseconds survive.
   */
  async balancesAfter(
    db: Executor,
    playerId: string,
    purpose: PlayerAccountPurpose,
    moments: Array<{ currency: string; at: string }>,
  ): Promise<bigint[]> {
    if (moments.length === 0) return [];
    const cash = ledgerAccounts;
    const result = await db.execute(sql`select coalesce(${cash.balance} - coalesce((
        select sum(${ledgerEntries.amount}) from ${ledgerEntries}
        where ${ledgerEntries.accountId} = ${cash.id} and ${ledgerEntries.createdAt} > moment.at
      ), 0), 0)::text as balance
      from unnest(${sql.param(moments.map((moment) => moment.currency))}::text[], ${sql.param(moments.map((moment) => moment.at))}::timestamptz[])
        with ordinality as moment(currency, at, position)
      left join ${cash} on ${cash.ownerType} = 'player' and ${cash.ownerId} = ${playerId} and ${cash.currency} = moment.currency and ${cash.purpose} = ${purpose}
      order by moment.position`);
    return rowsOf<{ balance: string }>(result).map((row) => BigInt(row.balance));
  },

  /** Creates the accounts that do not exist yet; existing ones are left untouched and unlocked. */
  async insertMissingAccounts(db: Executor, accounts: Array<AccountKey & { allowNegative: boolean }>): Promise<void> {
    await db.insert(ledgerAccounts).values(accounts).onConflictDoNothing();
  },

  async findAccount(db: Executor, key: AccountKey): Promise<LedgerAccountRow | undefined> {
    const [row] = await accountStatement(db, key, key.ownerId === null ? 'unowned' : 'owned');
    return row && rowOf(ledgerAccounts, row);
  },

  /** A player's balance of each of these purposes in one currency; 0 for accounts never used. */
  async playerBalances<Purpose extends PlayerAccountPurpose>(
    db: Executor,
    playerId: string,
    currency: string,
    purposes: Purpose[],
  ): Promise<Record<Purpose, bigint>> {
    const rows = await playerBalancesStatement<{ purpose: Purpose; balance: string }>(db, { playerId: playerId.toLowerCase(), currency, purposes });
    const balances = Object.fromEntries(purposes.map((purpose) => [purpose, 0n])) as Record<Purpose, bigint>;
    for (const row of rows) balances[row.purpose] = BigInt(row.balance);
    return balances;
  },

  /** The sum of the house's balances of one purpose in one currency, every house-game shard included; 0 when unused. */
  async sumOfHouseBalances(db: Executor, currency: string, purpose: HouseAccountPurpose): Promise<bigint> {
    const [row] = await db
      .select({ sum: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerType, 'house'), eq(ledgerAccounts.currency, currency), eq(ledgerAccounts.purpose, purpose)));
    return BigInt(row?.sum ?? 0);
  },

  async lockHouseAccounts(tx: Executor, currencies: string[], purposes: HouseAccountPurpose[]): Promise<void> {
    await tx.execute(
      sql`SELECT ${ledgerAccounts.id} FROM ${ledgerAccounts} WHERE ${and(
        eq(ledgerAccounts.ownerType, 'house'),
        sql`${ledgerAccounts.currency} = any(${sql.param(currencies)}::text[])`,
        sql`${ledgerAccounts.purpose} = any(${sql.param(purposes)}::text[])`,
      )} ORDER BY ${ledgerAccounts.id} FOR UPDATE`,
    );
  },

  async lockPlayerAccounts(tx: Executor, playerId: string, currency: string): Promise<void> {
    await tx.execute(
      sql`SELECT ${ledgerAccounts.id} FROM ${ledgerAccounts} WHERE ${and(
        eq(ledgerAccounts.ownerType, 'player'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.currency, currency),
      )} ORDER BY ${ledgerAccounts.id} FOR UPDATE`,
    );
  },

  async playersWithAccountsHeld(tx: Executor, playerIds: string[]): Promise<string[]> {
    const players = sql`${ledgerAccounts.ownerType} = 'player' AND ${ledgerAccounts.ownerId} = any(${sql.param(playerIds)}::uuid[])`;
    const rows = rowsOf<{ player: string }>(
      await tx.execute(
        sql`WITH free AS (SELECT ${ledgerAccounts.id} FROM ${ledgerAccounts} WHERE ${players} FOR UPDATE SKIP LOCKED)
          SELECT DISTINCT ${ledgerAccounts.ownerId} AS player FROM ${ledgerAccounts} WHERE ${players} AND ${ledgerAccounts.id} NOT IN (SELECT id FROM free)`,
      ),
    );
    return rows.map((row) => row.player);
  },

  async houseShardBalances(db: Executor, currency: string, purpose: HouseAccountPurpose): Promise<Array<{ shard: number; balance: bigint }>> {
    return db
      .select({ shard: ledgerAccounts.shard, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerType, 'house'), eq(ledgerAccounts.currency, currency), eq(ledgerAccounts.purpose, purpose)))
      .orderBy(asc(ledgerAccounts.shard));
  },

  async findAccountsOfPlayer(db: Executor, playerId: string): Promise<LedgerAccountRow[]> {
    return db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerType, 'player'), eq(ledgerAccounts.ownerId, playerId)))
      .orderBy(asc(ledgerAccounts.currency), asc(ledgerAccounts.purpose));
  },

  async legsOfTransaction(db: Executor, transactionId: number): Promise<StoredLeg[]> {
    return db
      .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId));
  },

  async entriesOfPlayer(db: Executor, filter: EntryFilter) {
    const conditions = [eq(ledgerAccounts.ownerType, 'player'), eq(ledgerAccounts.ownerId, filter.playerId)];
    if (filter.currency) conditions.push(eq(ledgerEntries.currency, filter.currency));
    if (filter.from) conditions.push(gte(ledgerEntries.createdAt, filter.from));
    if (filter.to) conditions.push(lt(ledgerEntries.createdAt, filter.to));
    return db
      .select({
        entryId: ledgerEntries.id,
        transactionId: ledgerEntries.transactionId,
        kind: ledgerTransactions.kind,
        referenceType: ledgerTransactions.referenceType,
        referenceId: ledgerTransactions.referenceId,
        accountId: ledgerEntries.accountId,
        currency: ledgerEntries.currency,
        purpose: ledgerAccounts.purpose,
        amount: ledgerEntries.amount,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(...conditions))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(filter.limit);
  },

  // The checks of verifyLedger. Each is one statement, so each sees one consistent snapshot even while
  // postings go on: entries and balances are always written in the same transaction.

  async countTransactions(db: Executor): Promise<number> {
    const [row] = await db.select({ total: count() }).from(ledgerTransactions);
    return row?.total ?? 0;
  },

  async countAccounts(db: Executor): Promise<number> {
    const [row] = await db.select({ total: count() }).from(ledgerAccounts);
    return row?.total ?? 0;
  },

  async transactionsNotSummingToZero(db: Executor) {
    const sum = sql<string>`sum(${ledgerEntries.amount})::text`;
    return db
      .select({ transactionId: ledgerEntries.transactionId, currency: ledgerEntries.currency, sum })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId, ledgerEntries.currency)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`)
      .orderBy(asc(ledgerEntries.transactionId), asc(ledgerEntries.currency));
  },

  async transactionsWithFewerThanTwoEntries(db: Executor) {
    return db
      .select({ transactionId: ledgerTransactions.id, entries: count(ledgerEntries.id) })
      .from(ledgerTransactions)
      .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .groupBy(ledgerTransactions.id)
      .having(sql`count(${ledgerEntries.id}) < 2`)
      .orderBy(asc(ledgerTransactions.id));
  },

  async accountsWhoseBalanceIsNotTheirEntries(db: Executor) {
    const entriesSum = sql`coalesce(sum(${ledgerEntries.amount}), 0)`;
    return db
      .select({
        accountId: ledgerAccounts.id,
        balance: sql<string>`${ledgerAccounts.balance}::text`,
        entriesSum: sql<string>`${entriesSum}::text`,
      })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .groupBy(ledgerAccounts.id)
      .having(sql`${ledgerAccounts.balance} <> ${entriesSum}`)
      .orderBy(asc(ledgerAccounts.id));
  },

  /** Player accounts below zero, including one whose allow_negative was wrongly switched on. */
  async negativePlayerAccounts(db: Executor) {
    return db
      .select({ accountId: ledgerAccounts.id, balance: sql<string>`${ledgerAccounts.balance}::text` })
      .from(ledgerAccounts)
      .where(and(or(eq(ledgerAccounts.allowNegative, false), eq(ledgerAccounts.ownerType, 'player')), lt(ledgerAccounts.balance, sql`0`)))
      .orderBy(asc(ledgerAccounts.id));
  },

  async entriesInAnotherCurrencyThanTheirAccount(db: Executor) {
    return db
      .select({
        entryId: ledgerEntries.id,
        transactionId: ledgerEntries.transactionId,
        entryCurrency: ledgerEntries.currency,
        accountId: ledgerAccounts.id,
        accountCurrency: ledgerAccounts.currency,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(ne(ledgerEntries.currency, ledgerAccounts.currency))
      .orderBy(asc(ledgerEntries.id));
  },
};
