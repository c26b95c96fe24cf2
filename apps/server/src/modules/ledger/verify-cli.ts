import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { verifyLedger } from './service.ts';

/** Exit codes: 0 every invariant holds, 1 violations found, 2 the check itself could not run. */
const EXIT_CLEAN = 0;
const EXIT_VIOLATIONS = 1;
const EXIT_CANNOT_VERIFY = 2;

/** `npm run ledger:verify`: the invariants of DESIGN.md "Money", checked on the database the server uses. */
async function verifyConfiguredDatabase(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { transactions, accounts, violations } = await verifyLedger(database.db);
    console.log(`Ledger verification on ${database.kind}`);
    console.log(`  transactions: ${transactions}`);
    console.log(`  accounts:     ${accounts}`);
    if (violations.length === 0) {
      console.log('OK: every invariant holds');
      return EXIT_CLEAN;
    }
    console.log(`FAILED: ${violations.length} violation(s)`);
    for (const violation of violations) console.log(`  - ${violation}`);
    return EXIT_VIOLATIONS;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await verifyConfiguredDatabase();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = EXIT_CANNOT_VERIFY;
}
