import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The seeds and counter that fix a round's outcome before it is played. */
export interface FairnessInput {
  /** Secret until rotated; the player sees its SHA-256 hash before betting. */
  serverSeed: string;
  /** Chosen (or accepted) by the player. */
  clientSeed: string;
  /** Counts the bets made with this seed pair: 0, 1, 2 … */
  nonce: number;
}

/** SHA-256 of the server seed, as published to the player before they bet. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

const BYTES_PER_FLOAT = 4;
const BYTES_PER_ROUND = 32;

/**
 * The stream of fair floats in [0, 1) of one bet, in the scheme Stake publishes:
 * HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) gives 32 bytes per round; each float takes four
 * bytes as base-256 digits after the point. A game draws as many floats as it needs, always in the same order,
 * so anyone holding the seeds can recompute the outcome. A draw apart from the game's starts at a later round.
 */
export function* fairFloats({ serverSeed, clientSeed, nonce }: FairnessInput, firstRound = 0): Generator<number, never, undefined> {
  const key = utf8ToBytes(serverSeed);
  for (let round = firstRound; ; round++) {
    const bytes = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
    for (let offset = 0; offset < BYTES_PER_ROUND; offset += BYTES_PER_FLOAT) {
      let float = 0;
      for (let index = 0; index < BYTES_PER_FLOAT; index++) float += bytes[offset + index]! / 256 ** (index + 1);
      yield float;
    }
  }
}

/** A source of floats in [0, 1): the fair stream when playing, any generator when simulating. */
export interface RandomSource {
  next(): number;
}

export function fairRandom(input: FairnessInput): RandomSource {
  const floats = fairFloats(input);
  return { next: () => floats.next().value };
}

/** An integer in [0, n) from one float, as every game maps its floats. */
export function pickIndex(random: RandomSource, n: number): number {
  return Math.floor(random.next() * n);
}

/**
 * Draws k distinct indexes from [0, n) the way Stake publishes for keno and mines: the k-th float picks
 * ⌊f · remaining⌋ in the ordered list of the indexes not drawn yet, and that index leaves the list.
 */
export function drawFromRemaining(random: RandomSource, n: number, k: number): number[] {
  const remaining = Array.from({ length: n }, (_, index) => index);
  return Array.from({ length: k }, () => remaining.splice(Math.floor(random.next() * remaining.length), 1)[0]!);
}
