/**
 * The single-zero wheel and the betting layout as data. Pockets are the numbers 0–36; on the layout the numbers
 * 1–36 sit in 12 rows of three (a row is a "street": 1-2-3, 4-5-6, …) and three columns (1-4-7…, 2-5-8…, 3-6-9…),
 * with 0 above the first row.
 */
export const ROULETTE_POCKET_COUNT = 37;

/** Pockets clockwise around a European wheel, from the zero. */
export const EUROPEAN_WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(pocket: number): PocketColor {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

/** The layout row (street, 1–12) and column (1–3) of a number 1–36. */
export function layoutPosition(number: number): { row: number; column: number } {
  return { row: Math.ceil(number / 3), column: ((number - 1) % 3) + 1 };
}

const rows = Array.from({ length: 12 }, (_, index) => [3 * index + 1, 3 * index + 2, 3 * index + 3] as const);

/** Two numbers side by side or one above the other on the layout, and the zero with 1, 2 or 3. */
export const SPLITS: readonly (readonly number[])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  ...rows.flatMap(([a, b, c]) => [
    [a, b],
    [b, c],
  ]),
  ...rows.slice(0, 11).flatMap((row) => row.map((number) => [number, number + 3])),
];

/** A row of three, and the two "trios" with the zero (0-1-2, 0-2-3), which pay as a street. */
export const STREETS: readonly (readonly number[])[] = [[0, 1, 2], [0, 2, 3], ...rows.map((row) => [...row])];

/** Four numbers meeting at a corner, and the "first four" 0-1-2-3, which pays as a corner. */
export const CORNERS: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  ...rows.slice(0, 11).flatMap(([a, b]) => [
    [a, a + 1, a + 3, a + 4],
    [b, b + 1, b + 3, b + 4],
  ]),
];

/** Two adjacent rows. */
export const SIX_LINES: readonly (readonly number[])[] = rows.slice(0, 11).map(([a]) => [a, a + 1, a + 2, a + 3, a + 4, a + 5]);
