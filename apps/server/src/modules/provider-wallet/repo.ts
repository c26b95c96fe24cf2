import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertableRowOf } from '../../db/sql-helpers.ts';
import { providerTransactions } from './schema.ts';

/** An arbitrary, fixed advisory lock key: 'LJPT' in ASCII. */
const JACKPOT_POOL_LOCK = 0x4c4a5054;

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

/** One round of one player at one provider. */
export interface RoundKey {
  provider: string;
  playerId: string;
  roundId: string;
}

export interface RoundTotals {
  staked: bigint;
  won: bigint;
  wins: number;
  jackpots: number;
}

/** The rows of one round of one player at one provider, in one game. */
const ofRound = (round: RoundKey & { gameId: string }) =>
  and(
    eq(providerTransactions.playerId, round.playerId),
    eq(providerTransactions.gameId, round.gameId),
    eq(providerTransactions.roundId, round.roundId),
    eq(providerTransactions.provider, round.provider),
  );

/** Named, so a common table expression can select them too. */
const roundTotalsColumns = {
  staked:
    sql<string>`coalesce(sum(${providerTransactions.amount}) FILTER (WHERE ${providerTransactions.kind} = 'bet' AND ${providerTransactions.rolledBackAt} IS NULL), 0)`.as(
      'staked',
    ),
  won: sql<string>`coalesce(sum(${providerTransactions.amount}) FILTER (WHERE ${providerTransactions.kind} = 'win' AND NOT ${providerTransactions.jackpot}), 0)`.as(
    'won',
  ),
  wins: sql<number>`count(*) FILTER (WHERE ${providerTransactions.kind} = 'win')::int`.as('wins'),
  jackpots: sql<number>`count(*) FILTER (WHERE ${providerTransactions.kind} = 'win' AND ${providerTransactions.jackpot})::int`.as('jackpots'),
};

const totalsOf = (row: { staked: string; won: string; wins: number; jackpots: number } | undefined): RoundTotals => ({
  staked: BigInt(row?.staked ?? 0),
  won: BigInt(row?.won ?? 0),
  wins: row?.wins ?? 0,
  jackpots: row?.jackpots ?? 0,
});

export const providerWalletRepo = {
  /**
   * Inserts the transaction unless its id is known; returns the stored row and whether it is this call's. `lock`: an
   * expression (a lock to take) the statement evaluates before it inserts.
   */
  async insertOnce(
    db: Executor,
    values: typeof providerTransactions.$inferInsert,
    lock?: SQL,
  ): Promise<{ row: ProviderTransactionRow; inserted: boolean }> {
    const insert = lock
      ? db.insert(providerTransactions).select(sql`select ${insertableRowOf(providerTransactions, values)} from (select ${lock}) as taken_first`)
      : db.insert(providerTransactions).values(values);
    const [inserted] = await insert.onConflictDoNothing().returning();
    if (inserted) return { row: inserted, inserted: true };
    const [existing] = await db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, values.provider), eq(providerTransactions.transactionUuid, values.transactionUuid)))
      .for('update');
    return { row: existing!, inserted: false };
  },

  async findForUpdate(db: Executor, provider: string, transactionUuid: string): Promise<ProviderTransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.transactionUuid, transactionUuid)))
      .for('update');
    return row;
  },

  /** What a round has staked (bets not rolled back) and paid (wins other than jackpots), and whether it paid any win. */
  async roundTotals(db: Executor, round: RoundKey & { gameId: string }): Promise<RoundTotals> {
    const [row] = await db.select(roundTotalsColumns).from(providerTransactions).where(ofRound(round));
    return totalsOf(row);
  },

  /**
   * Several transactions of one provider, locked (a win and the bet it refers to), with the totals of their round (as
   * roundTotals), in one read. Callers hold the player's lock already (lockPlayerOfCall), so the order the rows are
   * locked in cannot deadlock, and every row of the round is written under that lock: the totals, read at the
   * statement's start, are still the round's once the row locks are granted.
   *
   * `recording`: a new transaction inserted by the same statement (as insertOnce, unless its id is known). What is
   * found and totalled is the round before it (the statement's snapshot): the caller checks the new row against that,
   * and a refusal undoes it with the caller's transaction. `recorded` is the row inserted; undefined when the id was
   * known or another transaction claimed it meanwhile, and when nothing was found (a call that is refused).
   */
  async findManyForUpdateWithTotals(
    db: Executor,
    round: RoundKey & { gameId: string },
    transactionUuids: string[],
    recording?: typeof providerTransactions.$inferInsert,
  ): Promise<{ found: Map<string, ProviderTransactionRow>; totals: RoundTotals; recorded: ProviderTransactionRow | undefined }> {
    const totals = db.$with('round_totals').as(db.select(roundTotalsColumns).from(providerTransactions).where(ofRound(round)));
    const recorded = db.$with('recorded').as(
      recording
        ? db.insert(providerTransactions).values(recording).onConflictDoNothing().returning()
        : db
            .select()
            .from(providerTransactions)
            .where(sql`false`),
    );
    const rows = await db
      .with(totals, recorded)
      .select({ row: getTableColumns(providerTransactions), totals: { ...totals._.selectedFields }, recorded: { ...recorded._.selectedFields } })
      .from(providerTransactions)
      .crossJoin(totals)
      .leftJoin(recorded, sql`true`)
      .where(and(eq(providerTransactions.provider, round.provider), inArray(providerTransactions.transactionUuid, transactionUuids)))
      .for('update', { of: providerTransactions });
    return {
      found: new Map(rows.map(({ row }) => [row.transactionUuid, row])),
      totals: totalsOf(rows[0]?.totals),
      recorded: rows[0]?.recorded ?? undefined,
    };
  },

  /** Serialises progressive jackpot payouts until the end of the transaction (the pool is read, then paid out). */
  async lockJackpotPool(db: Executor): Promise<void> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${JACKPOT_POOL_LOCK})`);
  },

  /** Writes how a bet's stake was paid (cash, bonus or a free spin), once its funding is known. */
  async recordSplit(
    db: Executor,
    provider: string,
    transactionUuid: string,
    split: { bonusAmount: bigint; freeSpin: boolean; playerPromotionId: string | null },
  ): Promise<void> {
    await db
      .update(providerTransactions)
      .set(split)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.transactionUuid, transactionUuid)));
  },

  /** Marks a bet rolled back; false when it already was. */
  async markRolledBack(db: Executor, provider: string, transactionUuid: string): Promise<boolean> {
    const rows = await db
      .update(providerTransactions)
      .set({ rolledBackAt: sql`now()` })
      .where(
        and(
          eq(providerTransactions.provider, provider),
          eq(providerTransactions.transactionUuid, transactionUuid),
          isNull(providerTransactions.rolledBackAt),
        ),
      )
      .returning({ uuid: providerTransactions.transactionUuid });
    return rows.length > 0;
  },
};
