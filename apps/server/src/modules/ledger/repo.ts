import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type AccountOwnerType,
  type AccountPurpose,
  type PlayerAccountPurpose,
} from './schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** The natural key of an account, as stored (owner_id NULL for the house). */
export interface AccountKey {
  ownerType: AccountOwnerType;
  ownerId: string | null;
  currency: string;
  purpose: AccountPurpose;
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

const matchesKey = (key: AccountKey): SQL =>
  and(
    eq(ledgerAccounts.ownerType, key.ownerType),
    key.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, key.ownerId),
    eq(ledgerAccounts.currency, key.currency),
    eq(ledgerAccounts.purpose, key.purpose),
  )!;

export const ledgerRepo = {
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
    const result = (await db.execute(sql`select coalesce(${cash.balance} - coalesce((
        select sum(${ledgerEntries.amount}) from ${ledgerEntries}
        where ${ledgerEntries.accountId} = ${cash.id} and ${ledgerEntries.createdAt} > moment.at
      ), 0), 0)::text as balance
      from unnest(${sql.param(moments.map((moment) => moment.currency))}::text[], ${sql.param(moments.map((moment) => moment.at))}::timestamptz[])
        with ordinality as moment(currency, at, position)
      left join ${cash} on ${cash.ownerType} = 'player' and ${cash.ownerId} = ${playerId} and ${cash.currency} = moment.currency and ${cash.purpose} = ${purpose}
      order by moment.position`)) as unknown as { rows: Array<{ balance: string }> };
    return result.rows.map((row) => BigInt(row.balance));
  },

  /** Creates the accounts that do not exist yet; existing ones are left untouched and unlocked. */
  async insertMissingAccounts(db: Executor, accounts: Array<AccountKey & { allowNegative: boolean }>): Promise<void> {
    await db.insert(ledgerAccounts).values(accounts).onConflictDoNothing();
  },

  async findAccounts(db: Executor, keys: AccountKey[]): Promise<LedgerAccountRow[]> {
    return db
      .select()
      .from(ledgerAccounts)
      .where(or(...keys.map(matchesKey)));
  },

  async findAccount(db: Executor, key: AccountKey): Promise<LedgerAccountRow | undefined> {
    const [row] = await db.select().from(ledgerAccounts).where(matchesKey(key));
    return row;
  },

  async findAccountsByIds(db: Executor, ids: number[]): Promise<LedgerAccountRow[]> {
    return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(asc(ledgerAccounts.id));
  },

  async findAccountsOfPlayer(db: Executor, playerId: string): Promise<LedgerAccountRow[]> {
    return db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerType, 'player'), eq(ledgerAccounts.ownerId, playerId)))
      .orderBy(asc(ledgerAccounts.currency), asc(ledgerAccounts.purpose));
  },

  /** The new transaction's id, or undefined when the idempotency key is already taken. */
  async insertTransaction(db: Executor, values: typeof ledgerTransactions.$inferInsert): Promise<number | undefined> {
    const [row] = await db
      .insert(ledgerTransactions)
      .values(values)
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    return row?.id;
  },

  async findTransactionIdByKey(db: Executor, idempotencyKey: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    return row?.id;
  },

  async legsOfTransaction(db: Executor, transactionId: number): Promise<StoredLeg[]> {
    return db
      .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId));
  },

  async insertEntries(db: Executor, transactionId: number, entries: Array<{ accountId: number; currency: string; amount: bigint }>): Promise<void> {
    await db.insert(ledgerEntries).values(entries.map((entry) => ({ transactionId, ...entry })));
  },

  /**
   * Adds delta to the balance in one statement, so the check and the write see the same row version (a
   * concurrent writer waits on the row lock and re-checks). Undefined when the account may not go that low.
   */
  async addToBalance(db: Executor, accountId: number, delta: bigint): Promise<bigint | undefined> {
    const newBalance = sql`${ledgerAccounts.balance} + ${delta.toString()}::bigint`;
    const [row] = await db
      .update(ledgerAccounts)
      .set({ balance: newBalance })
      .where(and(eq(ledgerAccounts.id, accountId), or(eq(ledgerAccounts.allowNegative, true), sql`${newBalance} >= 0`)))
      .returning({ balance: ledgerAccounts.balance });
    return row?.balance;
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
