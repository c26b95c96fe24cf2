import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { verifyAuditChain } from './service.ts';

/** Exit codes: 0 the chain is intact, 1 it is broken, 2 the check itself could not run. */
const EXIT_INTACT = 0;
const EXIT_BROKEN = 1;
const EXIT_CANNOT_VERIFY = 2;

/** `npm run audit:verify`: walks the staff audit log of the database the server uses. */
async function verifyConfiguredDatabase(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const result = await verifyAuditChain(database.db);
    console.log(`Audit log verification on ${database.kind}`);
    if (result.ok) {
      console.log(`OK: ${result.rows} row(s), the chain is intact`);
      return EXIT_INTACT;
    }
    console.log(`FAILED after ${result.rows} intact row(s): ${result.problem}`);
    return EXIT_BROKEN;
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
