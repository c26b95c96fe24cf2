import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { LimitPeriod } from '@lodestar/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import { transactionLockOn } from '../../db/sql-helpers.ts';
import { gamblingActivity, gamblingLimits, limitStepAnswers, playerExclusions } from './schema.ts';

export type ExclusionRow = typeof playerExclusions.$inferSelect;
export type LimitRow = typeof gamblingLimits.$inferSelect;

/** Deposited, staked and won since the start of each period (UTC days 'YYYY-MM-DD'), in EUR cents. */
export interface PeriodUsage {
  deposited: bigint;
  staked: bigint;
  won: bigint;
}

/** A limit with what its period has used so far. */
export type LimitWithUsage = LimitRow & { usage: PeriodUsage };

/** What the checks of a money movement read, in one statement (DESIGN.md "Bonuses, loyalty and responsible gambling"). */
export interface MoneyStanding {
  /** The accounts module's standing subquery's value: NULL for an unknown player. */
  account: { lockedAt: string | null; coolOffUntil: string | null } | null;
  exclusion: ExclusionRow | undefined;
  limits: LimitWithUsage[];
}

interface LimitJson {
  kind: LimitRow['kind'];
  period: LimitRow['period'];
  amount: string | null;
  pendingAmount: string | null;
  pendingEffectiveAt: string | null;
  updatedAt: string;
  deposited: string;
  staked: string;
  won: string;
}

const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));

/** The statement that adds to a day's totals (addActivity): a refunded stake (negative) never takes the day below zero. */
function activityUpsert(db: Executor, playerId: string, day: string, add: Partial<PeriodUsage>) {
  const deposited = add.deposited ?? 0n;
  const staked = add.staked ?? 0n;
  const won = add.won ?? 0n;
  const positive = (value: bigint) => (value > 0n ? value : 0n);
  return db
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
}

/** The players whose lock each open transaction holds (an advisory lock held until the transaction ends). */
const playersLockedIn = new WeakMap<Transaction, Set<string>>();

export const responsibleGamblingRepo = {
  /**
   * The player's account standing (`accountStanding`, the accounts module's subquery), exclusion and limits, each
   * limit with its period's usage since `periodStarts` (UTC days): one round trip for every check a stake makes.
   */
  async moneyStandingOf(
    db: Executor,
    playerId: string,
    accountStanding: SQL,
    periodStarts: Record<LimitPeriod, string>,
    /** Activity added in the same statement; what is read is the standing before it (the statement's snapshot). */
    adding?: { day: string; add: Partial<PeriodUsage> },
  ): Promise<MoneyStanding> {
    const limits = gamblingLimits;
    const activity = gamblingActivity;
    const exclusion = playerExclusions;
    const added = adding ? sql`with added as (${activityUpsert(db, playerId, adding.day, adding.add).getSQL()}) ` : sql``;
    const result = (await db.execute(sql`${added}select ${accountStanding} as account,
      (select json_build_object('kind', ${exclusion.kind}, 'period', ${exclusion.period}, 'startedAt', ${exclusion.startedAt}, 'endsAt', ${exclusion.endsAt})
        from ${exclusion} where ${exclusion.playerId} = ${playerId}) as exclusion,
      (select json_agg(json_build_object('kind', ${limits.kind}, 'period', ${limits.period}, 'amount', ${limits.amountEurCents}::text,
          'pendingAmount', ${limits.pendingAmountEurCents}::text, 'pendingEffectiveAt', ${limits.pendingEffectiveAt}, 'updatedAt', ${limits.updatedAt},
          'deposited', usage.deposited::text, 'staked', usage.staked::text, 'won', usage.won::text))
        from ${limits} cross join lateral (
          select coalesce(sum(${activity.depositedEurCents}), 0) as deposited, coalesce(sum(${activity.stakedEurCents}), 0) as staked,
            coalesce(sum(${activity.wonEurCents}), 0) as won
          from ${activity} where ${activity.playerId} = ${playerId} and ${activity.day} >= (case ${limits.period}
            when 'day' then ${periodStarts.day} when 'week' then ${periodStarts.week} else ${periodStarts.month} end)::date
        ) as usage
        where ${limits.playerId} = ${playerId}) as limits`)) as unknown as {
      rows: Array<{
        account: MoneyStanding['account'];
        exclusion: { kind: ExclusionRow['kind']; period: ExclusionRow['period']; startedAt: string; endsAt: string | null } | null;
        limits: LimitJson[] | null;
      }>;
    };
    const row = result.rows[0]!;
    return {
      account: row.account,
      exclusion: row.exclusion
        ? {
            playerId,
            ...row.exclusion,
            startedAt: new Date(row.exclusion.startedAt),
            endsAt: row.exclusion.endsAt ? new Date(row.exclusion.endsAt) : null,
          }
        : undefined,
      limits: (row.limits ?? []).map((limit) => ({
        playerId,
        kind: limit.kind,
        period: limit.period,
        amountEurCents: bigintOrNull(limit.amount),
        pendingAmountEurCents: bigintOrNull(limit.pendingAmount),
        pendingEffectiveAt: limit.pendingEffectiveAt ? new Date(limit.pendingEffectiveAt) : null,
        updatedAt: new Date(limit.updatedAt),
        usage: { deposited: BigInt(limit.deposited), staked: BigInt(limit.staked), won: BigInt(limit.won) },
      })),
    };
  },

  /**
   * Serialises a player's limit checks and exclusion changes until the end of the transaction, so two bets (or a
   * bet and a self-exclusion) cannot both pass on what the other is about to change; the provider wallet serialises
   * every bet, win and rollback of the player on it too. Taken before any provider transaction row or ledger account:
   * the same order on every path. Asked again in the same transaction, it costs no round trip.
   */
  async lockPlayer(tx: Transaction, playerId: string): Promise<void> {
    const lock = responsibleGamblingRepo.playerLockOf(tx, playerId);
    if (lock) await tx.execute(sql`SELECT ${transactionLockOn(lock)}`);
  },

  /**
   * The key of lockPlayer's lock, for the caller's next statement to take (transactionLockOn) before it writes anything;
   * undefined when the transaction holds it already. It is counted as held from here: if that statement fails, the
   * transaction can run no other.
   */
  playerLockOf(tx: Transaction, playerId: string): string | undefined {
    const held = playersLockedIn.get(tx) ?? new Set<string>();
    if (held.has(playerId)) return undefined;
    playersLockedIn.set(tx, held.add(playerId));
    return `responsible-gambling/${playerId}`;
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
    await activityUpsert(db, playerId, day, add);
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
