import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fairness/fair-random.ts';
import { addFractions, fractionToNumber } from '../exact-fraction.ts';
import { expectSimulatedRtp, FIXED_SEEDS, moments, scriptedRandom } from '../test-support.ts';
import { PLINKO_PAYTABLES, PLINKO_RISKS, type PlinkoRisk } from './plinko-paytables.ts';
import { dropBall, plinkoGame, plinkoPaytable, plinkoRtp, plinkoSlotProbabilities, PlinkoConfigError } from './plinko.ts';

/** Exact RTPs as documented in docs/rtp-table-games.md: [rows, risk, numerator, denominator]. */
const DOCUMENTED_RTPS: [number, PlinkoRisk, number, number][] = [
  [8, 'low', 1267, 1280],
  [9, 'low', 1267, 1280],
  [10, 'low', 1267, 1280],
  [11, 'low', 10137, 10240],
  [12, 'low', 20273, 20480],
  [13, 'low', 4055, 4096],
  [14, 'low', 40547, 40960],
  [15, 'low', 162201, 163840],
  [16, 'low', 324403, 327680],
  [8, 'medium', 633, 640],
  [9, 'medium', 1267, 1280],
  [10, 'medium', 633, 640],
  [11, 'medium', 2027, 2048],
  [12, 'medium', 10137, 10240],
  [13, 'medium', 10137, 10240],
  [14, 'medium', 40549, 40960],
  [15, 'medium', 162201, 163840],
  [16, 'medium', 324369, 327680],
  [8, 'high', 633, 640],
  [9, 'high', 1267, 1280],
  [10, 'high', 5067, 5120],
  [11, 'high', 10129, 10240],
  [12, 'high', 2027, 2048],
  [13, 'high', 40543, 40960],
  [14, 'high', 81097, 81920],
  [15, 'high', 40541, 40960],
  [16, 'high', 162169, 163840],
];

describe('plinko', () => {
  it('drops the ball along a fixed path for the fixed seeds', () => {
    const drop = dropBall(fairRandom(FIXED_SEEDS), 16, 'medium');
    expect(drop.path.map((bounce) => bounce[0]).join('')).toBe('rlrlllrlrrlrlrrr');
    expect(drop).toMatchObject({ slot: 9, multiplier: 0.4 });
  });

  it('bounces left below 0.5 and right from 0.5, landing in the slot counting the right bounces', () => {
    expect(dropBall(scriptedRandom([0.499_999, 0.5, 0, 0.999, 0.1, 0.2, 0.3, 0.4]), 8, 'low')).toEqual({
      path: ['left', 'right', 'left', 'right', 'left', 'left', 'left', 'left'],
      slot: 2,
      multiplier: 1.5,
    });
    expect(dropBall(scriptedRandom(Array<number>(8).fill(0.9)), 8, 'high')).toMatchObject({ slot: 8, multiplier: 30 });
    expect(dropBall(scriptedRandom(Array<number>(16).fill(0.1)), 16, 'high')).toMatchObject({ slot: 0, multiplier: 1000 });
    expect(dropBall(scriptedRandom(Array.from({ length: 12 }, (_, i) => (i % 2 ? 0.7 : 0.2))), 12, 'medium')).toMatchObject({
      slot: 6,
      multiplier: 0.3,
    });
  });

  it('has a symmetric table for every rows and risk, lowest in the middle and rising to the edges', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const table = plinkoPaytable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        for (let slot = 0; slot < rows / 2 - 0.5; slot++) expect(table[slot]).toBeGreaterThanOrEqual(table[slot + 1]!);
      }
    }
    expect(Object.keys(PLINKO_PAYTABLES)).toEqual(['low', 'medium', 'high']);
  });

  it('refuses rows outside 8–16 and unknown risks', () => {
    for (const rows of [7, 17, 8.5]) {
      expect(() => dropBall(scriptedRandom([]), rows, 'low')).toThrow(expect.objectContaining({ code: 'invalid-rows' }));
    }
    expect(() => plinkoPaytable(8, 'extreme' as PlinkoRisk)).toThrow(PlinkoConfigError);
  });

  it('reproduces the documented exact RTP of every table, Σ C(n, k) · m_k ÷ 2ⁿ, all within 0.989–0.990', () => {
    for (const [rows, risk, numerator, denominator] of DOCUMENTED_RTPS) {
      expect(plinkoRtp(rows, risk)).toEqual({ numerator: BigInt(numerator), denominator: BigInt(denominator) });
      expect(numerator / denominator).toBeGreaterThanOrEqual(0.989);
      expect(numerator / denominator).toBeLessThanOrEqual(0.99);
    }
    expect(DOCUMENTED_RTPS).toHaveLength(27);
    expect(plinkoSlotProbabilities(16).reduce(addFractions)).toEqual({ numerator: 1n, denominator: 1n });
    expect(plinkoGame.theoreticalRtp).toBe(324369 / 327680);
  });

  it('simulates 16 rows, medium risk within the 99 % interval of its RTP', () => {
    const table = plinkoPaytable(16, 'medium');
    const { sigma } = moments(
      plinkoSlotProbabilities(16).map((probability, slot) => ({
        multiplier: table[slot]!,
        probability: fractionToNumber(probability),
      })),
    );
    expectSimulatedRtp(plinkoGame, 200_000, 4, sigma);
  });
});
