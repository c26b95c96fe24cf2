import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { placeholderRowOf, preparedStatement, valuesOf } from '../../db/prepared-statement.ts';
import { loyaltyAccounts, rakebackAccruals } from './schema.ts';

/**
 * Adds a stake's EUR cents (negative: takes one back, never below 0), answering the total after the change. Values
 * or a prepared statement's placeholders.
 */
const wageredUpsert = (db: Executor, playerId: unknown, eurCents: unknown) =>
  db
    .insert(loyaltyAccounts)
    .values({ playerId: sql`${playerId}`, wageredEurCents: sql`greatest(${eurCents}::bigint, 0)` })
    .onConflictDoUpdate({
      target: loyaltyAccounts.playerId,
      set: { wageredEurCents: sql`greatest(${loyaltyAccounts.wageredEurCents} + ${eurCents}::bigint, 0)`, updatedAt: sql`now()` },
    })
    .returning({ wageredEurCents: loyaltyAccounts.wageredEurCents });

/** Rakeback a stake earns at a level, credited only if the player held that level before the stake. */
export interface AccrualAtLevel {
  currency: string;
  micros: bigint;
  /** The EUR cents wagered (before the stake) at which the player holds the level. */
  wagered: { from: bigint; until: bigint | null };
}

/** addStake's statement, for a level with an upper bound or for the top level. */
const addStakeStatement = preparedStatement<
  { playerId: string; eurCents: bigint; currency: string; micros: bigint; from: bigint; until: bigint | null },
  'bounded' | 'top'
>('loyalty/add-stake', (db, variant) => {
  const value = valuesOf('playerId', 'eurCents', 'currency', 'micros', 'from', 'until');
  const wagered = db.$with('wagered').as(wageredUpsert(db, value.playerId, value.eurCents));
  const before = sql`${wagered.wageredEurCents} - ${value.eurCents}::bigint`;
  const atLevel = sql`${before} >= ${value.from}::bigint${variant === 'bounded' ? sql` and ${before} < ${value.until}::bigint` : sql``}`;
  const accrued = db.$with('accrued').as(
    db
      .insert(rakebackAccruals)
      .select(sql`select ${placeholderRowOf(rakebackAccruals, 'playerId,currency', { pendingMicros: 'micros' })} from ${wagered} where ${atLevel}`)
      .onConflictDoUpdate({
        target: [rakebackAccruals.playerId, rakebackAccruals.currency],
        set: { pendingMicros: sql`${rakebackAccruals.pendingMicros} + ${value.micros}::bigint` },
      })
      .returning({ pendingMicros: rakebackAccruals.pendingMicros }),
  );
  return db
    .with(wagered, accrued)
    .select({ wagered: sql`${wagered.wageredEurCents}::text`.as('wagered'), pending: sql`${accrued.pendingMicros}::text`.as('pending') })
    .from(wagered)
    .leftJoin(accrued, sql`true`);
});

export const loyaltyRepo = {
  /** Adds a stake's EUR cents (negative: takes one back, never below 0) and answers the total after the change. */
  async addWagered(db: Executor, playerId: string, eurCents: bigint): Promise<bigint> {
    const [row] = await wageredUpsert(db, playerId, eurCents);
    return row!.wageredEurCents;
  },

  /**
   * A stake counted in one statement: its EUR cents added (as addWagered), and its rakeback added to what is pending
   * (as addPending) only if what the player had wagered before it lies in `accrual.wagered`, the range of the level the
   * rakeback was reckoned at. `pendingMicros` is undefined when the player held another level: nothing was accrued.
   */
  async addStake(
    db: Executor,
    playerId: string,
    eurCents: bigint,
    accrual: AccrualAtLevel,
  ): Promise<{ wageredEurCents: bigint; pendingMicros: bigint | undefined }> {
    const values = {
      playerId,
      eurCents,
      currency: accrual.currency,
      micros: accrual.micros,
      from: accrual.wagered.from,
      until: accrual.wagered.until,
    };
    const [row] = await addStakeStatement<{ wagered: string; pending: string | null }>(
      db,
      values,
      accrual.wagered.until === null ? 'top' : 'bounded',
    );
    return { wageredEurCents: BigInt(row!.wagered), pendingMicros: row!.pending === null ? undefined : BigInt(row!.pending) };
  },

  async wageredOf(db: Executor, playerId: string): Promise<bigint> {
    const [row] = await db
      .select({ wageredEurCents: loyaltyAccounts.wageredEurCents })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.playerId, playerId));
    return row?.wageredEurCents ?? 0n;
  },

  /**
   * Adds to the rakeback not yet moved to the ledger (negative: takes some back) and answers the new pending amount,
   * which may be negative for a moment when a rollback takes back more than is pending.
   */
  async addPending(db: Executor, playerId: string, currency: string, micros: bigint): Promise<bigint> {
    const [row] = await db
      .insert(rakebackAccruals)
      .values({ playerId, currency, pendingMicros: micros })
      .onConflictDoUpdate({
        target: [rakebackAccruals.playerId, rakebackAccruals.currency],
        set: { pendingMicros: sql`${rakebackAccruals.pendingMicros} + ${micros}` },
      })
      .returning({ pendingMicros: rakebackAccruals.pendingMicros });
    return row!.pendingMicros;
  },
};
