/** The stake steps as amounts, smallest first, whatever order the server listed them in. */
export function sortedStakeSteps(steps: readonly string[]): bigint[] {
  return [...new Set(steps)].map((step) => BigInt(step)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
