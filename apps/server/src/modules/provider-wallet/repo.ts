import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { givenKeysOf, placeholderRowOf, preparedStatement, rowOf, valueOf } from '../../db/prepared-statement.ts';
import { transactionLockOn } from '../../db/sql-helpers.ts';
import { createTurnSets } from '../../db/turn-sets.ts';
import { ofRound, roundTotalsColumns, type RoundKey, type RoundTotals } from './round-totals.ts';
import { providerTransactions } from './schema.ts';
import { openWinSet, RECORDED, type WinRow } from './win-set-repo.ts';

export type { RoundKey, RoundTotals } from './round-totals.ts';

/** An arbitrary, fixed advisory lock key: 'LJPT' in ASCII. */
const JACKPOT_POOL_LOCK = 0x4c4a5054;

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

const totalsOf = (row: { staked: string; won: string; wins: number; jackpots: number } | undefined): RoundTotals => ({
  staked: BigInt(row?.staked ?? 0),
  won: BigInt(row?.won ?? 0),
  wins: row?.wins ?? 0,
  jackpots: row?.jackpots ?? 0,
});

/** insertOnce's statement, for the columns given and with the lock or without. */
const insertOnceStatement = preparedStatement<typeof providerTransactions.$inferInsert & { lockKey: string | undefined }, string>(
  'provider-wallet/insert-once',
  (db, variant) => {
    const [given, locked] = variant.split('|');
    const row = placeholderRowOf(providerTransactions, given!);
    const from = locked ? sql` from (select ${transactionLockOn(valueOf('lockKey'))}) as taken_first` : sql``;
    return db
      .insert(providerTransactions)
      .select(sql`select ${row}${from}`)
      .onConflictDoNothing()
      .returning();
  },
);

/** findManyForUpdateWithTotals' statement, with the columns of the row it records (none: it records nothing). */
const manyWithTotalsStatement = preparedStatement<
  Partial<typeof providerTransactions.$inferInsert> & RoundKey & { gameId: string; winUuid: string; betUuid: string },
  string
>('provider-wallet/many-with-totals', (db, recording) => {
  const round = { playerId: valueOf('playerId'), gameId: valueOf('gameId'), roundId: valueOf('roundId'), provider: valueOf('provider') };
  const totals = db.$with('round_totals').as(db.select(roundTotalsColumns).from(providerTransactions).where(ofRound(round)));
  const recorded = db.$with('recorded').as(
    recording
      ? db
          .insert(providerTransactions)
          .select(sql`select ${placeholderRowOf(providerTransactions, recording)}`)
          .onConflictDoNothing()
          .returning()
      : db
          .select()
          .from(providerTransactions)
          .where(sql`false`),
  );
  // Under keys and names of their own: the found rows' columns bear the same.
  const recordedColumns = Object.fromEntries(
    Object.entries(getTableColumns(providerTransactions)).map(([key, column]) => [
      `${RECORDED}${column.name}`,
      sql`${recorded._.selectedFields[key as keyof ProviderTransactionRow]}`.as(`${RECORDED}${column.name}`),
    ]),
  );
  return db
    .with(totals, recorded)
    .select({ ...getTableColumns(providerTransactions), ...totals._.selectedFields, ...recordedColumns })
    .from(providerTransactions)
    .crossJoin(totals)
    .leftJoin(recorded, sql`true`)
    .where(
      and(
        eq(providerTransactions.provider, valueOf('provider')),
        // Two values, not an array of them: planned for an array of any length, the statement cost more than each run's
        // own plan, so PostgreSQL planned it anew on every win (issue 16: 0.36 ms of planning a win, its run 0.23 ms).
        sql`${providerTransactions.transactionUuid} in (${valueOf('winUuid')}::text, ${valueOf('betUuid')}::text)`,
      ),
    )
    .for('update', { of: providerTransactions });
});

/** A win's first statement: its round's key, its and its bet's transaction ids, and the row it records, if any. */
interface WinOpening {
  round: RoundKey & { gameId: string };
  transactionUuids: { win: string; bet: string };
  recording: WinRow | undefined;
}

