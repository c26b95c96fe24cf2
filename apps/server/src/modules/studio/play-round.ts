import {
  catalogueAdminMessages,
  formatMinorUnits,
  promotionMessages,
  studioParamsByGame,
  toEurCents,
  type PlayRoundRequest,
  type RoundResponse,
} from '@lodestar/contracts';
import { fairRandom, jackpotDrawFloat } from '@lodestar/games';
import { GameDisabled, InvalidBet, RoundStillOpen, StakeOutOfLimits } from '../../platform/domain-errors.ts';
import { jackpotContributionOf } from './jackpot.ts';
import type { PendingStep } from './schema.ts';
import type { RoundSeeds } from './seeds.ts';
import { settlePendingStep } from './settlement.ts';
import { stakeLimitsFor } from './stake-limits.ts';
import {
  engineStep,
  moveDemoMoney,
  recoverStalePending,
  roundAnswer,
  seatOf,
  walletSeatOf,
  type Seat,
  type StudioContext,
} from './studio-context.ts';
import { studioMessages } from './studio-messages.ts';

const parsedParams = (seat: Seat, params: Record<string, unknown>): Record<string, unknown> => {
  const parsed = studioParamsByGame[seat.kind].safeParse(params);
  if (!parsed.success) throw new InvalidBet(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; '));
  return parsed.data;
};

/** Roulette's stake is the sum of its bets' stakes; every other game takes the request's. */
const stakeOf = (seat: Seat, request: PlayRoundRequest, params: Record<string, unknown>): bigint =>
  seat.kind === 'roulette' ? (params.bets as { stake: string }[]).reduce((sum, bet) => sum + BigInt(bet.stake), 0n) : BigInt(request.stake);

/**
 * The limits hold for the round's stake and, at roulette, for every bet on the table, as at a real table; while the
 * player wagers a bonus, its maximum too: refused here with its own message, before any money moves.
 */
const checkStake = async ({ currencies, promotions }: StudioContext, seat: Seat, stake: bigint, params: Record<string, unknown>) => {
  const currency = await currencies.get(seat.session.currency);
  const limits = stakeLimitsFor(currency);
  const shown = (amount: bigint) => `${formatMinorUnits(amount, currency.subunitsToUnit)} ${currency.displayCode}`;
  if (stake < limits.minStake) throw new StakeOutOfLimits(studioMessages.stakeBelowMinimum(shown(limits.minStake)));
  if (seat.kind === 'roulette' && (params.bets as { stake: string }[]).some((bet) => BigInt(bet.stake) < limits.minStake)) {
    throw new StakeOutOfLimits(studioMessages.rouletteBetBelowMinimum(shown(limits.minStake)));
  }
  if (stake > limits.maxStake) throw new StakeOutOfLimits(studioMessages.stakeAboveMaximum(shown(limits.maxStake)));
  if (seat.session.mode !== 'real') return { currency, freeSpins: null };
  const { maxStake, freeSpins } = await promotions.bonusTermsAt(seat.session.playerId!, currency.code, seat.game.id);
  if (maxStake !== null && stake > maxStake) throw new StakeOutOfLimits(promotionMessages.stakeAboveBonusMaximum(shown(maxStake)));
  // What the answer tells of free spins: a stake of cash or bonus leaves them as they were (a promotion with spins
  // left cannot complete), so the terms read here serve it without a second read.
  return { currency, freeSpins: freeSpins && { left: freeSpins.left, stake: freeSpins.stake.toString() } };
};

/** A free spin is a real-money slot round at the stake its promotion fixed; without one left here it is refused. */
const freeSpinStakeOf = async ({ promotions }: StudioContext, seat: Seat): Promise<bigint> => {
  const terms =
    seat.session.mode === 'real' && seat.kind === 'slot'
      ? await promotions.bonusTermsAt(seat.session.playerId!, seat.session.currency, seat.game.id)
      : undefined;
  if (!terms?.freeSpins) throw new InvalidBet(promotionMessages.noFreeSpins);
  return terms.freeSpins.stake;
};

/**
 * Opens a round: stake and params checked, a nonce taken and the round written before any money moves, then the
 * wager (and, when the round is over at once, the win) settled.
 */
export async function playRound(context: StudioContext, token: string | undefined, request: PlayRoundRequest): Promise<RoundResponse> {
  const { db, seeds, wallet, jackpotChance } = context;
  const seat = await seatOf(context, token);
  // Only new rounds: one already running on a game staff took off the lobby still finishes (act-on-round).
  if (!seat.game.enabled) throw new GameDisabled(catalogueAdminMessages.gameDisabled);
  const params = parsedParams(seat, request.params);
  const freeSpin = request.freeSpin === true;
  const stake = freeSpin ? await freeSpinStakeOf(context, seat) : stakeOf(seat, request, params);
  // A free spin's stake was fixed at its grant: today's rate may put it below the table minimum, and it is the house's.
  // A free spin uses one up: the answer reads what is left afterwards.
  const checked = freeSpin ? undefined : await checkStake(context, seat, stake, params);
  const currency = checked?.currency ?? (await context.currencies.get(seat.session.currency));
  const real = seat.session.mode === 'real';
  const feedsJackpot = real && seat.game.hasJackpot && !freeSpin;

  /** The round played on the seeds it opens with: a real-money one waits, pending, for the wallet to take its money. */
  const roundOn = (fairness: RoundSeeds) => {
    const step = engineStep(() => seat.engine.start(seat.game.launchId, fairRandom(fairness), params, stake));
    const payout = step.finished ? seat.engine.payout(step.state) : 0n;
    const jackpotHit =
      feedsJackpot &&
      jackpotDrawFloat(fairness) < jackpotChance(toEurCents(step.staked, { subunits_to_unit: currency.subunitsToUnit, eurRate: currency.eurRate }));
    const common = {
      gameSessionId: seat.session.id,
      playerId: seat.session.playerId,
      gameId: seat.game.id,
      launchId: seat.game.launchId,
      mode: seat.session.mode,
      currency: seat.session.currency,
      params,
    };
    if (!real) {
      const status = step.finished ? ('closed' as const) : ('open' as const);
      return { step, payout, values: { ...common, status, state: step.state, stake: step.staked, payout, wagers: 1 } };
    }
    const pending: PendingStep = {
      state: step.state,
      staked: step.staked.toString(),
      finished: step.finished,
      payout: payout.toString(),
      action: null,
      ...(freeSpin ? { freeSpin: true } : {}),
    };
    const jackpotContribution = feedsJackpot ? jackpotContributionOf(step.staked) : 0n;
    return { step, payout, values: { ...common, status: 'pending' as const, pending, jackpotHit, jackpotContribution } };
  };
  // A real-money round is one statement, its money moved afterwards by the wallet; a demo one moves its virtual money
  // in the same transaction.
  const openRound = async () => {
    if (real) {
      const { round } = await context.roundStatements(seat.session.playerId!, (executor) => seeds.openRound(executor, seat.owner, roundOn));
      return { round, balance: undefined };
    }
    return db.transaction(async (tx) => {
      const { round, step, payout } = await seeds.openRound(tx, seat.owner, roundOn);
      return { round, balance: await moveDemoMoney(tx, seat, step.staked, payout) };
    });
  };
  // The session's unfinished round blocks a new one; only a stale pending one is settled (then the new round goes on).
  let known = checked;
  const opened = await openRound().catch(async (error: unknown) => {
    if (error instanceof RoundStillOpen && (await recoverStalePending(context, seat)).recovered) {
      // The round it settled may have been a free spin: the terms read before it are no longer the answer's.
      known = undefined;
      return openRound();
    }
    throw error;
  });

  if (opened.balance !== undefined) return roundAnswer(context, seat, opened.round, opened.balance, known);
  const settled = await settlePendingStep(db, wallet, walletSeatOf(seat), opened.round, { roundStatements: context.roundStatements });
  return roundAnswer(context, seat, settled, settled.balance, known);
}
