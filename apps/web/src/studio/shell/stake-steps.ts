/** The stake steps as amounts, smallest first, whatever order the server listed them in. */
export function sortedStakeSteps(steps: readonly string[]): bigint[] {
  return [...new Set(steps)].map((step) => BigInt(step)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The step below or above `value` (which need not be a step itself); undefined at either end. */
export function neighbourStake(steps: readonly bigint[], value: bigint, direction: 'lower' | 'higher'): bigint | undefined {
  return direction === 'lower' ? steps.findLast((step) => step < value) : steps.find((step) => step > value);
}
