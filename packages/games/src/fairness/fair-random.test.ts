import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairFloats, hashServerSeed } from './fair-random.ts';

const seeds = { serverSeed: 'server-seed-for-tests', clientSeed: 'player-chosen', nonce: 0 };

describe('provably fair randomness', () => {
  it('hashes the server seed with SHA-256', () => {
    // sha256("abc") from FIPS 180-2.
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is the same stream for the same seeds and nonce, and another for the next nonce', () => {
    const take = (nonce: number, count: number) => {
      const floats = fairFloats({ ...seeds, nonce });
      return Array.from({ length: count }, () => floats.next().value);
    };
    expect(take(0, 20)).toEqual(take(0, 20));
    expect(take(1, 8)).not.toEqual(take(0, 8));
    for (const float of take(0, 40)) {
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
    }
  });

  it('turns HMAC-SHA256(serverSeed, clientSeed:nonce:round) into floats four bytes at a time', () => {
    // An independent computation with Node's own crypto, outside the code under test.
    const expected = [0, 1].flatMap((round) => {
      const bytes = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${round}`).digest();
      return Array.from({ length: 8 }, (_, index) => bytes.readUInt32BE(index * 4) / 2 ** 32);
    });
    const floats = fairFloats(seeds);
    expect(Array.from({ length: 16 }, () => floats.next().value)).toEqual(expected);
  });
});
