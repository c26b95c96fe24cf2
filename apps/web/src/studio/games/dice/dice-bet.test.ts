import { describe, expect, it } from 'vitest';
import { DiceBetError, diceMultiplier } from '@lodestar/games';
import { clampDiceTarget, diceTargetRange, diceWinningZone, flipDiceDirection, previewDiceBet } from './dice-bet.ts';

describe('dice bet preview', () => {
  it('shows the chance, multiplier and payout the server settles with', () => {
    expect(previewDiceBet({ target: 49.5, direction: 'under' }, 100n)).toEqual({ winChance: 49.5, multiplier: 2, payout: 200n });
    // 99 ÷ 33.33 = 2.97029…, rounded down to 2.9702; 1.55 EUR × 2.9702 = 4.60381 → 460 cents, rounded down.
    expect(previewDiceBet({ target: 66.67, direction: 'over' }, 155n)).toEqual({ winChance: 33.33, multiplier: 2.9702, payout: 460n });
    expect(previewDiceBet({ target: 0.01, direction: 'under' }, 1n)).toEqual({ winChance: 0.01, multiplier: 9900, payout: 9900n });
  });

  it('offers exactly the targets the engine accepts, at both ends', () => {
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      expect(() => diceMultiplier({ target: min, direction })).not.toThrow();
      expect(() => diceMultiplier({ target: max, direction })).not.toThrow();
      expect(() => diceMultiplier({ target: min - 0.01, direction })).toThrow(DiceBetError);
      expect(() => diceMultiplier({ target: max + 0.01, direction })).toThrow(DiceBetError);
    }
    expect(diceTargetRange('under')).toEqual({ min: 0.01, max: 98 });
    expect(diceTargetRange('over')).toEqual({ min: 2, max: 99.99 });
  });

  it('clamps slider and typed values to hundredths within range', () => {
    expect(clampDiceTarget(0, 'under')).toBe(0.01);
    expect(clampDiceTarget(99.5, 'under')).toBe(98);
    expect(clampDiceTarget(100, 'over')).toBe(99.99);
    expect(clampDiceTarget(1, 'over')).toBe(2);
    expect(clampDiceTarget(33.333, 'under')).toBe(33.33);
    expect(clampDiceTarget(0.29, 'under')).toBe(0.29);
    expect(clampDiceTarget(Number.NaN, 'over')).toBe(2);
  });

  it('flips the direction on the mirrored target, keeping chance and payout', () => {
    const under = { target: 49.5, direction: 'under' } as const;
    const over = flipDiceDirection(under);
    expect(over).toEqual({ target: 50.5, direction: 'over' });
    expect(previewDiceBet(over, 100n)).toEqual(previewDiceBet(under, 100n));
    expect(flipDiceDirection(over)).toEqual(under);
    expect(flipDiceDirection({ target: 98, direction: 'under' })).toEqual({ target: 2, direction: 'over' });
  });

  it('marks the winning part of the bar', () => {
    expect(diceWinningZone({ target: 25, direction: 'under' })).toEqual({ from: 0, to: 25 });
    expect(diceWinningZone({ target: 25, direction: 'over' })).toEqual({ from: 25, to: 100 });
  });
});
