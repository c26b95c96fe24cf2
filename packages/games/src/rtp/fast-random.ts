import type { RandomSource } from '../fairness/fair-random.ts';

/**
 * xoshiro128** (Blackman & Vigna), a small fast generator for simulation only. Play draws from the HMAC
 * stream (fairness/fair-random.ts); both give floats in [0, 1) as a 32-bit integer ÷ 2^32, so every game maps
 * them to outcomes the same way and the simulation measures the game as played.
 */
export function createFastRandom(seed: number): RandomSource {
  // SplitMix32 spreads any seed, 0 included, over the 128-bit state (which must not be all zero).
  let mix = seed >>> 0;
  const splitMix = () => {
    mix = (mix + 0x9e3779b9) >>> 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitMix();
  let b = splitMix();
  let c = splitMix();
  let d = splitMix();
  if ((a | b | c | d) === 0) a = 1;
  return {
    next(): number {
      const result = Math.imul(rotateLeft(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotateLeft(d, 11);
      return result / 4294967296;
    },
  };
}

function rotateLeft(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

/** A seed for the i-th of several independent streams (worker threads) derived from one seed. */
export function streamSeed(seed: number, stream: number): number {
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca77)) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x2c1b3c6d);
  z = Math.imul(z ^ (z >>> 12), 0x297a2d39);
  return (z ^ (z >>> 15)) >>> 0;
}
