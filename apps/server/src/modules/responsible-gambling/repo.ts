import { and, eq, gt, gte, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LimitPeriod } from '@lodestar/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import { preparedStatement, valueOf, valuesOf } from '../../db/prepared-statement.ts';
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

/** A day's totals to add to, as values or as a prepared statement's placeholders. */
type ActivityValues = Record<'playerId' | 'day' | 'deposited' | 'staked' | 'won', unknown>;

/** The statement that adds to a day's totals (addActivity): a refunded stake (negative) never takes the day below zero. */
function activityUpsert(db: Executor, add: ActivityValues) {
  return db
    .insert(gamblingActivity)
    .values({
      playerId: sql`${add.playerId}`,
      day: sql`${add.day}`,
      depositedEurCents: sql`greatest(${add.deposited}::bigint, 0)`,
      stakedEurCents: sql`greatest(${add.staked}::bigint, 0)`,
      wonEurCents: sql`greatest(${add.won}::bigint, 0)`,
    })
    .onConflictDoUpdate({
      target: [gamblingActivity.playerId, gamblingActivity.day],
      set: {
        depositedEurCents: sql`greatest(${gamblingActivity.depositedEurCents} + ${add.deposited}::bigint, 0)`,
        stakedEurCents: sql`greatest(${gamblingActivity.stakedEurCents} + ${add.staked}::bigint, 0)`,
        wonEurCents: sql`greatest(${gamblingActivity.wonEurCents} + ${add.won}::bigint, 0)`,
      },
    });
}

const activityValuesOf = (playerId: string, day: string, add: Partial<PeriodUsage>) => ({
  playerId,
  day,
  deposited: add.deposited ?? 0n,
  staked: add.staked ?? 0n,
  won: add.won ?? 0n,
});

const addActivityStatement = preparedStatement<ReturnType<typeof activityValuesOf>>('responsible-gambling/add-activity', (db) =>
  activityUpsert(db, valuesOf('playerId', 'day', 'deposited', 'staked', 'won')),
);

/** The account's standing, as the accounts module reads it, for a player given as an expression. */
export type AccountStandingOf = (playerId: SQLWrapper) => SQL;

type StandingValues = ReturnType<typeof activityValuesOf> & { periodDay: string; periodWeek: string; periodMonth: string };

/** The money standing statement: reading only, or adding the stake to the day's totals in the same statement. */
const moneyStandingStatement = (accountStanding: AccountStandingOf) =>
  preparedStatement<StandingValues, 'adding' | 'reading'>('responsible-gambling/money-standing', (db, variant) => {
    const { playerId, periodDay, periodWeek, periodMonth, ...adding } = valuesOf(
      'playerId',
      'day',
      'deposited',
      'staked',
      'won',
      'periodDay',
      'periodWeek',
      'periodMonth',
    );
    const limits = gamblingLimits;
    const activity = gamblingActivity;
    const exclusion = playerExclusions;
    const added = variant === 'adding' ? sql`with added as (${activityUpsert(db, { playerId, ...adding }).getSQL()}) ` : sql``;
    return sql`${added}select ${accountStanding(playerId)} as account,
      (select json_build_object('kind', ${exclusion.kind}, 'period', ${exclusion.period}, 'startedAt', ${exclusion.startedAt}, 'endsAt', ${exclusion.endsAt})
        from ${exclusion} where ${exclusion.playerId} = ${playerId}) as exclusion,
      (select json_agg(json_build_object('kind', ${limits.kind}, 'period', ${limits.period}, 'amount', ${limits.amountEurCents}::text,
          'pendingAmount', ${limits.pendingAmountEurCents}::text, 'pendingEffectiveAt', ${limits.pendingEffectiveAt}, 'updatedAt', ${limits.updatedAt},
          'deposited', usage.deposited::text, 'staked', usage.staked::text, 'won', usage.won::text))
        from ${limits} cross join lateral (
          select coalesce(sum(${activity.depositedEurCents}), 0) as deposited, coalesce(sum(${activity.stakedEurCents}), 0) as staked,
            coalesce(sum(${activity.wonEurCents}), 0) as won
          from ${activity} where ${activity.playerId} = ${playerId} and ${activity.day} >= (case ${limits.period}
            when 'day' then ${periodDay}::date when 'week' then ${periodWeek}::date else ${periodMonth}::date end)
        ) as usage
        where ${limits.playerId} = ${playerId}) as limits`;
  });

