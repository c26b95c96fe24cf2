/**
 * The cheapest argon2id hash (8 KiB is argon2's least for one lane, one pass), for the servers tests start: at
 * production's cost (19 MiB, 2 passes) the hashing of every registration and sign-in dominated the suites' time.
 * NODE_ENV=production refuses it (config.ts), so a test of production keeps production's cost.
 */
export const TEST_PASSWORD_HASH_COST = { PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_PASSES: '1' } as const;
