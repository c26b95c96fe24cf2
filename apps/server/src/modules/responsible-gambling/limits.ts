import {
  LIMIT_INCREASE_DELAY_MS,
  limitKinds,
  limitPeriods,
  responsibleGamblingMessages as rgMessages,
  type GamblingLimit,
  type GamblingLimitsResponse,
  type LimitKind,
  type LimitPeriod,
  type LowerLimitRequest,
  playerAdminMessages,
  type SetLimitRequest,
} from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { InvalidInput } from '../../platform/domain-errors.ts';
import { dayOf, eurCentsFromDecimal, formatEurCents, formatInstant, periodBounds, type GamblingContext } from './gambling-context.ts';
import { responsibleGamblingRepo as repo, type LimitRow, type PeriodUsage } from './repo.ts';

/** The limit in force at an instant: a pending raise or removal takes over once its delay has passed. */
export function limitInForce(row: LimitRow | undefined, at: Date): bigint | null {
  if (!row) return null;
  if (row.pendingEffectiveAt && row.pendingEffectiveAt <= at) return row.pendingAmountEurCents;
  return row.amountEurCents;
}

const pendingOf = (row: LimitRow | undefined, at: Date) => (row?.pendingEffectiveAt && row.pendingEffectiveAt > at ? row : undefined);

/** What a period has used of a kind of limit: deposits, stakes, or stakes less wins (never below zero). */
export function usedOf(kind: LimitKind, usage: PeriodUsage): bigint {
  if (kind === 'deposit') return usage.deposited;
  if (kind === 'wager') return usage.staked;
  const lost = usage.staked - usage.won;
  return lost > 0n ? lost : 0n;
}

export async function usageOf(executor: Executor, playerId: string, period: LimitPeriod, at: Date): Promise<PeriodUsage> {
  return repo.usageSince(executor, playerId, dayOf(periodBounds(period, at).start));
}

/**
 * Sets, lowers, raises or removes one limit. Lower (or a first limit) applies at once and cancels a pending raise;
 * higher or none waits LIMIT_INCREASE_DELAY_MS, shown as pending until then.
 */
export async function setLimit(context: GamblingContext, playerId: string, request: SetLimitRequest): Promise<{ message: string }> {
  const at = context.now();
  const wanted = request.amount === null ? null : eurCentsFromDecimal(request.amount);
  return context.db.transaction(async (tx) => {
    await repo.lockPlayer(tx, playerId);
    const row = (await repo.limitsOf(tx, playerId)).find((limit) => limit.kind === request.kind && limit.period === request.period);
    const current = limitInForce(row, at);
    const base = { playerId, kind: request.kind, period: request.period, updatedAt: at };
    if (request.kind === 'deposit' && wanted !== null) await repo.answerLimitStep(tx, playerId, 'limit', at);
    if (wanted !== null && (current === null || wanted <= current)) {
      await repo.saveLimit(tx, { ...base, amountEurCents: wanted, pendingAmountEurCents: null, pendingEffectiveAt: null });
      return { message: rgMessages.limitDecreased };
    }
    if (current === null) return { message: rgMessages.noLimitChosen };
    const pending = pendingOf(row, at);
    // The same raise asked again keeps its date: asking twice does not restart, nor shorten, the delay.
    const effectiveAt =
      pending && pending.pendingAmountEurCents === wanted ? pending.pendingEffectiveAt! : new Date(at.getTime() + LIMIT_INCREASE_DELAY_MS);
    await repo.saveLimit(tx, { ...base, amountEurCents: current, pendingAmountEurCents: wanted, pendingEffectiveAt: effectiveAt });
    return { message: rgMessages.limitIncreaseScheduled(formatInstant(effectiveAt)) };
  });
}

/**
 * Staff lowering a player's limit (or setting a first one): applies at once and cancels a pending raise, like the
 * player's own decrease. A raise or an equal amount is refused: only the player may loosen their limits.
 */
export async function lowerLimit(context: GamblingContext, playerId: string, request: Omit<LowerLimitRequest, 'reason'>): Promise<void> {
  const at = context.now();
  const wanted = eurCentsFromDecimal(request.amount);
  await context.db.transaction(async (tx) => {
    await repo.lockPlayer(tx, playerId);
    const row = (await repo.limitsOf(tx, playerId)).find((limit) => limit.kind === request.kind && limit.period === request.period);
    const current = limitInForce(row, at);
    if (current !== null && wanted >= current) throw new InvalidInput(playerAdminMessages.limitRaiseRefused);
    const base = { playerId, kind: request.kind, period: request.period, updatedAt: at };
    await repo.saveLimit(tx, { ...base, amountEurCents: wanted, pendingAmountEurCents: null, pendingEffectiveAt: null });
  });
}

/** Every kind and period with its limit, what the period has used, and any pending change. */
export async function describeLimits(context: GamblingContext, playerId: string): Promise<GamblingLimitsResponse> {
  const at = context.now();
  const rows = await repo.limitsOf(context.db, playerId);
  const usageByPeriod = new Map<LimitPeriod, PeriodUsage>();
  for (const period of limitPeriods) usageByPeriod.set(period, await usageOf(context.db, playerId, period, at));
  const limits: GamblingLimit[] = limitKinds.flatMap((kind) =>
    limitPeriods.map((period) => {
      const row = rows.find((limit) => limit.kind === kind && limit.period === period);
      const amount = limitInForce(row, at);
      const used = usedOf(kind, usageByPeriod.get(period)!);
      const pending = pendingOf(row, at);
      const left = amount === null ? null : amount - used;
      return {
        kind,
        period,
        amount: amount === null ? null : formatEurCents(amount),
        used: formatEurCents(used),
        remaining: left === null ? null : formatEurCents(left > 0n ? left : 0n),
        resetsAt: periodBounds(period, at).end.toISOString(),
        pending: pending
          ? {
              amount: pending.pendingAmountEurCents === null ? null : formatEurCents(pending.pendingAmountEurCents),
              effectiveAt: pending.pendingEffectiveAt!.toISOString(),
            }
          : null,
      };
    }),
  );
  return { currency: 'EUR', limits, limitStepAnswered: await repo.limitStepAnswered(context.db, playerId) };
}

export async function declineLimitStep(context: GamblingContext, playerId: string): Promise<{ message: string }> {
  await repo.answerLimitStep(context.db, playerId, 'no-limit', context.now());
  return { message: rgMessages.noLimitChosen };
}
