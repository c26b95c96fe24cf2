import type { RandomSource } from '../fairness/fair-random.ts';

/**
 * xoshiro128** (Blackman & Vigna), a small fast generator for simulation only: play draws from the HMAC
 * stream (fairness/fair-random.ts). Both give floats in [0, 1) as a 32-bit integer ÷ 2^32, so every game maps
 * them to outcomes the same way and the simulation measures the game as it is played.
 */
export function xoshiro128StarStar(state: readonly [number, number, number, number]): RandomSource {
  let [a, b, c, d] = state;
  if ((a | b | c | d) === 0) throw new Error('xoshiro128** needs a state that is not all zero');
  return {
    next(): number {
      const scaled = Math.imul(b, 5);
      const result = Math.imul((scaled << 7) | (scaled >>> 25), 9) >>> 0;
      const shifted = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= shifted;
      d = (d << 11) | (d >>> 21);
      return result / 4294967296;
    },
  };
}

/** The generator for a 32-bit seed: SplitMix32 spreads any seed, 0 included, over the 128-bit state. */
export function createFastRandom(seed: number): RandomSource {
  let mix = seed >>> 0;
  const splitMix = () => {
    mix = (mix + 0x9e3779b9) >>> 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: [number, number, number, number] = [splitMix(), splitMix(), splitMix(), splitMix()];
  if ((state[0] | state[1] | state[2] | state[3]) === 0) state[0] = 1;
  return xoshiro128StarStar(state);
}

/** The seed of the i-th of several independent streams (worker threads) drawn from one seed. */
export function streamSeed(seed: number, stream: number): number {
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca77)) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x2c1b3c6d);
  z = Math.imul(z ^ (z >>> 12), 0x297a2d39);
  return (z ^ (z >>> 15)) >>> 0;
}
