import { describe, expect, it } from 'vitest';
import { offerHeadline } from './promotion-text';

describe('an offer’s headline', () => {
  it('names the bonus and the spins it has', () => {
    expect(offerHeadline({ bonusPercent: 125, freeSpins: 125 })).toBe('125% bonus + 125 free spins');
    expect(offerHeadline({ bonusPercent: 0, freeSpins: 20 })).toBe('20 free spins');
    expect(offerHeadline({ bonusPercent: 100, freeSpins: 0 })).toBe('100% bonus');
  });
});
