import {
  exclusionEnd,
  exclusionKindOf,
  messages,
  responsibleGamblingMessages as rgMessages,
  type SelfExcludePeriod,
  type SelfExcludeResponse,
} from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { AccountCoolingOff, AccountLocked, ExclusionNotShortened, SelfExcluded } from '../../platform/domain-errors.ts';
import { accountStandingFrom, accountStandingSubquery, endSessionsOf } from '../accounts/index.ts';
import { withdrawMarketingConsent } from '../profile/index.ts';
import { dayOf, formatInstant, periodBounds, type GamblingContext } from './gambling-context.ts';
import { responsibleGamblingRepo as repo, type ExclusionRow, type MoneyStanding, type PeriodUsage } from './repo.ts';

const isActive = (exclusion: ExclusionRow | undefined, at: Date): exclusion is ExclusionRow =>
  exclusion !== undefined && (exclusion.endsAt === null || exclusion.endsAt > at);

const untilOf = (exclusion: ExclusionRow): string | null => (exclusion.endsAt ? formatInstant(exclusion.endsAt) : null);

/** The error a running time-out or self-exclusion answers with: 451 either way, each with its own words. */
function exclusionError(exclusion: ExclusionRow): Error {
  if (exclusion.kind === 'time-out') return new AccountCoolingOff(rgMessages.timeOutRunning(untilOf(exclusion)!));
  return new SelfExcluded(rgMessages.selfExcluded(untilOf(exclusion)));
}

/**
 * Starts a time-out or self-exclusion and ends every session of the player in the same transaction: every device
 * leaves the full site at once, and a sign-in from now on opens only the withdraw-only site. A break that runs can be
 * made longer, never shorter: there is no early lifting. Marketing consent ends with it. Pending withdrawals carry on (the money is the player's); an
 * active bonus is left as it is: it cannot be staked during the break, a cashout forfeits it as at any time, and it
 * lapses at its own expiry.
 */
export async function selfExclude(context: GamblingContext, playerId: string, period: SelfExcludePeriod): Promise<SelfExcludeResponse> {
  const at = context.now();
  const endsAt = exclusionEnd(period, at);
  const kind = exclusionKindOf(period);
  return context.db.transaction(async (tx) => {
    await repo.lockPlayer(tx, playerId);
    const current = await repo.findExclusion(tx, playerId);
    if (isActive(current, at) && (current.endsAt === null || (endsAt !== null && endsAt < current.endsAt))) {
      throw new ExclusionNotShortened(rgMessages.cannotShorten(current.endsAt ? formatInstant(current.endsAt) : null));
    }
    await repo.saveExclusion(tx, { playerId, kind, period, startedAt: at, endsAt });
    await endSessionsOf(tx, playerId);
    await withdrawMarketingConsent(tx, playerId);
    const until = endsAt ? formatInstant(endsAt) : null;
    const message = kind === 'time-out' ? rgMessages.timeOutTaken(until!) : rgMessages.selfExclusionTaken(until);
    return { kind, period, endsAt: endsAt?.toISOString() ?? null, message };
  });
}

/** Back office: the break each of these players is on now, by player id; a player on none is absent. */
export async function runningExclusionsOf(context: GamblingContext, playerIds: string[]): Promise<Map<string, ExclusionRow>> {
  const rows = await repo.runningExclusionsOf(context.db, playerIds, context.now());
  return new Map(rows.map((row) => [row.playerId, row]));
}

/**
 * A player on a break keeps only the withdraw-only site (UKGC: a self-excluded customer's money is returned): every
 * other call of their sessions answers 451 with this error.
 */
export async function assertNotOnBreak(context: GamblingContext, playerId: string): Promise<void> {
  const exclusion = await repo.findExclusion(context.db, playerId);
  if (isActive(exclusion, context.now())) throw exclusionError(exclusion);
}

/** The break running now, for the withdraw-only site to say what it is and until when; null when none. */
export async function runningBreak(context: GamblingContext, playerId: string): Promise<SelfExcludeResponse | null> {
  const exclusion = await repo.findExclusion(context.db, playerId);
  if (!isActive(exclusion, context.now())) return null;
  const { kind, period, endsAt } = exclusion;
  return { kind, period, endsAt: endsAt?.toISOString() ?? null, message: exclusionError(exclusion).message };
}

const readMoneyStanding = repo.moneyStandingReader(accountStandingSubquery);

/**
 * Everything the checks of a money movement read (standing, exclusion, limits with their usage) at `at`, in one
 * statement. Any failure to read throws: a check that cannot be made refuses.
 */
export async function moneyStandingOf(executor: Executor, playerId: string, at: Date, adding?: Partial<PeriodUsage>): Promise<MoneyStanding> {
  const startOf = (period: 'day' | 'week' | 'month') => dayOf(periodBounds(period, at).start);
  return readMoneyStanding(
    executor,
    playerId,
    { day: startOf('day'), week: startOf('week'), month: startOf('month') },
    adding && { day: dayOf(at), add: adding },
  );
}

/** Refuses a locked, cooling-off or excluded player, as `standing` read them. */
export function assertStandingAllowsGambling(standing: MoneyStanding, at: Date): void {
  const account = accountStandingFrom(standing.account);
  if (account.locked) throw new AccountLocked(messages.login.locked);
  if (account.coolOffUntil && account.coolOffUntil > at) throw new AccountCoolingOff(messages.login.coolOff);
  if (isActive(standing.exclusion, at)) throw exclusionError(standing.exclusion);
}

/**
 * Refuses a locked, cooling-off or excluded player. Inside a money transaction, the caller takes the player's
 * responsible-gambling lock first, so a self-exclusion committing meanwhile is seen. Returns what it read, limits
 * included, for the checks that follow. `adding`: activity counted in the same statement, read as before it; only for
 * a caller whose refusal undoes its transaction.
 */
export async function assertMayGamble(
  context: GamblingContext,
  executor: Executor,
  playerId: string,
  adding?: Partial<PeriodUsage>,
): Promise<MoneyStanding> {
  const at = context.now();
  const standing = await moneyStandingOf(executor, playerId, at, adding);
  assertStandingAllowsGambling(standing, at);
  return standing;
}
