/**
 * The seeds of the suite's randomised tests. Fixed, so every run (CI's among them) draws the same cases and a failure
 * repeats as it came; the environment sets others to explore (`npm run fuzz` draws a new one for a long API fuzz):
 * - FUZZ_SEED: the API fuzz's requests and the wallet races' orders (apps/server/src/api-fuzz.test.ts,
 *   provider-wallet-races.test.ts);
 * - FAST_CHECK_SEED: every fast-check property (scripts/fast-check-seed.ts).
 * The summary reporter prints both under each run.
 */
const seedOf = (name: string, fixed: number) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fixed;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`${name} must be an integer, not ${value}`);
  return seed;
};

export const fuzzSeed = seedOf('FUZZ_SEED', 20_261_207);
export const fastCheckSeed = seedOf('FAST_CHECK_SEED', 1_207);
