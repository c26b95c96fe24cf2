import { CORNERS, layoutPosition, pocketColor, SIX_LINES, SPLITS, STREETS } from '@lodestar/games';
import type { BetSpot } from './roulette-bets.ts';

/**
 * Where each inside bet sits on the number grid, and what each spot is called for screen readers.
 *
 * Positions are in grid units: `street` runs 0–12 along the twelve rows of three (0 is the edge by the zero),
 * `column` 0–3 across the three columns (0 is the edge by the outside bets). A split sits on the line between
 * its two numbers, a corner where four numbers meet, a street and a six line on the outer edge of their rows.
 * The board turns these into percentages for whichever way it is drawn (upright on phones, sideways on desks).
 */
export interface GridPoint {
  street: number;
  column: number;
}

export interface InsideHotspot {
  spot: BetSpot;
  at: GridPoint;
}

function centreOf(number: number): GridPoint {
  const { row, column } = layoutPosition(number);
  return { street: row - 0.5, column: column - 0.5 };
}

function splitPoint([a, b]: readonly number[]): GridPoint {
  if (a === 0) return { street: 0, column: centreOf(b!).column };
  const first = centreOf(a!);
  const second = centreOf(b!);
  return { street: (first.street + second.street) / 2, column: (first.column + second.column) / 2 };
}

function streetPoint(numbers: readonly number[]): GridPoint {
  // The trios 0-1-2 and 0-2-3 sit where the zero meets the line between their two numbers.
  if (numbers[0] === 0) return { street: 0, column: numbers[2] === 2 ? 1 : 2 };
  return { street: centreOf(numbers[0]!).street, column: 0 };
}

function cornerPoint(numbers: readonly number[]): GridPoint {
  if (numbers[0] === 0) return { street: 0, column: 0 };
  const { row, column } = layoutPosition(numbers[0]!);
  return { street: row, column };
}

function sixLinePoint(numbers: readonly number[]): GridPoint {
  return { street: layoutPosition(numbers[0]!).row, column: 0 };
}

/** Every split, street, corner and six line the engine accepts, with its place on the grid. */
export const INSIDE_HOTSPOTS: readonly InsideHotspot[] = [
  ...SPLITS.map((numbers) => ({ spot: { type: 'split' as const, numbers }, at: splitPoint(numbers) })),
  ...STREETS.map((numbers) => ({ spot: { type: 'street' as const, numbers }, at: streetPoint(numbers) })),
  ...CORNERS.map((numbers) => ({ spot: { type: 'corner' as const, numbers }, at: cornerPoint(numbers) })),
  ...SIX_LINES.map((numbers) => ({ spot: { type: 'six-line' as const, numbers }, at: sixLinePoint(numbers) })),
];

const ordinal = (value: 1 | 2 | 3) => ['1st', '2nd', '3rd'][value - 1]!;

const evenMoneyNames = { red: 'Red', black: 'Black', even: 'Even', odd: 'Odd', low: '1 to 18', high: '19 to 36' } as const;

/** "17 red", "Split 1 and 2", "Corner 1, 2, 4, 5", "2nd column", "1 to 18". */
export function spotName(spot: BetSpot): string {
  if ('numbers' in spot) {
    const numbers = spot.numbers;
    switch (spot.type) {
      case 'straight':
        return `${numbers[0]} ${pocketColor(numbers[0]!)}`;
      case 'split':
        return `Split ${numbers.join(' and ')}`;
      case 'street':
        return `Street ${numbers.join(', ')}`;
      case 'corner':
        return `Corner ${numbers.join(', ')}`;
      case 'six-line':
        return `Six line ${numbers[0]} to ${numbers[numbers.length - 1]}`;
    }
  }
  if (spot.type === 'column') return `${ordinal(spot.column)} column`;
  if (spot.type === 'dozen') return `${ordinal(spot.dozen)} dozen, ${12 * spot.dozen - 11} to ${12 * spot.dozen}`;
  return evenMoneyNames[spot.type];
}
