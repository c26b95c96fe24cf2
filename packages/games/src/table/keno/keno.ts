import { drawFromRemaining, type RandomSource } from '../../fairness/fair-random.ts';
import type { SimulatableGame } from '../../simulatable-game.ts';
import { binomial } from '../binomial.ts';
import { fraction, fractionToNumber, type Fraction } from '../exact-fraction.ts';
import { multiplierInTenThousandths, MULTIPLIER_SCALE } from '../multiplier.ts';
import { TableGameError } from '../table-game-error.ts';
import { KENO_PAYTABLES, KENO_RISKS, type KenoRisk } from './keno-paytables.ts';

/** Numbers 1–40 on the board, 10 drawn each round. */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;

export type KenoBetErrorCode = 'invalid-picks' | 'invalid-risk' | 'invalid-hits';

export class KenoBetError extends TableGameError<KenoBetErrorCode> {}

function checkPicks(picks: readonly number[]): void {
  const valid =
    picks.length >= KENO_MIN_PICKS &&
    picks.length <= KENO_MAX_PICKS &&
    picks.every((number) => Number.isInteger(number) && number >= 1 && number <= KENO_NUMBERS) &&
    new Set(picks).size === picks.length;
  if (!valid) throw new KenoBetError('invalid-picks', 'Pick 1 to 10 different numbers from 1 to 40');
}

/** The multipliers for a pick count, indexed by hits. */
export function kenoPaytable(pickCount: number, risk: KenoRisk): readonly number[] {
  if (!KENO_RISKS.includes(risk)) throw new KenoBetError('invalid-risk', 'The risk is low, medium or high');
  const paytable = Number.isInteger(pickCount) ? KENO_PAYTABLES[risk][pickCount - 1] : undefined;
  if (!paytable) throw new KenoBetError('invalid-picks', 'Pick 1 to 10 different numbers from 1 to 40');
  return paytable;
}

export function kenoMultiplier(pickCount: number, hits: number, risk: KenoRisk): number {
  const multiplier = kenoPaytable(pickCount, risk)[hits];
  if (multiplier === undefined) throw new KenoBetError('invalid-hits', `${hits} hits are impossible with ${pickCount} picks`);
  return multiplier;
}

/**
 * The 10 drawn numbers (1–40) in draw order, as Stake draws them: the k-th float picks ⌊f · remaining⌋ among
 * the numbers not drawn yet, in ascending order, and removes it (drawFromRemaining).
 */
export function drawKenoNumbers(random: RandomSource): number[] {
  return drawFromRemaining(random, KENO_NUMBERS, KENO_DRAWN).map((index) => index + 1);
}

export interface KenoResult {
  drawn: number[];
  /** The player's numbers that were drawn, in the order picked. */
  matched: number[];
  hits: number;
  multiplier: number;
}

export function playKeno(random: RandomSource, picks: readonly number[], risk: KenoRisk): KenoResult {
  checkPicks(picks);
  const paytable = kenoPaytable(picks.length, risk);
  const drawn = drawKenoNumbers(random);
  const matched = picks.filter((number) => drawn.includes(number));
  return { drawn, matched, hits: matched.length, multiplier: paytable[matched.length]! };
}

/**
 * P(h hits | p picks), hypergeometric: of the C(40, 10) equally likely draws, C(p, h) · C(40 − p, 10 − h) contain
 * exactly h of the p picked numbers.
 */
export function kenoHitProbabilities(pickCount: number): Fraction[] {
  return Array.from({ length: pickCount + 1 }, (_, hits) =>
    fraction(binomial(pickCount, hits) * binomial(KENO_NUMBERS - pickCount, KENO_DRAWN - hits), binomial(KENO_NUMBERS, KENO_DRAWN)),
  );
}

/** Exact RTP = Σ_h C(p, h) · C(40 − p, 10 − h) · m_h ÷ C(40, 10); which numbers are picked does not matter. */
export function kenoRtp(pickCount: number, risk: KenoRisk): Fraction {
  const paytable = kenoPaytable(pickCount, risk);
  const weighted = paytable.reduce(
    (sum, multiplier, hits) =>
      sum + binomial(pickCount, hits) * binomial(KENO_NUMBERS - pickCount, KENO_DRAWN - hits) * multiplierInTenThousandths(multiplier),
    0n,
  );
  return fraction(weighted, binomial(KENO_NUMBERS, KENO_DRAWN) * BigInt(MULTIPLIER_SCALE));
}

/** Reference configuration: 10 picks (1–10; any ten numbers are equivalent), medium risk. */
export const KENO_REFERENCE = { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], risk: 'medium' } as const;

export const kenoGame: SimulatableGame = {
  id: 'keno',
  name: 'Keno (10 picks, medium risk)',
  theoreticalRtp: fractionToNumber(kenoRtp(KENO_REFERENCE.picks.length, KENO_REFERENCE.risk)),
  simulateRound: (random) => playKeno(random, KENO_REFERENCE.picks, KENO_REFERENCE.risk).multiplier,
};

export const kenoRules: readonly string[] = [
  'Pick 1 to 10 numbers from 1 to 40 and a risk level, then play: 10 of the 40 numbers are drawn.',
  'Your payout depends on how many of your numbers are drawn (hits), as the paytable for your pick count and risk ' + 'shows.',
  'Higher risk pays more for many hits and less or nothing for few. RTP 98.8 %–99.0 % depending on picks and risk ' + '(see the paytable).',
];
