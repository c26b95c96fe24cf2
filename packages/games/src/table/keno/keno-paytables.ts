/**
 * Multipliers by pick count (1–10) and number of hits (index 0 … picks), per risk. Each table's exact RTP,
 * Σ_h C(p, h) · C(40 − p, 10 − h) · m_h ÷ C(40, 10), lies between 0.988 and 0.990 (0.99 exactly for some): one
 * tier of each table was solved for 0.99 and rounded down to two decimals, the others are round numbers. The
 * RTPs are listed in docs/rtp-table-games.md and checked by keno.test.ts.
 */
export type KenoRisk = 'low' | 'medium' | 'high';

export const KENO_RISKS: readonly KenoRisk[] = ['low', 'medium', 'high'];

/** KENO_PAYTABLES[risk][picks - 1][hits]. */
export const KENO_PAYTABLES: Readonly<Record<KenoRisk, readonly (readonly number[])[]>> = {
  low: [
    [0.7, 1.86],
    [0, 1.82, 5],
    [0, 1, 1.8, 25],
    [0, 0.5, 1.94, 6, 50],
    [0, 0.3, 1.5, 3.36, 15, 100],
    [0, 0, 1.1, 2.8, 8, 40, 200],
    [0, 0, 0.5, 2.46, 5, 20, 100, 500],
    [0, 0, 0.3, 1.53, 4, 12, 60, 300, 1000],
    [0, 0, 0.4, 1.58, 2.5, 4, 15, 100, 500, 1000],
    [0, 0, 0.3, 1.14, 2, 4, 10, 50, 250, 1000, 1000],
  ],
  medium: [
    [0.4, 2.76],
    [0, 1.52, 7],
    [0, 0.5, 2.07, 40],
    [0, 0, 1.71, 10, 100],
    [0, 0, 1.2, 3.81, 25, 300],
    [0, 0, 0.5, 3.2, 10, 80, 500],
    [0, 0, 0, 2.9, 5, 30, 200, 800],
    [0, 0, 0, 2.04, 3.5, 12, 80, 400, 1000],
    [0, 0, 0, 1.33, 2.5, 8, 40, 200, 800, 1000],
    [0, 0, 0, 0, 2.4, 8, 25, 200, 500, 1000, 1000],
  ],
  high: [
    [0, 3.96],
    [0, 0, 17.16],
    [0, 0, 2.8, 50],
    [0, 0, 0, 13.46, 200],
    [0, 0, 0, 5.23, 40, 500],
    [0, 0, 0, 0, 26.88, 150, 1000],
    [0, 0, 0, 0, 10.09, 60, 500, 1000],
    [0, 0, 0, 0, 5.1, 25, 200, 800, 1000],
    [0, 0, 0, 0, 0, 22.87, 100, 500, 1000, 1000],
    [0, 0, 0, 0, 0, 11.41, 50, 250, 1000, 1000, 1000],
  ],
};
