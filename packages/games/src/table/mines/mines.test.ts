import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fairness/fair-random.ts';
import { fraction, fractionToNumber } from '../exact-fraction.ts';
import { expectSimulatedRtp, FIXED_SEEDS, moments, seededRandom } from '../test-support.ts';
import {
  cashOut,
  currentMinesMultiplier,
  isMinesFinished,
  MinesActionError,
  minesGame,
  minesMultiplier,
  minesMultiplierTable,
  minesPlayerView,
  minesRtp,
  minesSurvivalProbability,
  revealTile,
  settleMines,
  startMines,
  type MinesState,
} from './mines.ts';

/** The fixed seeds place three mines on tiles 13, 2 and 17. */
const fixedRound = () => startMines(fairRandom(FIXED_SEEDS), 3);

describe('mines', () => {
  it('places the mines as Stake does (drawFromRemaining) from the fair stream', () => {
    expect(fixedRound()).toEqual({ version: 1, mineCount: 3, mines: [13, 2, 17], revealed: [], status: 'playing', hitMine: null });
    expect(startMines(fairRandom(FIXED_SEEDS), 24).mines.slice(0, 3)).toEqual([13, 2, 17]);
  });

  it('raises the multiplier with each safe tile and pays it on cash-out', () => {
    let state = fixedRound();
    expect(currentMinesMultiplier(state)).toBe(0);
    state = revealTile(state, 0);
    expect(currentMinesMultiplier(state)).toBe(1.125);
    state = revealTile(state, 24);
    expect(currentMinesMultiplier(state)).toBe(1.2857);
    state = revealTile(state, 12);
    expect(minesPlayerView(state)).toMatchObject({ revealed: [0, 24, 12], multiplier: 1.4785, mines: null });
    state = cashOut(state);
    expect(state.status).toBe('cashed-out');
    expect(settleMines(state)).toBe(1.4785);
    expect(minesPlayerView(state).mines).toEqual([13, 2, 17]);
  });

  it('ends the round with nothing on a mine and refuses any further action', () => {
    const busted = revealTile(revealTile(fixedRound(), 0), 2);
    expect(busted).toMatchObject({ status: 'busted', hitMine: 2, revealed: [0] });
    expect(isMinesFinished(busted)).toBe(true);
    expect(settleMines(busted)).toBe(0);
    expect(() => revealTile(busted, 4)).toThrow(expect.objectContaining({ code: 'round-finished' }));
    expect(() => cashOut(busted)).toThrow(expect.objectContaining({ code: 'round-finished' }));
    const cashed = cashOut(revealTile(fixedRound(), 0));
    expect(() => revealTile(cashed, 4)).toThrow(MinesActionError);
  });

  it('refuses bad tiles, a repeated tile, an empty cash-out, early settlement and bad mine counts', () => {
    const state = revealTile(fixedRound(), 0);
    expect(() => revealTile(state, 0)).toThrow(expect.objectContaining({ code: 'tile-already-revealed' }));
    for (const tile of [-1, 25, 1.5]) expect(() => revealTile(state, tile)).toThrow(expect.objectContaining({ code: 'invalid-tile' }));
    expect(() => cashOut(fixedRound())).toThrow(expect.objectContaining({ code: 'nothing-revealed' }));
    expect(() => settleMines(state)).toThrow(expect.objectContaining({ code: 'round-not-finished' }));
    for (const mines of [0, 25, 2.5]) {
      expect(() => startMines(seededRandom(1), mines)).toThrow(expect.objectContaining({ code: 'invalid-mine-count' }));
    }
  });

  it('cashes out by itself when the last safe tile is found', () => {
    let state = startMines(seededRandom(7), 24);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).find((tile) => !state.mines.includes(tile))!;
    state = revealTile(state, safe);
    expect(state.status).toBe('cashed-out');
    expect(settleMines(state)).toBe(24.75);
  });

  it('resumes a round stored as JSON to the same result', () => {
    const stored = JSON.stringify(revealTile(fixedRound(), 0));
    const resumed = JSON.parse(stored) as MinesState;
    const original = revealTile(fixedRound(), 0);
    expect(settleMines(cashOut(revealTile(resumed, 1)))).toBe(settleMines(cashOut(revealTile(original, 1))));
    expect(settleMines(revealTile(resumed, 17))).toBe(0);
  });

  it('has the cash-out table 0.99 × C(25, k) ÷ C(25 − m, k) rounded down to four decimals', () => {
    expect(minesMultiplierTable(3).slice(0, 5)).toEqual([1.125, 1.2857, 1.4785, 1.712, 1.9973]);
    expect(minesMultiplier(1, 1)).toBe(1.0312);
    expect(minesMultiplier(1, 24)).toBe(24.75);
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(12, 13)).toBe(5_148_297);
    expect(minesMultiplierTable(24)).toEqual([24.75]);
    expect(() => minesMultiplier(3, 23)).toThrow(expect.objectContaining({ code: 'invalid-reveal-count' }));
    expect(() => minesMultiplier(3, 0)).toThrow(MinesActionError);
    for (let mines = 1; mines <= 24; mines++) {
      const table = minesMultiplierTable(mines);
      expect(table).toHaveLength(25 - mines);
      table.forEach((multiplier, index) => {
        const exact = (0.99 * Number(binomial(25, index + 1))) / Number(binomial(25 - mines, index + 1));
        expect(multiplier).toBeLessThanOrEqual(exact + 1e-9);
        expect(multiplier).toBeGreaterThan(exact - 0.0001 - 1e-9);
      });
    }
  });

  it('returns at most 0.99 and less than 0.0001 below it for every mine count and cash-out point', () => {
    expect(minesRtp(3, 3)).toEqual(fraction(1540n * 14785n, 2300n * 10_000n));
    expect(minesGame.theoreticalRtp).toBe(fractionToNumber(minesRtp(3, 3)));
    for (let mines = 1; mines <= 24; mines++) {
      for (let reveals = 1; reveals <= 25 - mines; reveals++) {
        const rtp = fractionToNumber(minesRtp(mines, reveals));
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    }
  });

  it('simulates 3 mines, three reveals within the 99 % interval of its RTP', () => {
    const survival = fractionToNumber(minesSurvivalProbability(3, 3));
    const { sigma } = moments([
      { multiplier: 1.4785, probability: survival },
      { multiplier: 0, probability: 1 - survival },
    ]);
    expectSimulatedRtp(minesGame, 200_000, 5, sigma);
  });
});

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let index = 1; index <= k; index++) result = (result * BigInt(n - k + index)) / BigInt(index);
  return result;
}
