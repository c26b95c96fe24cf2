import { pickIndex, type RandomSource } from '../../fairness/fair-random.ts';
import type { SimulatableGame } from '../../simulatable-game.ts';
import { binomial } from '../binomial.ts';
import { fraction, fractionToNumber, type Fraction } from '../exact-fraction.ts';
import { multiplierInTenThousandths, MULTIPLIER_SCALE } from '../multiplier.ts';
import { TableGameError } from '../table-game-error.ts';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_PAYTABLES, PLINKO_RISKS, type PlinkoRisk, type PlinkoRows } from './plinko-paytables.ts';

export type PlinkoConfigErrorCode = 'invalid-rows' | 'invalid-risk';

export class PlinkoConfigError extends TableGameError<PlinkoConfigErrorCode> {}

export type PlinkoBounce = 'left' | 'right';

export interface PlinkoDrop {
  /** One bounce per row, top to bottom: a float below 0.5 goes left, otherwise right. */
  path: PlinkoBounce[];
  /** 0 (far left) … rows (far right): the number of bounces to the right. */
  slot: number;
  multiplier: number;
}

/** The slot multipliers, left to right, after checking rows (8–16) and risk. */
export function plinkoPaytable(rows: number, risk: PlinkoRisk): readonly number[] {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) {
    throw new PlinkoConfigError('invalid-rows', `Plinko has ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS} rows`);
  }
  if (!PLINKO_RISKS.includes(risk)) throw new PlinkoConfigError('invalid-risk', 'The risk is low, medium or high');
  return PLINKO_PAYTABLES[risk][rows as PlinkoRows];
}

export function dropBall(random: RandomSource, rows: number, risk: PlinkoRisk): PlinkoDrop {
  const paytable = plinkoPaytable(rows, risk);
  const path = Array.from({ length: rows }, (): PlinkoBounce => (pickIndex(random, 2) === 1 ? 'right' : 'left'));
  const slot = path.filter((bounce) => bounce === 'right').length;
  return { path, slot, multiplier: paytable[slot]! };
}

/** P(slot k) = C(rows, k) ÷ 2^rows: each of the 2^rows paths is equally likely and C(rows, k) end in slot k. */
export function plinkoSlotProbabilities(rows: number): Fraction[] {
  return Array.from({ length: rows + 1 }, (_, slot) => fraction(binomial(rows, slot), 2n ** BigInt(rows)));
}

/** Exact RTP = Σ_k C(rows, k) · m_k ÷ 2^rows. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): Fraction {
  const paytable = plinkoPaytable(rows, risk);
  const weighted = paytable.reduce((sum, multiplier, slot) => sum + binomial(rows, slot) * multiplierInTenThousandths(multiplier), 0n);
  return fraction(weighted, 2n ** BigInt(rows) * BigInt(MULTIPLIER_SCALE));
}

/** Reference configuration: 16 rows, medium risk. */
export const PLINKO_REFERENCE = { rows: 16, risk: 'medium' } as const;

export const plinkoGame: SimulatableGame = {
  id: 'plinko',
  name: 'Plinko (16 rows, medium risk)',
  theoreticalRtp: fractionToNumber(plinkoRtp(PLINKO_REFERENCE.rows, PLINKO_REFERENCE.risk)),
  simulateRound: (random) => dropBall(random, PLINKO_REFERENCE.rows, PLINKO_REFERENCE.risk).multiplier,
};

export const plinkoRules: readonly string[] = [
  'Choose 8 to 16 rows of pins and a risk level, then drop the ball.',
  'At every row the ball bounces left or right with equal chance and lands in one of the slots at the bottom; ' + 'the slot shows your multiplier.',
  'Edge slots are rare and pay the most; higher risk pays more at the edges and less in the middle. ' +
    'RTP 98.9 %–99.0 % depending on rows and risk (see the paytable).',
];
