import { and, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { preparedStatement, rowOf, valueOf, valuesOf } from '../../db/prepared-statement.ts';
import { playerPromotions, promotions } from './schema.ts';

/** A granted promotion with its promotion's wagering multiplier (free-spin winnings are wagered by it once unlocked). */
export type PlayerPromotionRow = typeof playerPromotions.$inferSelect & { wageringMultiplier: number };

/** How a statement selects a player's balance of a purpose: the ledger's, handed over by the service. */
export type PlayerBalanceSql = (playerId: SQLWrapper, currency: SQLWrapper, purpose: 'cash' | 'bonus') => SQL;

const withMultiplier = (db: Executor, where: SQL | undefined, columns: Record<string, SQL.Aliased> = {}) =>
  db
    .select({ ...getTableColumns(playerPromotions), wageringMultiplier: promotions.wageringMultiplier, ...columns })
    .from(playerPromotions)
    .innerJoin(promotions, eq(promotions.id, playerPromotions.promotionId))
    .where(where);

const activeOfPlayer = () =>
  and(eq(playerPromotions.playerId, valueOf('playerId')), eq(playerPromotions.currency, valueOf('currency')), eq(playerPromotions.status, 'active'));

/** The active promotions of players (one a player at most), unlocked: what game clients are told before a round. */
const activeOfPlayersStatement = preparedStatement<{ playerIds: string[] }>('promotions/active-of-players', (db) =>
  withMultiplier(db, and(sql`${playerPromotions.playerId} = any(${valueOf('playerIds')}::uuid[])`, eq(playerPromotions.status, 'active'))),
);

/**
 * The active promotion, locked, with the player's cash and bonus in its currency: what a stake's funding needs, in one
 * statement rather than two (issue 16). The player's lock, taken by the bet's claim before, keeps every other bet, win
 * and rollback of the player out, so the balances the statement reads are those the stake's posting moves (and the
 * posting's conditional update still refuses an overdraft). Built on first use with the balance reads the service
 * hands over (a repository reads no other module's tables itself).
 */
let activeWithFundsStatement: ReturnType<typeof activeWithFundsStatementOf> | undefined;
const activeWithFundsStatementOf = (balanceOf: PlayerBalanceSql) =>
  preparedStatement<{ playerId: string; currency: string }>('promotions/active-with-funds', (db) =>
    withMultiplier(db, activeOfPlayer(), {
      cash: sql<string>`${balanceOf(playerPromotions.playerId, playerPromotions.currency, 'cash')}::text`.as('cash'),
      bonus: sql<string>`${balanceOf(playerPromotions.playerId, playerPromotions.currency, 'bonus')}::text`.as('bonus'),
    }).for('update', { of: playerPromotions }),
  );

/**
 * A promotion by its id, locked: read on every bet on a bonus. Built once and prepared: built by drizzle on each call,
 * it was also planned anew by PostgreSQL on each (issue 16).
 */
const byIdLockedStatement = preparedStatement<{ id: string }>('promotions/by-id-locked', (db) =>
  withMultiplier(db, eq(playerPromotions.id, valueOf('id'))).for('update', { of: playerPromotions }),
);

const promotionRowOf = (row: Record<string, unknown> | undefined): PlayerPromotionRow | undefined =>
  row && { ...rowOf(playerPromotions, row), wageringMultiplier: Number(row.wagering_multiplier) };

/** addToProgress's statement: every bet on a bonus counts its wagering with it. */
const addToProgressStatement = preparedStatement<{
  id: string;
  wagered: bigint;
  freeSpinsLeft: number;
  freeSpinWinnings: bigint;
  wageringRequired: bigint;
}>('promotions/add-to-progress', (db) => {
  const delta = valuesOf('wagered', 'freeSpinsLeft', 'freeSpinWinnings', 'wageringRequired');
  return db
    .update(playerPromotions)
    .set({
      // A rollback of a stake counted before a top-up of the requirement never takes wagered below 0.
      wagered: sql`greatest(${playerPromotions.wagered} + ${delta.wagered}::bigint, 0)`,
      freeSpinsLeft: sql`${playerPromotions.freeSpinsLeft} + ${delta.freeSpinsLeft}::integer`,
      freeSpinWinnings: sql`${playerPromotions.freeSpinWinnings} + ${delta.freeSpinWinnings}::bigint`,
      wageringRequired: sql`${playerPromotions.wageringRequired} + ${delta.wageringRequired}::bigint`,
    })
    .where(eq(playerPromotions.id, valueOf('id')))
    .returning();
});

/**
 * The promotion row each transaction holds locked, as it last read or wrote it. No other transaction can change the row
 * until this one ends, so it is not read again in it: a play call's win routes on the row its bet locked (issue 16,
 * one statement fewer a spin on a bonus).
 */
const lockedRows = new WeakMap<Transaction, PlayerPromotionRow>();
const locked = (tx: Transaction, row: PlayerPromotionRow | undefined) => {
  if (row) lockedRows.set(tx, row);
  return row;
};

/** The SQL of the bet path on player_promotions: every read that decides money locks the row it reads. */
export const betHooksRepo = {
  /**
   * The player's active promotion in a currency, locked (bets on one bonus, and a forfeit, take their turn), with the
   * player's cash and bonus in that currency as the stake's funding reads them.
   */
  async activeWithFundsForUpdate(
    tx: Transaction,
    playerId: string,
    currency: string,
    balanceOf: PlayerBalanceSql,
  ): Promise<{ promotion: PlayerPromotionRow; funds: { cash: bigint; bonus: bigint } } | undefined> {
    activeWithFundsStatement ??= activeWithFundsStatementOf(balanceOf);
    const [row] = await activeWithFundsStatement(tx, { playerId, currency });
    const promotion = locked(tx, promotionRowOf(row));
    return promotion && { promotion, funds: { cash: BigInt(row!.cash as string), bonus: BigInt(row!.bonus as string) } };
  },

  /** Without a lock: what game clients are told before they bet (the bet itself checks again, locked). */
  async activeOfPlayers(db: Executor, playerIds: string[]): Promise<PlayerPromotionRow[]> {
    return (await activeOfPlayersStatement(db, { playerIds })).map((row) => promotionRowOf(row)!);
  },

  async findForUpdate(tx: Transaction, id: string): Promise<PlayerPromotionRow | undefined> {
    const known = lockedRows.get(tx);
    if (known?.id === id) return known;
    return locked(tx, promotionRowOf((await byIdLockedStatement(tx, { id }))[0]));
  },

  /** Adds to the counters of a promotion (negative to take back); answers the row as it now is. */
  async addToProgress(
    tx: Transaction,
    id: string,
    delta: { wagered?: bigint; freeSpinsLeft?: number; freeSpinWinnings?: bigint; wageringRequired?: bigint },
  ): Promise<typeof playerPromotions.$inferSelect> {
    const [row] = await addToProgressStatement(tx, {
      id,
      wagered: delta.wagered ?? 0n,
      freeSpinsLeft: delta.freeSpinsLeft ?? 0,
      freeSpinWinnings: delta.freeSpinWinnings ?? 0n,
      wageringRequired: delta.wageringRequired ?? 0n,
    });
    const progressed = rowOf(playerPromotions, row!);
    const known = lockedRows.get(tx);
    // The update locked the row too; the multiplier is the promotion's, which the row read before carries.
    if (known?.id === id) lockedRows.set(tx, { ...progressed, wageringMultiplier: known.wageringMultiplier });
    return progressed;
  },

  async markCompleted(tx: Transaction, id: string): Promise<void> {
    await tx
      .update(playerPromotions)
      .set({ status: 'completed', endedAt: sql`now()` })
      .where(eq(playerPromotions.id, id));
    // Rare: the row is read again if the transaction asks for it.
    if (lockedRows.get(tx)?.id === id) lockedRows.delete(tx);
  },
};
