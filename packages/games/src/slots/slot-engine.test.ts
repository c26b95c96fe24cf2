import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fairness/fair-random.ts';
import { createFastRandom } from '../rtp/fast-random.ts';
import { slotTitles } from './index.ts';
import { standardPaylines } from './paylines.ts';
import { defineSlot, type Pays, type SlotDefinition } from './slot-definition.ts';
import { evaluateStops, playRound, roundMultiplier, spin, spinMultiplier } from './slot-engine.ts';

/**
 * A small test slot: symbols a > b > c, wild w, scatter s; lines 1–5 of the standard set; line pays in line
 * bets, scatter pays in total bets; free spins pay triple.
 */
function testSlot(reels: string[][], options: { awards?: Pays; maxSpins?: number } = {}): SlotDefinition {
  return defineSlot({
    id: 'slot-test',
    name: 'Test',
    theme: 'Test',
    volatility: 'medium',
    intro: 'A slot for tests.',
    symbols: [
      { id: 'a', name: 'Ace', kind: 'regular' },
      { id: 'b', name: 'Bell', kind: 'regular' },
      { id: 'c', name: 'Coin', kind: 'regular' },
      { id: 'w', name: 'Wild', kind: 'wild' },
      { id: 's', name: 'Star', kind: 'scatter' },
    ],
    reels,
    paylines: standardPaylines(5),
    paytable: { a: [5, 20, 100], b: [4, 10, 50], c: [2, 5, 20], w: [50, 200, 1000] },
    scatter: { symbol: 's', pays: [2, 10, 50], freeSpins: options.awards ?? [5, 8, 12] },
    freeSpins: { multiplier: 3, maxSpins: options.maxSpins ?? 20 },
    theoreticalRtp: 0,
    hitFrequency: 0,
    stdDev: 0,
    maxWin: 0,
  });
}

/** A slot whose stops [0, 0, 0, 0, 0] show exactly this grid, written as three rows of five symbols. */
function slotShowing(rows: string[]): SlotDefinition {
  const cells = rows.map((row) => row.split(' '));
  return testSlot([0, 1, 2, 3, 4].map((reel) => cells.map((row) => row[reel]!)));
}

const atZero = [0, 0, 0, 0, 0];

describe('slot engine: line and scatter evaluation on handcrafted grids', () => {
  it('pays five of a kind on the middle line and nothing else', () => {
    const result = evaluateStops(slotShowing(['b c b c b', 'a a a a a', 'c b c b c']), atZero);
    expect(result.lineWins).toEqual([{ line: 0, symbol: 'a', count: 5, pay: 100, multiplier: 20 }]);
    expect(result.scatterWin).toBeNull();
    expect(result.winInLineBets).toBe(100);
    expect(result.totalMultiplier).toBe(20);
  });

  it('lets the wild substitute and pays the best of the wild run and the substituted symbol', () => {
    const result = evaluateStops(slotShowing(['w w w b c', 'a w a a c', 'c c b c a']), atZero);
    expect(result.lineWins).toEqual([
      { line: 0, symbol: 'a', count: 4, pay: 20, multiplier: 4 }, // a w a a: the wild stands in for a
      { line: 1, symbol: 'w', count: 3, pay: 50, multiplier: 10 }, // w w w (50) beats w w w b as four b (10)
      { line: 3, symbol: 'b', count: 3, pay: 4, multiplier: 0.8 }, // w w b on the V line
      { line: 4, symbol: 'c', count: 3, pay: 2, multiplier: 0.4 }, // c w w on the inverted V
    ]);
    expect(result.totalMultiplier).toBe(15.2);
    expect(result.winInLineBets).toBe(76);
  });

  it('prefers five substituted symbols to a shorter wild run when they pay more', () => {
    // The scatters keep the V lines (w w s …, s w w …) from paying.
    const result = evaluateStops(slotShowing(['w w w w b', 'w w w a a', 's b s b c']), atZero);
    expect(result.lineWins).toEqual([
      { line: 0, symbol: 'a', count: 5, pay: 100, multiplier: 20 }, // a×5 (100) beats w×3 (50)
      { line: 1, symbol: 'w', count: 4, pay: 200, multiplier: 40 }, // w×4 (200) beats b×5 (50)
    ]);
    expect(result.scatterCount).toBe(2);
    expect(result.totalMultiplier).toBe(60);
  });

  it('pays scatters anywhere in multiples of the total bet and awards free spins', () => {
    const definition = slotShowing(['s a b s b', 'b c a c a', 'c b s a c']);
    const base = evaluateStops(definition, atZero);
    expect(base.lineWins).toEqual([]);
    expect(base.scatterCount).toBe(3);
    expect(base.scatterWin).toEqual({ count: 3, multiplier: 2 });
    expect(base.freeSpinsAwarded).toBe(5);
    expect(base.totalMultiplier).toBe(2);

    const free = evaluateStops(definition, atZero, 'free');
    expect(free.scatterWin).toEqual({ count: 3, multiplier: 6 });
    expect(free.winMultiplier).toBe(3);
    expect(free.totalMultiplier).toBe(6);
    // Two spins short of the cap of 20, a retrigger of 5 awards 2.
    expect(evaluateStops(definition, atZero, 'free', 18).freeSpinsAwarded).toBe(2);
    expect(evaluateStops(definition, atZero, 'free', 20).freeSpinsAwarded).toBe(0);
  });

  it('breaks a line at a scatter, but still pays a leading wild run that ends at one', () => {
    const result = evaluateStops(slotShowing(['w w w s b', 'a a s a a', 'c b c b c']), atZero);
    expect(result.lineWins).toEqual([{ line: 1, symbol: 'w', count: 3, pay: 50, multiplier: 10 }]);
    expect(result.scatterCount).toBe(2);
    expect(result.scatterWin).toBeNull();
    expect(result.freeSpinsAwarded).toBe(0);
  });

  it('pays nothing when no line has three in a row', () => {
    const result = evaluateStops(slotShowing(['a b c a b', 'b c a b c', 'b a b c a']), atZero);
    expect(result).toMatchObject({ lineWins: [], scatterWin: null, freeSpinsAwarded: 0, winInLineBets: 0, totalMultiplier: 0 });
  });

  it('shows strip[s], strip[s+1], strip[s+2] for stop s, wrapping around the strip', () => {
    const definition = slotTitles[0]!;
    const stops = definition.reels.map((strip) => strip.length - 1);
    const { grid } = evaluateStops(definition, stops);
    definition.reels.forEach((strip, reel) => expect(grid[reel]).toEqual([strip.at(-1), strip[0], strip[1]]));
  });
});

