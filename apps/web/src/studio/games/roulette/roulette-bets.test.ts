import { describe, expect, it } from 'vitest';
import { rouletteParams } from '@lodestar/contracts';
import { settleRouletteBets, validateRouletteBets, type RouletteOutcome } from '@lodestar/games';
import {
  canPlaceChip,
  chipFace,
  MAX_BET_SPOTS,
  rouletteBetsOf,
  settledSpot,
  spotKey,
  stakesBySpot,
  totalStake,
  winningPayouts,
  type ChipPlacement,
} from './roulette-bets.ts';
import { INSIDE_HOTSPOTS, spotName } from './roulette-spots.ts';
import { landingRotation, pocketAngle, spinTo, withLatestResult } from './wheel-motion.ts';

const chips: ChipPlacement[] = [
  { spot: { type: 'red' }, amount: 100n },
  { spot: { type: 'split', numbers: [1, 2] }, amount: 50n },
  { spot: { type: 'red' }, amount: 100n },
  { spot: { type: 'dozen', dozen: 3 }, amount: 20n },
];

describe('chips on the roulette layout', () => {
  it('adds chips on one spot into one bet and totals the table', () => {
    expect(totalStake(chips)).toBe(270n);
    expect([...stakesBySpot(chips).entries()].map(([key, { stake }]) => [key, stake])).toEqual([
      ['red', 200n],
      ['split:1-2', 50n],
      ['dozen:3', 20n],
    ]);
  });

  it('sends one bet per spot that the contract and the engine accept', () => {
    const bets = rouletteBetsOf(chips);
    expect(bets).toEqual([
      { type: 'red', stake: '200' },
      { type: 'split', numbers: [1, 2], stake: '50' },
      { type: 'dozen', dozen: 3, stake: '20' },
    ]);
    expect(rouletteParams.safeParse({ bets }).success).toBe(true);
  });

  it('keys a spot the same whatever order its numbers came in', () => {
    expect(spotKey({ type: 'corner', numbers: [5, 1, 4, 2] })).toBe(spotKey({ type: 'corner', numbers: [1, 2, 4, 5] }));
    expect(spotKey({ type: 'column', column: 2 })).not.toBe(spotKey({ type: 'dozen', dozen: 2 }));
  });

  it('refuses a 51st spot but still adds to a spot already bet on', () => {
    const straights = Array.from({ length: 37 }, (_, number): ChipPlacement => ({ spot: { type: 'straight', numbers: [number] }, amount: 1n }));
    const splits = INSIDE_HOTSPOTS.filter(({ spot }) => spot.type === 'split')
      .slice(0, MAX_BET_SPOTS - straights.length)
      .map(({ spot }): ChipPlacement => ({ spot, amount: 1n }));
    const full = [...straights, ...splits];
    expect(stakesBySpot(full).size).toBe(MAX_BET_SPOTS);
    expect(canPlaceChip(full, { type: 'red' })).toBe(false);
    expect(canPlaceChip(full, { type: 'straight', numbers: [7] })).toBe(true);
  });

  it('lights up exactly the spots that won, with what they paid', () => {
    const settlement = settleRouletteBets(3, [
      { type: 'red', stake: 200n },
      { type: 'split', numbers: [2, 3], stake: 50n },
      { type: 'dozen', dozen: 3, stake: 20n },
    ]);
    const outcome: RouletteOutcome = {
      kind: 'roulette',
      pocket: 3,
      color: 'red',
      bets: settlement.bets.map(({ bet, won, multiplier, payout }) => ({
        type: bet.type,
        ...('numbers' in bet ? { numbers: [...bet.numbers] } : {}),
        ...('dozen' in bet ? { dozen: bet.dozen } : {}),
        stake: bet.stake.toString(),
        won,
        multiplier,
        payout: payout.toString(),
      })),
    };
    expect(winningPayouts(outcome)).toEqual(
      new Map([
        ['red', 400n],
        ['split:2-3', 900n],
      ]),
    );
    expect(spotKey(settledSpot(outcome.bets[2]!))).toBe('dozen:3');
  });

  it('prints short figures on chips', () => {
    expect(chipFace('1.50 EUR')).toBe('1.5');
    expect(chipFace('10.00 EUR')).toBe('10');
    expect(chipFace('2500.00 EUR')).toBe('2.5k');
    expect(chipFace('0.00150000 BTC')).toBe('0.0015');
    expect(chipFace('3000000 JPY')).toBe('3M');
  });
});

