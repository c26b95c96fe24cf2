import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loyaltyAccounts, rakebackAccruals } from './schema.ts';

export const loyaltyRepo = {
  /** Adds a stake's EUR cents (negative: takes one back, never below 0) and answers the total after the change. */
  async addWagered(db: Executor, playerId: string, eurCents: bigint): Promise<bigint> {
    const [row] = await db
      .insert(loyaltyAccounts)
      .values({ playerId, wageredEurCents: eurCents > 0n ? eurCents : 0n })
      .onConflictDoUpdate({
        target: loyaltyAccounts.playerId,
        set: { wageredEurCents: sql`greatest(${loyaltyAccounts.wageredEurCents} + ${eurCents}, 0)`, updatedAt: sql`now()` },
      })
      .returning({ wageredEurCents: loyaltyAccounts.wageredEurCents });
    return row!.wageredEurCents;
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
