import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fairness/fair-random.ts';
import { fractionToNumber } from '../exact-fraction.ts';
import { expectSimulatedRtp, firstFixedFloat, FIXED_SEEDS, moments, scriptedRandom } from '../test-support.ts';
import { limboGame, limboResult, limboRtp, limboWinProbability, LimboBetError, playLimbo } from './limbo.ts';

const RESOLUTION = 2 ** 32;
/** The float k ÷ 2³², as the fair stream yields it. */
const floatOf = (k: number) => k / RESOLUTION;

describe('limbo', () => {
  it('draws 1.81× for the fixed seeds: ⌊1e8 ÷ (f · 1e8) · 0.99 · 100⌋ ÷ 100, as Stake publishes', () => {
    expect(limboResult(fairRandom(FIXED_SEEDS))).toBe(1.81);
    expect(Math.floor((1e8 / (firstFixedFloat() * 1e8)) * 0.99 * 100) / 100).toBe(1.81);
  });

  it('floors the result at 1.00×, and the float 0 beats every target', () => {
    expect(limboResult(scriptedRandom([0.995]))).toBe(1);
    expect(limboResult(scriptedRandom([0.5]))).toBe(1.98);
    expect(limboResult(scriptedRandom([floatOf(1)]))).toBe(Math.floor(RESOLUTION * 99) / 100);
    expect(limboResult(scriptedRandom([0]))).toBe(Number.MAX_VALUE);
    expect(playLimbo(scriptedRandom([0]), 1_000_000)).toMatchObject({ won: true, multiplier: 1_000_000 });
  });

  it('wins exactly up to the last float whose result reaches the target, about 99 % ÷ t of them', () => {
    for (const target of [1.01, 2, 3.33, 100, 1_000_000]) {
      const hundredths = Math.round(target * 100);
      const winningFloats = Number((limboWinProbability(target).numerator * 2n ** 32n) / limboWinProbability(target).denominator);
      expect(Math.abs(winningFloats - (99 * RESOLUTION) / hundredths)).toBeLessThan(2);
      expect(playLimbo(scriptedRandom([floatOf(winningFloats - 1)]), target)).toMatchObject({ won: true, multiplier: target });
      const firstLoser = playLimbo(scriptedRandom([floatOf(winningFloats)]), target);
      expect(firstLoser).toMatchObject({ won: false, multiplier: 0 });
      expect(firstLoser.result).toBeLessThan(target);
    }
  });

  it('refuses targets below 1.01×, above 1,000,000× or finer than hundredths', () => {
    for (const target of [1, 0.5, 1_000_000.01, 2.005, Number.POSITIVE_INFINITY]) {
      expect(() => playLimbo(scriptedRandom([0.5]), target)).toThrow(LimboBetError);
    }
    expect(() => playLimbo(scriptedRandom([0.5]), 1.01)).not.toThrow();
    expect(() => playLimbo(scriptedRandom([0.5]), 1_000_000)).not.toThrow();
  });

  it('returns 0.99 within target ÷ 2³² for every target', () => {
    expect(limboGame.theoreticalRtp).toBe(fractionToNumber(limboRtp(2)));
    for (const target of [1.01, 1.5, 2, 3.33, 7.77, 10, 123.45, 9999.99, 1_000_000]) {
      const rtp = fractionToNumber(limboRtp(target));
      expect(Math.abs(rtp - 0.99)).toBeLessThan((2 * target) / RESOLUTION);
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
