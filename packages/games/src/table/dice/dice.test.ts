import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fairness/fair-random.ts';
import { fraction } from '../exact-fraction.ts';
import { expectSimulatedRtp, firstFixedFloat, FIXED_SEEDS, moments, scriptedRandom } from '../test-support.ts';
import { diceGame, diceMultiplier, diceRtp, diceWinChance, DiceBetError, playDice, rollDice, type DiceBet } from './dice.ts';

/** A float that rolls exactly `roll` (two decimals). */
const floatRolling = (roll: number) => (Math.round(roll * 100) + 0.5) / 10_001;

describe('dice', () => {
  it('rolls 54.43 for the fixed seeds: ⌊first float × 10,001⌋ ÷ 100, 0.00 to 100.00 as Stake publishes', () => {
    expect(rollDice(fairRandom(FIXED_SEEDS))).toBe(54.43);
    expect(Math.floor(firstFixedFloat() * 10_001) / 100).toBe(54.43);
    expect(rollDice(scriptedRandom([0]))).toBe(0);
    expect(rollDice(scriptedRandom([0.999_999_999]))).toBe(100);
    expect(rollDice(scriptedRandom([10_000 / 10_001 - 1e-9]))).toBe(99.99);
  });

  it('pays 99 ÷ win chance, rounded down to four decimals', () => {
    const cases: [DiceBet, chance: number, multiplier: number][] = [
      [{ target: 49.5, direction: 'under' }, 49.5, 2],
      [{ target: 50.5, direction: 'over' }, 49.5, 2],
      [{ target: 1, direction: 'under' }, 1, 99],
      [{ target: 0.01, direction: 'under' }, 0.01, 9900],
      [{ target: 98, direction: 'under' }, 98, 1.0102],
      [{ target: 2, direction: 'over' }, 98, 1.0102],
      [{ target: 33.33, direction: 'under' }, 33.33, 2.9702],
      [{ target: 66.67, direction: 'over' }, 33.33, 2.9702],
      [{ target: 97, direction: 'under' }, 97, 1.0206],
    ];
    for (const [bet, chance, multiplier] of cases) {
      expect(diceWinChance(bet)).toBe(chance);
      expect(diceMultiplier(bet)).toBe(multiplier);
    }
  });

  it('wins strictly over or under the target; the target itself loses', () => {
    const under: DiceBet = { target: 49.5, direction: 'under' };
    expect(playDice(scriptedRandom([floatRolling(49.49)]), under)).toEqual({ roll: 49.49, won: true, multiplier: 2 });
    expect(playDice(scriptedRandom([floatRolling(49.5)]), under)).toEqual({ roll: 49.5, won: false, multiplier: 0 });
    const over: DiceBet = { target: 50.5, direction: 'over' };
    expect(playDice(scriptedRandom([floatRolling(50.51)]), over)).toEqual({ roll: 50.51, won: true, multiplier: 2 });
    expect(playDice(scriptedRandom([floatRolling(50.5)]), over)).toEqual({ roll: 50.5, won: false, multiplier: 0 });
    expect(playDice(scriptedRandom([floatRolling(100)]), { target: 99.99, direction: 'over' }).won).toBe(true);
    expect(playDice(scriptedRandom([floatRolling(99.99)]), { target: 99.99, direction: 'over' }).won).toBe(false);
    expect(playDice(scriptedRandom([floatRolling(0)]), { target: 0.01, direction: 'under' }).won).toBe(true);
  });

  it('refuses targets outside 0.01 %–98 % win chance or finer than hundredths', () => {
    const refused: [DiceBet, string][] = [
      [{ target: 0, direction: 'under' }, 'win-chance-out-of-range'],
      [{ target: 98.01, direction: 'under' }, 'win-chance-out-of-range'],
      [{ target: 1.99, direction: 'over' }, 'win-chance-out-of-range'],
      [{ target: 100, direction: 'over' }, 'win-chance-out-of-range'],
      [{ target: 50.005, direction: 'under' }, 'invalid-target'],
      [{ target: -1, direction: 'under' }, 'invalid-target'],
      [{ target: 100.01, direction: 'under' }, 'invalid-target'],
      [{ target: Number.NaN, direction: 'under' }, 'invalid-target'],
      [{ target: 50, direction: 'sideways' as 'over' }, 'invalid-direction'],
    ];
    for (const [bet, code] of refused) {
      expect(() => playDice(scriptedRandom([0.5]), bet)).toThrow(DiceBetError);
      expect(() => diceMultiplier(bet)).toThrow(expect.objectContaining({ code }));
    }
  });

  it('has RTP w · ⌊99,000,000 ÷ w⌋ ÷ (10,001 · 10⁴): 0.99 · 10,000 ÷ 10,001 at 49.50 %, never above it', () => {
    expect(diceRtp({ target: 49.5, direction: 'under' })).toEqual(fraction(9_900n, 10_001n));
    expect(diceRtp({ target: 33.33, direction: 'under' })).toEqual(fraction(3333n * 29702n, 10_001n * 10_000n));
    expect(diceGame.theoreticalRtp).toBe(9_900 / 10_001);
    const rtps = Array.from({ length: 9800 }, (_, index) => {
      const rtp = diceRtp({ target: (index + 1) / 100, direction: 'under' });
      return Number(rtp.numerator) / Number(rtp.denominator);
    });
    expect(Math.max(...rtps)).toBe(9_900 / 10_001);
    expect(Math.min(...rtps)).toBeGreaterThan(0.9898);
  });

  it('simulates roll under 49.50 within the 99 % interval of its RTP', () => {
    const { sigma } = moments([
      { multiplier: 2, probability: 4_950 / 10_001 },
      { multiplier: 0, probability: 5_051 / 10_001 },
    ]);
    expectSimulatedRtp(diceGame, 300_000, 2, sigma);
  });
});
