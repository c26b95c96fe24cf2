import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fairness/fair-random.ts';
import { fraction, fractionToNumber } from '../exact-fraction.ts';
import { expectSimulatedRtp, firstFixedFloat, FIXED_SEEDS, moments, scriptedRandom } from '../test-support.ts';
import { limboGame, limboResult, limboRtp, limboWinProbability, LimboBetError, playLimbo } from './limbo.ts';

const RESOLUTION = 2 ** 32;
/** The float k ÷ 2³², as the fair stream yields it. */
const floatOf = (k: number) => k / RESOLUTION;

describe('limbo', () => {
  it('draws 2.17× for the fixed seeds: ⌊0.99 ÷ (1 − f) × 100⌋ ÷ 100', () => {
    expect(limboResult(fairRandom(FIXED_SEEDS))).toBe(2.17);
    expect(Math.floor((0.99 / (1 - firstFixedFloat())) * 100) / 100).toBe(2.17);
  });

  it('floors the result at 1.00× and reaches 99 × 2³² hundredths at the top float', () => {
    expect(limboResult(scriptedRandom([0]))).toBe(1);
    expect(limboResult(scriptedRandom([0.5]))).toBe(1.98);
    expect(limboResult(scriptedRandom([floatOf(RESOLUTION - 1)]))).toBe((99 * RESOLUTION) / 100);
  });

  it('wins exactly from the first float whose result reaches the target', () => {
    for (const target of [1.01, 2, 3.33, 100, 1_000_000]) {
      const hundredths = Math.round(target * 100);
      // The count of winning floats is ⌊99 · 2³² ÷ T⌋: the smallest winning k is 2³² minus that count.
      const winningFloats = Math.floor((99 * RESOLUTION) / hundredths);
      const firstWinningK = RESOLUTION - winningFloats;
      expect(playLimbo(scriptedRandom([floatOf(firstWinningK)]), target)).toMatchObject({ won: true, multiplier: target });
      const justBelow = playLimbo(scriptedRandom([floatOf(firstWinningK - 1)]), target);
      expect(justBelow).toMatchObject({ won: false, multiplier: 0 });
      expect(justBelow.result).toBeLessThan(target);
      expect(limboWinProbability(target)).toEqual(fraction(BigInt(winningFloats), BigInt(RESOLUTION)));
    }
  });

  it('refuses targets below 1.01×, above 1,000,000× or finer than hundredths', () => {
    for (const target of [1, 0.5, 1_000_000.01, 2.005, Number.POSITIVE_INFINITY]) {
      expect(() => playLimbo(scriptedRandom([0.5]), target)).toThrow(LimboBetError);
    }
    expect(() => playLimbo(scriptedRandom([0.5]), 1.01)).not.toThrow();
    expect(() => playLimbo(scriptedRandom([0.5]), 1_000_000)).not.toThrow();
  });

  it('returns 0.99 minus less than target ÷ 2³² for every target', () => {
    expect(limboRtp(2)).toEqual(fraction(200n * ((99n * 2n ** 32n) / 200n), 100n * 2n ** 32n));
    expect(limboGame.theoreticalRtp).toBe(fractionToNumber(limboRtp(2)));
    for (const target of [1.01, 1.5, 2, 3.33, 7.77, 10, 123.45, 9999.99, 1_000_000]) {
      const rtp = fractionToNumber(limboRtp(target));
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.99 - target / RESOLUTION);
    }
  });

  it('simulates target 2.00× within the 99 % interval of its RTP', () => {
    const win = fractionToNumber(limboWinProbability(2));
    const { sigma } = moments([
      { multiplier: 2, probability: win },
      { multiplier: 0, probability: 1 - win },
    ]);
    expectSimulatedRtp(limboGame, 300_000, 3, sigma);
  });
});
