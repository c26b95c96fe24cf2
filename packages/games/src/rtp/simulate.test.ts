import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SimulatableGame } from '../simulatable-game.ts';
import { slotTitles } from '../slots/index.ts';
import { createFastRandom, streamSeed, xoshiro128StarStar } from './fast-random.ts';
import { findSimulatableGame, simulatableGames } from './registry.ts';
import { accumulateRounds, emptyStats, mergeStats, simulateRtp, summarizeStats, Z_99 } from './simulate.ts';

/** Pays 2 on heads, 0 on tails: RTP 1 and standard deviation 1 exactly. */
const coinFlip: SimulatableGame = {
  id: 'coin-flip',
  name: 'Coin flip',
  theoreticalRtp: 1,
  simulateRound: (random) => (random.next() < 0.5 ? 2 : 0),
};

describe('fast simulation generator', () => {
  it('is xoshiro128**: the reference outputs from state 1, 2, 3, 4', () => {
    const random = xoshiro128StarStar([1, 2, 3, 4]);
    const outputs = Array.from({ length: 6 }, () => random.next() * 2 ** 32);
    expect(outputs).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('repeats for a seed, differs between seeds and streams, and stays in [0, 1)', () => {
    const take = (seed: number) => {
      const random = createFastRandom(seed);
      return Array.from({ length: 50 }, () => random.next());
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    expect(take(0).every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(Array.from({ length: 16 }, (_, stream) => streamSeed(1, stream))).size).toBe(16);
  });

  it('spreads its floats evenly (chi-square over 20 bins)', () => {
    const random = createFastRandom(2024);
    const bins = new Array<number>(20).fill(0);
    const draws = 1_000_000;
    for (let index = 0; index < draws; index++) bins[Math.floor(random.next() * 20)]!++;
    const expected = draws / 20;
    const chiSquare = bins.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 19 degrees of freedom: P(χ² > 43.8) = 0.001.
    expect(chiSquare).toBeLessThan(43.8);
  });
});

describe('RTP simulation', () => {
  it('estimates the RTP and standard deviation with a 99% interval', () => {
    const result = simulateRtp(coinFlip, 400_000, 3);
    expect(result.rounds).toBe(400_000);
    expect(result.stdDev).toBeCloseTo(1, 2);
    const halfWidth = (Z_99 * result.stdDev) / Math.sqrt(result.rounds);
    expect(result.ci99[0]).toBeCloseTo(result.rtp - halfWidth, 12);
    expect(result.ci99[1]).toBeCloseTo(result.rtp + halfWidth, 12);
    expect(result.ci99[0]).toBeLessThanOrEqual(1);
    expect(result.ci99[1]).toBeGreaterThanOrEqual(1);
    expect(result.elapsedMs).toBeGreaterThan(0);
  });

  it('has no spread for a game that always pays the same', () => {
    const result = simulateRtp({ ...coinFlip, simulateRound: () => 0.97 }, 10_000, 1);
    expect(result.rtp).toBeCloseTo(0.97, 12);
    expect(result.stdDev).toBeLessThan(1e-9);
  });

  it('merges the statistics of separate runs (worker threads) into those of one run', () => {
    const values = [0, 2, 0, 0, 5, 1, 0, 0, 12, 0, 0.5, 0];
    const game = (from: number): SimulatableGame => {
      let index = from;
      return { ...coinFlip, simulateRound: () => values[index++]! };
    };
    const whole = accumulateRounds(game(0), createFastRandom(1), values.length, emptyStats());
    const first = accumulateRounds(game(0), createFastRandom(1), 5, emptyStats());
    const second = accumulateRounds(game(5), createFastRandom(1), values.length - 5, emptyStats());
    const merged = mergeStats(first, second);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const m2 = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
    for (const stats of [whole, merged]) {
      expect(stats.rounds).toBe(values.length);
      expect(stats.mean).toBeCloseTo(mean, 12);
      expect(stats.m2).toBeCloseTo(m2, 10);
    }
    expect(mergeStats(emptyStats(), whole)).toEqual(whole);
    expect(summarizeStats(merged, 1).stdDev).toBeCloseTo(Math.sqrt(m2 / (values.length - 1)), 12);
  });
});

describe('RTP registry and command line', () => {
  it('knows every slot title once', () => {
    const ids = simulatableGames.map((game) => game.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const title of slotTitles) expect(findSimulatableGame(title.id)?.theoreticalRtp).toBe(title.theoreticalRtp);
    expect(findSimulatableGame('no-such-game')).toBeUndefined();
  });

  const cli = fileURLToPath(new URL('./rtp-cli.ts', import.meta.url));
  const run = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

  it('prints its usage without arguments, and a result row per game', () => {
    expect(run()).toContain('Usage: npm run rtp -- <game-id|all> --rounds N [--seed S] [--workers W]');
    const output = run('slot-fruit-constellation', '--rounds', '20000', '--seed', '5');
    const row = output.split('\n').find((line) => line.startsWith('slot-fruit-constellation'));
    expect(row).toMatch(/^slot-fruit-constellation\s+96\.3654%\s+\d+\.\d{4}%\s+\[\d+\.\d{4}%, \d+\.\d{4}%\]\s+[\d.]+\s+20,000\s+[\d,]+\s+(yes|NO)$/);
  });

  it('gives each worker thread its own stream and a share of the rounds, and merges their figures exactly', () => {
    const game = findSimulatableGame('slot-fruit-constellation')!;
    // What the threads must compute: stream i of the seed plays its share, the first share takes the odd round.
    const streams = (shares: number[]) =>
      summarizeStats(
        shares.map((share, stream) => accumulateRounds(game, createFastRandom(streamSeed(9, stream)), share, emptyStats())).reduce(mergeStats),
        1,
      );
    const percent = (value: number) => `${(value * 100).toFixed(4)}%`;
    // simulated, 99% CI (two cells), std dev and rounds of the game's row: every column a seed or the merge fixes.
    const figures = (output: string) =>
      output
        .split('\n')
        .find((line) => line.startsWith(game.id))!
        .split(/\s+/)
        .slice(2, 7);
    const expected = ({ rtp, ci99, stdDev, rounds }: ReturnType<typeof summarizeStats>) => [
      percent(rtp),
      `[${percent(ci99[0])},`,
      `${percent(ci99[1])}]`,
      stdDev.toFixed(3),
      rounds.toLocaleString('en-US'),
    ];

    const twoThreads = run(game.id, '--rounds', '400001', '--seed', '9', '--workers', '2');
    expect(twoThreads).toContain('2 worker threads');
    expect(figures(twoThreads)).toEqual(expected(streams([200_001, 200_000])));
    expect(figures(run(game.id, '--rounds', '400001', '--seed', '9', '--workers', '2'))).toEqual(figures(twoThreads));

    const oneThread = run(game.id, '--rounds', '400001', '--seed', '9', '--workers', '1');
    expect(oneThread).toContain('1 worker thread,');
    expect(figures(oneThread)).toEqual(expected(streams([400_001])));
    expect(figures(oneThread)).not.toEqual(figures(twoThreads));
  });
});
