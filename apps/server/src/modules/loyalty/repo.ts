import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertableRowOf } from '../../db/sql-helpers.ts';
import { loyaltyAccounts, rakebackAccruals } from './schema.ts';

/** Adds a stake's EUR cents (negative: takes one back, never below 0), answering the total after the change. */
const wageredUpsert = (db: Executor, playerId: string, eurCents: bigint) =>
  db
    .insert(loyaltyAccounts)
    .values({ playerId, wageredEurCents: eurCents > 0n ? eurCents : 0n })
    .onConflictDoUpdate({
      target: loyaltyAccounts.playerId,
      set: { wageredEurCents: sql`greatest(${loyaltyAccounts.wageredEurCents} + ${eurCents}, 0)`, updatedAt: sql`now()` },
    })
    .returning({ wageredEurCents: loyaltyAccounts.wageredEurCents });

/** Rakeback a stake earns at a level, credited only if the player held that level before the stake. */
export interface AccrualAtLevel {
  currency: string;
  micros: bigint;
  /** The EUR cents wagered (before the stake) at which the player holds the level. */
  wagered: { from: bigint; until: bigint | null };
}

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
    const wagered = db.$with('wagered').as(wageredUpsert(db, playerId, eurCents));
    const before = sql`${wagered.wageredEurCents} - ${eurCents}`;
    const atLevel = sql`${before} >= ${accrual.wagered.from}${accrual.wagered.until === null ? sql`` : sql` and ${before} < ${accrual.wagered.until}`}`;
    const accrued = db.$with('accrued').as(
      db
        .insert(rakebackAccruals)
        .select(
          sql`select ${insertableRowOf(rakebackAccruals, { playerId, currency: accrual.currency, pendingMicros: accrual.micros })} from ${wagered} where ${atLevel}`,
        )
        .onConflictDoUpdate({
          target: [rakebackAccruals.playerId, rakebackAccruals.currency],
          set: { pendingMicros: sql`${rakebackAccruals.pendingMicros} + ${accrual.micros}` },
        })
        .returning({ pendingMicros: rakebackAccruals.pendingMicros }),
    );
    const [row] = await db
      .with(wagered, accrued)
      .select({ wageredEurCents: wagered.wageredEurCents, pendingMicros: accrued.pendingMicros })
      .from(wagered)
      .leftJoin(accrued, sql`true`);
    return { wageredEurCents: row!.wageredEurCents, pendingMicros: row!.pendingMicros ?? undefined };
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