type OpenedRow = Record<string, unknown> & { staked: string; won: string; wins: number; jackpots: number };

/** Whether a set may record the opening's row: it records the win named, in the round named. */
const recordsItsOwnWin = ({ round, transactionUuids, recording }: WinOpening): boolean =>
  recording !== undefined &&
  recording.provider === round.provider &&
  recording.playerId === round.playerId &&
  recording.gameId === round.gameId &&
  recording.roundId === round.roundId &&
  recording.transactionUuid === transactionUuids.win;

const transactionUuidsOf = (opening: WinOpening) => [opening.transactionUuids.win, opening.transactionUuids.bet];

/**
 * Wins opened on one connection in one turn (the members of a batched wallet transaction, each reading its round after
 * its bet), in one statement (win-set-repo.ts) when they record their rows, at one provider, of different players, and
 * name no transaction id another names; else each its own.
 */
const winOpenings = createTurnSets<WinOpening, OpenedRow[]>({
  alone: (db, { round, transactionUuids, recording }) =>
    manyWithTotalsStatement<OpenedRow>(
      db,
      { ...recording, ...round, winUuid: transactionUuids.win, betUuid: transactionUuids.bet },
      recording ? givenKeysOf(recording) : '',
    ),
  together: (db, openings) =>
    openWinSet(
      db,
      openings.map((opening) => ({ betUuid: opening.transactionUuids.bet, recording: opening.recording! })),
    ) as Promise<OpenedRow[][]>,
  fits: (set, opening) => {
    if (!recordsItsOwnWin(opening)) return false;
    const named = new Set(transactionUuidsOf(opening));
    return set.every(
      (member) =>
        member.round.provider === opening.round.provider &&
        member.round.playerId !== opening.round.playerId &&
        !transactionUuidsOf(member).some((uuid) => named.has(uuid)),
    );
  },
});

/** recordSplit's statement: every bet on a bonus writes its split. */
const recordSplitStatement = preparedStatement<{
  provider: string;
  transactionUuid: string;
  bonusAmount: bigint;
  freeSpin: boolean;
  playerPromotionId: string | null;
}>('provider-wallet/record-split', (db) =>
  db
    .update(providerTransactions)
    .set({
      bonusAmount: valueOf('bonusAmount', providerTransactions.bonusAmount),
      freeSpin: valueOf('freeSpin', providerTransactions.freeSpin),
      playerPromotionId: valueOf('playerPromotionId', providerTransactions.playerPromotionId),
    })
    .where(and(eq(providerTransactions.provider, valueOf('provider')), eq(providerTransactions.transactionUuid, valueOf('transactionUuid')))),
);

export const providerWalletRepo = {
  /**
   * Inserts the transaction unless its id is known; returns the stored row and whether it is this call's. `lockKey`:
   * a lock (transactionLockOn) the statement takes before it inserts.
   */
  async insertOnce(
    db: Executor,
    values: typeof providerTransactions.$inferInsert,
    lockKey?: string,
  ): Promise<{ row: ProviderTransactionRow; inserted: boolean }> {
    const [inserted] = await insertOnceStatement(db, { ...values, lockKey }, `${givenKeysOf(values)}${lockKey ? '|locked' : ''}`);
    if (inserted) return { row: rowOf(providerTransactions, inserted), inserted: true };
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
   * A win's transaction and the bet it refers to, locked, with the totals of their round (as
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
    transactionUuids: { win: string; bet: string },
    recording?: WinRow,
  ): Promise<{ found: Map<string, ProviderTransactionRow>; totals: RoundTotals; recorded: ProviderTransactionRow | undefined }> {
    const rows = await winOpenings(db, { round, transactionUuids, recording });
    const found = rows.map((row) => rowOf(providerTransactions, row));
    const recorded = rows[0] && rows[0][`${RECORDED}transaction_uuid`] !== null ? rowOf(providerTransactions, rows[0], RECORDED) : undefined;
    return { found: new Map(found.map((row) => [row.transactionUuid, row])), totals: totalsOf(rows[0]), recorded };
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
    await recordSplitStatement(db, { ...split, provider, transactionUuid });
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
