import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fairness/fair-random.ts';
import { addFractions, fractionToNumber } from '../exact-fraction.ts';
import { expectSimulatedRtp, FIXED_SEEDS, moments } from '../test-support.ts';
import { KENO_PAYTABLES, KENO_RISKS, type KenoRisk } from './keno-paytables.ts';
import { drawKenoNumbers, kenoGame, kenoHitProbabilities, kenoMultiplier, kenoPaytable, kenoRtp, KenoBetError, playKeno } from './keno.ts';

/** The fixed seeds draw these ten numbers, in this order. */
const FIXED_DRAW = [22, 4, 28, 13, 10, 18, 26, 1, 35, 38];

/** Exact RTPs as documented in docs/rtp-table-games.md, by risk, for 1 … 10 picks: [numerator, denominator]. */
const DOCUMENTED_RTPS: Record<KenoRisk, [bigint, bigint][]> = {
  low: [
    [99n, 100n],
    [257n, 260n],
    [489n, 494n],
    [180751n, 182780n],
    [72373n, 73112n],
    [72303n, 73112n],
    [6147247n, 6214520n],
    [84537449n, 85449650n],
    [1422937n, 1439152n],
    [1675297451n, 1695321056n],
  ],
  medium: [
    [99n, 100n],
    [257n, 260n],
    [1503n, 1520n],
    [19047n, 19240n],
    [2783n, 2812n],
    [72361n, 73112n],
    [307409n, 310726n],
    [42276991n, 42724825n],
    [711749n, 719576n],
    [418979723n, 423830264n],
  ],
  high: [
    [99n, 100n],
    [99n, 100n],
    [489n, 494n],
    [45228n, 45695n],
    [36167n, 36556n],
    [45232n, 45695n],
    [3074989n, 3107260n],
    [1691639n, 1708993n],
    [1353307961n, 1367194400n],
    [10489735649n, 10595756600n],
  ],
};

describe('keno', () => {
  it('draws ten distinct numbers from 1–40 as Stake does (drawFromRemaining) for the fixed seeds', () => {
    expect(drawKenoNumbers(fairRandom(FIXED_SEEDS))).toEqual(FIXED_DRAW);
    expect(playKeno(fairRandom(FIXED_SEEDS), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'medium')).toEqual({
      drawn: FIXED_DRAW,
      matched: [1, 4, 10],
      hits: 3,
      multiplier: 0,
    });
  });

  it('looks the payout up by pick count, hits and risk', () => {
    const play = (picks: number[], risk: KenoRisk) => playKeno(fairRandom(FIXED_SEEDS), picks, risk);
    expect(play(FIXED_DRAW, 'medium')).toMatchObject({ hits: 10, multiplier: 1000 });
    expect(play([22, 5, 28, 1, 2], 'high')).toMatchObject({ matched: [22, 28, 1], hits: 3, multiplier: 5.23 });
    expect(play([22, 5, 28, 1, 2], 'low')).toMatchObject({ hits: 3, multiplier: 3.36 });
    expect(play([40], 'low')).toMatchObject({ hits: 0, multiplier: 0.7 });
    expect(play([40], 'high')).toMatchObject({ hits: 0, multiplier: 0 });
    expect(play([38, 22, 2, 3, 5, 6], 'medium')).toMatchObject({ matched: [38, 22], hits: 2, multiplier: 0.5 });
    expect(kenoMultiplier(10, 5, 'high')).toBe(11.41);
    expect(() => kenoMultiplier(3, 4, 'low')).toThrow(KenoBetError);
    expect(() => kenoMultiplier(3, 4, 'low')).toThrow(expect.objectContaining({ code: 'invalid-hits' }));
  });

  it('refuses bad picks and risks', () => {
    const refused = [[], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [1, 1], [0], [41], [2.5]];
    for (const picks of refused) {
      expect(() => playKeno(fairRandom(FIXED_SEEDS), picks, 'low')).toThrow(expect.objectContaining({ code: 'invalid-picks' }));
    }
    expect(() => playKeno(fairRandom(FIXED_SEEDS), [1], 'wild' as KenoRisk)).toThrow(expect.objectContaining({ code: 'invalid-risk' }));
  });

  it('has a paytable for each pick count and risk, never paying less for more hits', () => {
    for (const risk of KENO_RISKS) {
      expect(KENO_PAYTABLES[risk]).toHaveLength(10);
      for (let picks = 1; picks <= 10; picks++) {
        const table = kenoPaytable(picks, risk);
        expect(table).toHaveLength(picks + 1);
        for (let hits = 1; hits <= picks; hits++) expect(table[hits]).toBeGreaterThanOrEqual(table[hits - 1]!);
      }
    }
  });

  it('reproduces the documented exact RTPs from the hypergeometric distribution, all within 0.988–0.990', () => {
    for (const risk of KENO_RISKS) {
      DOCUMENTED_RTPS[risk].forEach(([numerator, denominator], index) => {
        expect(kenoRtp(index + 1, risk)).toEqual({ numerator, denominator });
        expect(Number(numerator) / Number(denominator)).toBeGreaterThanOrEqual(0.988);
        expect(Number(numerator) / Number(denominator)).toBeLessThanOrEqual(0.99);
      });
    }
    for (let picks = 1; picks <= 10; picks++) {
      expect(kenoHitProbabilities(picks).reduce(addFractions)).toEqual({ numerator: 1n, denominator: 1n });
    }
    expect(kenoGame.theoreticalRtp).toBe(418979723 / 423830264);
  });

  it('simulates 10 picks, medium risk within the 99 % interval of its RTP', () => {
    const table = kenoPaytable(10, 'medium');
    const { sigma } = moments(
      kenoHitProbabilities(10).map((probability, hits) => ({ multiplier: table[hits]!, probability: fractionToNumber(probability) })),
    );
    expectSimulatedRtp(kenoGame, 200_000, 6, sigma);
  });
});