describe('slot engine: provably fair draws', () => {
  const seeds = { serverSeed: 'lodestar-slot-test-server-seed', clientSeed: 'player-seed', nonce: 42 };
  const starfall = slotTitles.find((title) => title.id === 'slot-starfall-fortune')!;

  it('takes one float per reel, in reel order, from the HMAC stream', () => {
    const result = spin(starfall, fairRandom(seeds));
    expect(result.stops).toEqual([24, 28, 16, 20, 10]);
    // The same stops computed outside the code under test, as a verifier would.
    const bytes = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:0`).digest();
    expect(starfall.reels.map((strip, reel) => Math.floor((bytes.readUInt32BE(reel * 4) / 2 ** 32) * strip.length))).toEqual(result.stops);
    expect(result.grid[0]).toEqual(['rocket', 'supernova', 'astronaut']);
    expect(result.totalMultiplier).toBe(0);
  });

  it('replays a whole round with its free spins from the seeds', () => {
    const round = playRound(starfall, fairRandom({ ...seeds, nonce: 87 }));
    expect(round.spins[0]!.stops).toEqual([28, 11, 12, 16, 12]);
    expect(round.spins[0]!.scatterCount).toBe(3);
    expect(round.freeSpinsPlayed).toBe(10);
    expect(round.totalMultiplier).toBe(12.5);
    expect(playRound(starfall, fairRandom({ ...seeds, nonce: 87 }))).toEqual(round);
    expect(roundMultiplier(starfall, fairRandom({ ...seeds, nonce: 87 }))).toBe(12.5);
  });
});

describe('slot engine: free spins', () => {
  // Reels 1–3 always show one scatter each, so every spin, free ones included, awards free spins.
  const alwaysThreeScatters = [
    ['s', 'a', 'b'],
    ['c', 's', 'a'],
    ['b', 'c', 's'],
    ['a', 'b', 'c'],
    ['c', 'a', 'b'],
  ];

  it('plays the awarded free spins, retriggers, and stops at the cap', () => {
    const definition = testSlot(alwaysThreeScatters, { awards: [7, 8, 12], maxSpins: 20 });
    const round = playRound(definition, createFastRandom(1));
    expect(round.spins.map((played) => played.freeSpinsAwarded)).toEqual([7, 7, 6, ...new Array<number>(18).fill(0)]);
    expect(round.freeSpinsPlayed).toBe(20);
    expect(round.spins.slice(1).every((played) => played.phase === 'free' && played.winMultiplier === 3)).toBe(true);
    // Only scatters pay: 2× in the base spin, 2× tripled in each of the 20 free spins.
    expect(round.totalMultiplier).toBe(2 + 20 * 6);
    expect(roundMultiplier(definition, createFastRandom(1))).toBe(122);
  });

  it('plays free spins on their own reels when the title has them', () => {
    const definition = testSlot(alwaysThreeScatters, { awards: [3, 3, 3], maxSpins: 3 });
    const withFreeReels = defineSlot({
      ...definition,
      intro: 'x',
      freeSpins: { ...definition.freeSpins, reels: [['a'], ['a'], ['a'], ['a'], ['a']].map((strip) => [...strip, 'a', 'a']) },
    });
    const round = playRound(withFreeReels, createFastRandom(1));
    expect(round.spins.slice(1).map((played) => played.grid.every((column) => column.every((symbol) => symbol === 'a')))).toEqual([true, true, true]);
    // Five lines of five aces, tripled: 5 × 100 × 3 line bets = 300 total bets per free spin.
    expect(round.totalMultiplier).toBe(2 + 3 * 300);
    expect(roundMultiplier(withFreeReels, createFastRandom(1))).toBe(902);
  });
});

describe('slot engine: the fast path pays exactly what the detailed path pays', () => {
  it.each(slotTitles.map((title) => [title.id, title] as const))('%s', (_id, definition) => {
    for (const phase of ['base', 'free'] as const) {
      const detailed = createFastRandom(101);
      const fast = createFastRandom(101);
      for (let index = 0; index < 3000; index++) {
        expect(spinMultiplier(definition, fast, phase)).toBe(spin(definition, detailed, phase).totalMultiplier);
      }
      expect(fast.next()).toBe(detailed.next());
    }
    const detailed = createFastRandom(202);
    const fast = createFastRandom(202);
    let withFreeSpins = 0;
    for (let index = 0; index < 3000; index++) {
      const round = playRound(definition, detailed);
      if (round.freeSpinsPlayed > 0) withFreeSpins++;
      expect(roundMultiplier(definition, fast)).toBe(round.totalMultiplier);
    }
    expect(fast.next()).toBe(detailed.next());
    expect(withFreeSpins).toBeGreaterThan(0);
  });
});
