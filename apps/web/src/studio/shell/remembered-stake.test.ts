import { describe, expect, it } from 'vitest';
import { rememberedStake } from './remembered-stake';

const limits = { minStake: '10', maxStake: '10000', stakeSteps: ['10', '20', '50', '100'] };

describe('rememberedStake', () => {
  it('gives back a stake inside the limits, a typed one too', () => {
    expect(rememberedStake('50', limits)).toBe(50n);
    expect(rememberedStake('37', limits)).toBe(37n);
  });

  it('forgets anything else: nothing stored, a stake outside the limits, or not a number', () => {
    for (const stored of [null, '9', '10001', '-10', '1e3', 'abc', '', '99999999999999999999'])
      expect(rememberedStake(stored, limits)).toBeUndefined();
  });
});
