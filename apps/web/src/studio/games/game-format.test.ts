import { describe, expect, it } from 'vitest';
import { fractionToNumber, kenoRtp, limboRtp, plinkoRtp } from '@lodestar/games';
import { PLINKO_PAYTABLES } from '@lodestar/games';
import { formatChance, formatCompactMultiplier, formatMultiplier, formatRtp, roundVerdict } from './game-format.ts';

describe('instant game figures', () => {
  it('formats multipliers with two to four decimals', () => {
    expect(formatMultiplier(2)).toBe('2.00×');
    expect(formatMultiplier(2.9702)).toBe('2.9702×');
    expect(formatMultiplier(1.5)).toBe('1.50×');
    expect(formatMultiplier(1_000_000)).toBe('1,000,000.00×');
  });

  it('labels multipliers compactly where space is tight', () => {
    expect(PLINKO_PAYTABLES.high[16].map(formatCompactMultiplier).slice(0, 9)).toEqual(['1K', '188', '40', '10', '3.1', '1.1', '0.5', '0.2', '0.2']);
    expect(formatCompactMultiplier(0)).toBe('0');
    expect(formatCompactMultiplier(1.86)).toBe('1.86');
  });

  it('formats chances without noise', () => {
    expect(formatChance(49.5)).toBe('49.5\u00a0%');
    expect(formatChance(49.49999998789281)).toBe('49.5\u00a0%');
    expect(formatChance(33.33)).toBe('33.33\u00a0%');
    expect(formatChance(0.0000353915)).toBe('0.00003539\u00a0%');
    expect(formatChance(98)).toBe('98\u00a0%');
  });

  it('shows RTPs to two decimals', () => {
    expect(formatRtp(0.99)).toBe('99.00\u00a0%');
    expect(formatRtp(0.98917)).toBe('98.92\u00a0%');
    expect(formatRtp(fractionToNumber(limboRtp(2)))).toBe('99.00\u00a0%');
    expect(formatRtp(fractionToNumber(plinkoRtp(16, 'medium')))).toMatch(/^(98\.[89]\d|99\.00)\u00a0%$/);
    expect(formatRtp(fractionToNumber(kenoRtp(10, 'high')))).toMatch(/^(98\.[89]\d|99\.00)\u00a0%$/);
  });
});

describe('roundVerdict', () => {
  const eur = (minor: bigint) => `${(Number(minor) / 100).toFixed(2)} EUR`;

  it('calls only a payout above the stake a win', () => {
    expect(roundVerdict(10n, 25n, eur)).toEqual({ tone: 'won', text: 'Win 0.25 EUR' });
  });

  it('shows a payout below the stake as what it is: a loss, with its net result', () => {
    expect(roundVerdict(10n, 2n, eur)).toEqual({ tone: 'returned', text: 'Returned 0.02 EUR (net \u22120.08 EUR)' });
    expect(roundVerdict(10n, 10n, eur)).toEqual({ tone: 'returned', text: 'Returned 0.10 EUR (your stake)' });
    expect(roundVerdict(10n, 0n, eur)).toEqual({ tone: 'lost', text: 'No win' });
  });
});
