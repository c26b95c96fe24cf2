import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gamblingActivity, gamblingLimits, limitStepAnswers, playerExclusions } from './schema.ts';

export type ExclusionRow = typeof playerExclusions.$inferSelect;
export type LimitRow = typeof gamblingLimits.$inferSelect;

/** Deposited, staked and won since the start of each period (UTC days 'YYYY-MM-DD'), in EUR cents. */
export interface PeriodUsage {
  deposited: bigint;
  staked: bigint;
  won: bigint;
}

export const responsibleGamblingRepo = {
  /**
   * Serialises a player's limit checks and exclusion changes until the end of the transaction, so two bets (or a
   * bet and a self-exclusion) cannot both pass on what the other is about to change. Taken after a round's lock and
   * before any ledger account: the same order on every path.
   */
  async lockPlayer(db: Executor, playerId: string): Promise<void> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`responsible-gambling/${playerId}`}, 0))`);
  },

  async findExclusion(db: Executor, playerId: string): Promise<ExclusionRow | undefined> {
    const [row] = await db.select().from(playerExclusions).where(eq(playerExclusions.playerId, playerId));
    return row;
  },

  async saveExclusion(db: Executor, row: ExclusionRow): Promise<void> {
    const { playerId: _playerId, ...changes } = row;
    await db.insert(playerExclusions).values(row).onConflictDoUpdate({ target: playerExclusions.playerId, set: changes });
  },

  async limitsOf(db: Executor, playerId: string): Promise<LimitRow[]> {
    return db.select().from(gamblingLimits).where(eq(gamblingLimits.playerId, playerId));
  },

  async saveLimit(db: Executor, row: LimitRow): Promise<void> {
    const { playerId: _playerId, kind: _kind, period: _period, ...changes } = row;
    await db
      .insert(gamblingLimits)
      .values(row)
      .onConflictDoUpdate({ target: [gamblingLimits.playerId, gamblingLimits.kind, gamblingLimits.period], set: changes });
  },

  async usageSince(db: Executor, playerId: string, fromDay: string): Promise<PeriodUsage> {
    const [row] = await db
      .select({
        deposited: sql<string>`coalesce(sum(${gamblingActivity.depositedEurCents}), 0)`,
        staked: sql<string>`coalesce(sum(${gamblingActivity.stakedEurCents}), 0)`,
        won: sql<string>`coalesce(sum(${gamblingActivity.wonEurCents}), 0)`,
      })
      .from(gamblingActivity)
      .where(and(eq(gamblingActivity.playerId, playerId), gte(gamblingActivity.day, fromDay)));
    return { deposited: BigInt(row?.deposited ?? 0), staked: BigInt(row?.staked ?? 0), won: BigInt(row?.won ?? 0) };
  },

  /** Adds to a day's totals; a refunded stake (negative) never takes the day below zero. */
  async addActivity(db: Executor, playerId: string, day: string, add: Partial<PeriodUsage>): Promise<void> {
    const deposited = add.deposited ?? 0n;
    const staked = add.staked ?? 0n;
    const won = add.won ?? 0n;
    const positive = (value: bigint) => (value > 0n ? value : 0n);
    await db
      .insert(gamblingActivity)
      .values({ playerId, day, depositedEurCents: positive(deposited), stakedEurCents: positive(staked), wonEurCents: positive(won) })
      .onConflictDoUpdate({
        target: [gamblingActivity.playerId, gamblingActivity.day],
        set: {
          depositedEurCents: sql`greatest(${gamblingActivity.depositedEurCents} + ${deposited}, 0)`,
          stakedEurCents: sql`greatest(${gamblingActivity.stakedEurCents} + ${staked}, 0)`,
          wonEurCents: sql`greatest(${gamblingActivity.wonEurCents} + ${won}, 0)`,
        },
      });
  },

  /** The first answer counts; later ones change nothing. */
  async answerLimitStep(db: Executor, playerId: string, answer: 'limit' | 'no-limit', at: Date): Promise<void> {
    await db.insert(limitStepAnswers).values({ playerId, answer, answeredAt: at }).onConflictDoNothing();
  },

  async limitStepAnswered(db: Executor, playerId: string): Promise<boolean> {
    const [row] = await db.select({ playerId: limitStepAnswers.playerId }).from(limitStepAnswers).where(eq(limitStepAnswers.playerId, playerId));
    return row !== undefined;
  },
};
