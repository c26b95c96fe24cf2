import { describe, expect, it } from 'vitest';
import { limboCounterAt, limboCounterDuration, parseLimboTarget, previewLimboBet, scaleLimboTarget } from './limbo-bet.ts';

describe('limbo bet', () => {
  it('reads typed targets to two decimals within 1.01×–1,000,000×', () => {
    expect(parseLimboTarget('2')).toEqual({ target: 2 });
    expect(parseLimboTarget(' 1,000.456× ')).toEqual({ target: 1000.46 });
    expect(parseLimboTarget('1.01')).toEqual({ target: 1.01 });
    expect(parseLimboTarget('1000000')).toEqual({ target: 1_000_000 });
    expect(parseLimboTarget('1.004')).toEqual({ error: 'The lowest target is 1.01×' });
    expect(parseLimboTarget('1000000.01')).toEqual({ error: 'The highest target is 1,000,000×' });
    expect(parseLimboTarget('')).toEqual({ error: 'Enter a target multiplier' });
    expect(parseLimboTarget('two')).toEqual({ error: 'Enter a target multiplier' });
  });

  it('doubles and halves within range', () => {
    expect(scaleLimboTarget(2, 2)).toBe(4);
    expect(scaleLimboTarget(3.33, 0.5)).toBe(1.67);
    expect(scaleLimboTarget(1.5, 0.5)).toBe(1.01);
    expect(scaleLimboTarget(800_000, 2)).toBe(1_000_000);
  });

  it('shows 99 % ÷ target as the win chance and stake × target as the payout', () => {
    const atTwo = previewLimboBet(2, 150n);
    // The engine's exact chance counts the floats whose Stake result reaches 2.00×: 2,126,008,812 of 2³², a hair over 49.5 %.
    expect(atTwo.winChance).toBe((2_126_008_812 / 2 ** 32) * 100);
    expect(atTwo.winChance).toBeCloseTo(49.5, 6);
    expect(atTwo.payout).toBe(300n);
    const atHundred = previewLimboBet(100, 7n);
    expect(atHundred.winChance).toBeCloseTo(0.99, 6);
    expect(atHundred.payout).toBe(700n);
    expect(previewLimboBet(1.01, 99n).payout).toBe(99n);
  });

  it('counts from 1.00× up to exactly the result, never past it', () => {
    for (const result of [1, 1.5, 2, 37.12, 1_000_000]) {
      expect(limboCounterAt(0, result)).toBe(1);
      expect(limboCounterAt(1, result)).toBe(result);
      let previous = 1;
      for (let step = 1; step <= 20; step++) {
        const shown = limboCounterAt(step / 20, result);
        expect(shown).toBeGreaterThanOrEqual(previous);
        expect(shown).toBeLessThanOrEqual(result);
        previous = shown;
      }
    }
    expect(limboCounterDuration(1)).toBe(450);
    expect(limboCounterDuration(1_000_000)).toBe(1500);
  });
});
