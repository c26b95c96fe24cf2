import { and, count, desc, eq, gte, inArray, lt, notInArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema.ts';

/**
 * Which movements of a player to read. A movement is one ledger transaction in one currency, seen from the player:
 * the sum of its entries on the player's own money (cash, bonus, free-spin). The withdrawal hold is left out, so a
 * cashout request shows once, as money leaving the player's balance, and its payout moves nothing more; so is the
 * rakeback waiting to be claimed, so rakeback shows once, when a claim brings it into the balance, and not as the
 * fractions of a cent each stake accrues.
 */
export interface PlayerMovementFilter {
  playerId: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Only these kinds, plus, when `orNoneOf` is given, every kind not in that list. */
  kinds?: { anyOf: readonly string[]; orNoneOf?: readonly string[] };
}

/** Newest first; `beforeTransactionId` continues a read where its last batch ended (keyset paging). */
export interface MovementPage {
  limit: number;
  offset?: number;
  beforeTransactionId?: number;
}

const playerAmount = sum(ledgerEntries.amount).mapWith((value: string) => BigInt(value));

function conditionsOf(filter: PlayerMovementFilter): SQL[] {
  const conditions = [
    eq(ledgerAccounts.ownerType, 'player'),
    eq(ledgerAccounts.ownerId, filter.playerId),
    notInArray(ledgerAccounts.purpose, ['withdrawal-hold', 'rakeback']),
  ];
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lt(ledgerEntries.createdAt, filter.to));
  if (filter.kinds) {
    const { anyOf, orNoneOf } = filter.kinds;
    const kindConditions: SQL[] = [];
    if (anyOf.length > 0) kindConditions.push(inArray(ledgerTransactions.kind, [...anyOf]));
    if (orNoneOf) kindConditions.push(notInArray(ledgerTransactions.kind, [...orNoneOf]));
    conditions.push(kindConditions.length > 0 ? or(...kindConditions)! : sql`false`);
  }
  return conditions;
}

/** The player's movements, each ledger transaction once per currency; a transfer between the player's own accounts nets to nothing and is left out. */
const movementsQuery = (db: Executor, filter: PlayerMovementFilter, extra: SQL[] = []) =>
  db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      referenceType: ledgerTransactions.referenceType,
      referenceId: ledgerTransactions.referenceId,
      createdAt: ledgerTransactions.createdAt,
      currency: ledgerEntries.currency,
      amount: playerAmount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(...conditionsOf(filter), ...extra))
    .groupBy(ledgerTransactions.id, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);

export const movementsRepo = {
  async movementsOfPlayer(db: Executor, filter: PlayerMovementFilter, page: MovementPage) {
    const before = page.beforeTransactionId === undefined ? [] : [lt(ledgerTransactions.id, page.beforeTransactionId)];
    return movementsQuery(db, filter, before)
      .orderBy(desc(ledgerTransactions.id), ledgerEntries.currency)
      .limit(page.limit)
      .offset(page.offset ?? 0);
  },

  async countMovementsOfPlayer(db: Executor, filter: PlayerMovementFilter): Promise<number> {
    const movements = movementsQuery(db, filter).as('movements');
    const [row] = await db.select({ total: count() }).from(movements);
    return row?.total ?? 0;
  },

  /** The sum of the player's movements per currency and kind. */
  async movementTotalsOfPlayer(db: Executor, filter: PlayerMovementFilter) {
    return db
      .select({ currency: ledgerEntries.currency, kind: ledgerTransactions.kind, amount: playerAmount })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(...conditionsOf(filter)))
      .groupBy(ledgerEntries.currency, ledgerTransactions.kind)
      .orderBy(ledgerEntries.currency, ledgerTransactions.kind);
  },
};