describe('inside bet hotspots', () => {
  it('offers every split, street, corner and six line, each one a bet the engine accepts', () => {
    const counts = INSIDE_HOTSPOTS.reduce<Record<string, number>>((tally, { spot }) => ({ ...tally, [spot.type]: (tally[spot.type] ?? 0) + 1 }), {});
    expect(counts).toEqual({ split: 60, street: 14, corner: 23, 'six-line': 11 });
    expect(() => validateRouletteBets(INSIDE_HOTSPOTS.map(({ spot }) => ({ ...spot, stake: 1n }) as never))).not.toThrow();
  });

  it('puts no two hotspots on the same point of the grid', () => {
    const points = INSIDE_HOTSPOTS.map(({ at }) => `${at.street},${at.column}`);
    expect(new Set(points).size).toBe(points.length);
  });

  it('places a spot between the numbers it covers', () => {
    const at = (key: string) => INSIDE_HOTSPOTS.find(({ spot }) => spotKey(spot) === key)!.at;
    expect(at('split:1-2')).toEqual({ street: 0.5, column: 1 });
    expect(at('split:1-4')).toEqual({ street: 1, column: 0.5 });
    expect(at('split:0-3')).toEqual({ street: 0, column: 2.5 });
    expect(at('corner:1-2-4-5')).toEqual({ street: 1, column: 1 });
    expect(at('corner:0-1-2-3')).toEqual({ street: 0, column: 0 });
    expect(at('street:34-35-36')).toEqual({ street: 11.5, column: 0 });
    expect(at('street:0-2-3')).toEqual({ street: 0, column: 2 });
    expect(at('six-line:31-32-33-34-35-36')).toEqual({ street: 11, column: 0 });
  });

  it('names spots for screen readers', () => {
    expect(spotName({ type: 'straight', numbers: [0] })).toBe('0 green');
    expect(spotName({ type: 'straight', numbers: [19] })).toBe('19 red');
    expect(spotName({ type: 'split', numbers: [1, 2] })).toBe('Split 1 and 2');
    expect(spotName({ type: 'six-line', numbers: [1, 2, 3, 4, 5, 6] })).toBe('Six line 1 to 6');
    expect(spotName({ type: 'dozen', dozen: 2 })).toBe('2nd dozen, 13 to 24');
    expect(spotName({ type: 'high' })).toBe('19 to 36');
  });
});

describe('the wheel', () => {
  it('always spins forwards and stops with the pocket under the marker', () => {
    let rotation = 0;
    for (const pocket of [0, 26, 17, 32, 17]) {
      const next = landingRotation(rotation, pocket, 5);
      expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
      expect(Math.cos(((next + pocketAngle(pocket)) * Math.PI) / 180)).toBeCloseTo(1, 9);
      rotation = next;
    }
  });

  it('brings the ball round the other way to rest at the top, under the marker', () => {
    const first = spinTo({ wheel: 0, ball: 0 }, 17);
    const second = spinTo(first, 17);
    expect(second.wheel).toBeGreaterThan(first.wheel);
    expect(second.ball).toBeLessThan(first.ball);
    expect([first.ball % 360, second.ball % 360].map(Math.abs)).toEqual([0, 0]);
  });

  it('keeps the newest twelve results, newest first', () => {
    const results = Array.from({ length: 14 }, (_, spin) => spin).reduce<number[]>((strip, pocket) => withLatestResult(strip, pocket), []);
    expect(results).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});
