import { describe, expect, it } from 'vitest';
import { sortedStakeSteps } from './stake-steps';

describe('stake steps', () => {
  const steps = sortedStakeSteps(['100', '10', '50', '20', '10']);

  it('orders the steps and drops repeats', () => {
    expect(steps).toEqual([10n, 20n, 50n, 100n]);
  });
});