/** A row of the money standing statement: JSON as the database builds it. */
interface StandingRow {
  account: MoneyStanding['account'];
  exclusion: { kind: ExclusionRow['kind']; period: ExclusionRow['period']; startedAt: string; endsAt: string | null } | null;
  limits: LimitJson[] | null;
}

/** A standing as the statement answers it, typed. */
function standingFrom(playerId: string, row: StandingRow): MoneyStanding {
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
}

/** lockPlayer's statement: prepared, as a wallet call alone takes the lock by it on every bet. */
const lockPlayerStatement = preparedStatement<{ key: string }>(
  'responsible-gambling/lock-player',
  () => sql`SELECT ${transactionLockOn(valueOf('key'))}`,
);

/** The players whose lock each open transaction holds (an advisory lock held until the transaction ends). */
const playersLockedIn = new WeakMap<Transaction, Set<string>>();
const lockKeyOf = (playerId: string) => `responsible-gambling/${playerId}`;

/** Counts the player's lock as held by `tx` from here; false when it was already. */
function holdsFromHere(tx: Transaction, playerId: string): boolean {
  const held = playersLockedIn.get(tx) ?? new Set<string>();
  if (held.has(playerId)) return false;
  playersLockedIn.set(tx, held.add(playerId));
  return true;
}

export const responsibleGamblingRepo = {
  /**
   * What reads the player's account standing (`accountStanding`, the accounts module's subquery), exclusion and limits,
   * each limit with its period's usage since `periodStarts` (UTC days): one round trip for every check a stake makes.
   * Its statement is prepared: make one reader, once.
   */
  moneyStandingReader(accountStanding: AccountStandingOf) {
    const statement = moneyStandingStatement(accountStanding);
    return async (
      db: Executor,
      playerId: string,
      periodStarts: Record<LimitPeriod, string>,
      /** Activity added in the same statement; what is read is the standing before it (the statement's snapshot). */
      adding?: { day: string; add: Partial<PeriodUsage> },
    ): Promise<MoneyStanding> => {
      const rows = await statement<StandingRow>(
        db,
        {
          ...activityValuesOf(playerId, adding?.day ?? periodStarts.day, adding?.add ?? {}),
          periodDay: periodStarts.day,
          periodWeek: periodStarts.week,
          periodMonth: periodStarts.month,
        },
        adding ? 'adding' : 'reading',
      );
      return standingFrom(playerId, rows[0]!);
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
    if (lock) await lockPlayerStatement(tx, { key: lock });
  },

  /**
   * lockPlayer for several players in one statement, taken in one order (their keys sorted), whatever order they are
   * given in: two transactions that lock several players this way never each hold one the other waits for.
   * `holders`: the transactions of a batch's members (pipelinedBatch), one a player in the same order, each counted
   * as holding its player's lock from here, as playerLockOf counts it, so that its statements do not take it again.
   */
  async lockPlayers(tx: Transaction, playerIds: string[], holders: Transaction[] = []): Promise<void> {
    const keys = playerIds.map(lockKeyOf);
    holders.forEach((holder, index) => holdsFromHere(holder, playerIds[index]!));
    await tx.execute(
      sql`SELECT count(${transactionLockOn(sql`sorted.key`)}) FROM (SELECT unnest(${sql.param(keys)}::text[]) AS key ORDER BY 1) AS sorted`,
    );
  },

  /**
   * The key of lockPlayer's lock, for the caller's next statement to take (transactionLockOn) before it writes anything;
   * undefined when the transaction holds it already. It is counted as held from here: if that statement fails, the
   * transaction can run no other.
   */
  playerLockOf(tx: Transaction, playerId: string): string | undefined {
    return holdsFromHere(tx, playerId) ? lockKeyOf(playerId) : undefined;
  },

  async findExclusion(db: Executor, playerId: string): Promise<ExclusionRow | undefined> {
    const [row] = await db.select().from(playerExclusions).where(eq(playerExclusions.playerId, playerId));
    return row;
  },

  /** The time-outs and self-exclusions of these players still running at `at` (a permanent one always is). */
  async runningExclusionsOf(db: Executor, playerIds: string[], at: Date): Promise<ExclusionRow[]> {
    if (playerIds.length === 0) return [];
    return db
      .select()
      .from(playerExclusions)
      .where(and(inArray(playerExclusions.playerId, playerIds), or(isNull(playerExclusions.endsAt), gt(playerExclusions.endsAt, at))));
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
    await addActivityStatement(db, activityValuesOf(playerId, day, add));
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
