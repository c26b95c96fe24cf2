import { responsibleGamblingMessages as rgMessages, type LimitKind, type LimitPeriod } from '@lodestar/contracts';
import type { Transaction } from '../../db/client.ts';
import { DomainError, LimitReached } from '../../platform/domain-errors.ts';
import { assertMayGamble } from './exclusions.ts';
import { dayOf, formatEurCents, type GamblingContext } from './gambling-context.ts';
import { limitInForce, usedOf } from './limits.ts';
import { responsibleGamblingRepo as repo, type MoneyStanding } from './repo.ts';

// The checks every money path makes, inside the transaction that moves the money (DESIGN.md "Bonuses, loyalty and
// responsible gambling"): refused when locked, on a break, or over a limit; usage recorded with the movement.

/** Throws LimitReached when adding `amount` to what the periods used would pass a limit of these kinds. */
function assertWithinLimits(context: GamblingContext, standing: MoneyStanding, kinds: LimitKind[], amount: bigint): void {
  const at = context.now();
  for (const row of standing.limits.filter((limit) => kinds.includes(limit.kind))) {
    const limit = limitInForce(row, at);
    if (limit === null) continue;
    const used = usedOf(row.kind, row.usage);
    if (used + amount > limit) throw limitError(row.kind, row.period, limit - used);
  }
}

function limitError(kind: LimitKind, period: LimitPeriod, left: bigint): LimitReached {
  if (kind === 'deposit') return new LimitReached(rgMessages.depositLimitReached(formatEurCents(left > 0n ? left : 0n), period));
  return new LimitReached(kind === 'loss' ? rgMessages.lossLimitReached(period) : rgMessages.wagerLimitReached(period));
}

/**
 * A stake about to be taken: refused for a player who may not gamble, or when it would pass a wager limit or (if
 * lost) a loss limit; otherwise counted. Two bets of one player serialise on the player's lock, so they cannot
 * both pass a limit they exceed together. `winEurCents`: the win of the stake's instant round, paid in the same
 * transaction (a play call), counted with it as countWin would count it; the checks are the stake's alone, as before it.
 */
export async function chargeStake(
  context: GamblingContext,
  tx: Transaction,
  playerId: string,
  stakeEurCents: bigint,
  winEurCents = 0n,
): Promise<void> {
  await repo.lockPlayer(tx, playerId);
  // The stake is counted in the statement that reads the standing (which sees the usage before it): a refusal throws,
  // and the stake's transaction, count included, is undone.
  const adding = stakeEurCents > 0n || winEurCents > 0n ? { staked: stakeEurCents, won: winEurCents } : undefined;
  const standing = await assertMayGamble(context, tx, playerId, adding);
  assertWithinLimits(context, standing, ['wager', 'loss'], stakeEurCents);
}

/** A win paid: counted against losses, never refused (wins of bets already placed always settle). */
export async function countWin(context: GamblingContext, tx: Transaction, playerId: string, winEurCents: bigint): Promise<void> {
  if (winEurCents > 0n) await repo.addActivity(tx, playerId, dayOf(context.now()), { won: winEurCents });
}

/** A stake rolled back: no longer wagered, on the day it was taken. Never refused. */
export async function uncountStake(tx: Transaction, playerId: string, stakeEurCents: bigint, stakedAt: Date): Promise<void> {
  if (stakeEurCents > 0n) await repo.addActivity(tx, playerId, dayOf(stakedAt), { staked: -stakeEurCents });
}

/** Before a deposit is started: the same refusals as at credit, without counting anything yet. */
export async function assertDepositAllowed(context: GamblingContext, playerId: string, eurCents: bigint): Promise<void> {
  const standing = await assertMayGamble(context, context.db, playerId);
  assertWithinLimits(context, standing, ['deposit'], eurCents);
}

/**
 * A deposit about to be credited: admitted and counted, or the reason it must stay out of play (the player is
 * locked, on a break, or the limit was used meanwhile). An error while checking throws: nothing is credited.
 */
export async function admitDeposit(context: GamblingContext, tx: Transaction, playerId: string, eurCents: bigint): Promise<string | undefined> {
  try {
    await repo.lockPlayer(tx, playerId);
    const standing = await assertMayGamble(context, tx, playerId);
    assertWithinLimits(context, standing, ['deposit'], eurCents);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  await repo.addActivity(tx, playerId, dayOf(context.now()), { deposited: eurCents });
  return undefined;
}
