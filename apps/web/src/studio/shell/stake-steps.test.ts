import { describe, expect, it } from 'vitest';
import { neighbourStake, sortedStakeSteps } from './stake-steps';

describe('stake steps', () => {
  const steps = sortedStakeSteps(['100', '10', '50', '20', '10']);

  it('orders the steps and drops repeats', () => {
    expect(steps).toEqual([10n, 20n, 50n, 100n]);
  });

  it('moves to the neighbouring step and stops at either end', () => {
    expect(neighbourStake(steps, 20n, 'higher')).toBe(50n);
    expect(neighbourStake(steps, 20n, 'lower')).toBe(10n);
    expect(neighbourStake(steps, 10n, 'lower')).toBeUndefined();
    expect(neighbourStake(steps, 100n, 'higher')).toBeUndefined();
  });

  it('steps from a stake between two steps to the nearest one in that direction', () => {
    expect(neighbourStake(steps, 30n, 'higher')).toBe(50n);
    expect(neighbourStake(steps, 30n, 'lower')).toBe(20n);
  });
});
