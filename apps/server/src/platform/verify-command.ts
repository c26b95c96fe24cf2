import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

/** What a verification found, as an operator command prints it. */
export interface VerificationReport {
  /** "Ledger verification", "Audit log verification" … */
  title: string;
  ok: boolean;
  /** The figures and findings, one line each, printed under the title. */
  lines: string[];
}

/** Exit codes of every verify command: 0 all holds, 1 a violation found, 2 the check itself could not run. */
const EXIT_OK = 0;
const EXIT_VIOLATIONS = 1;
const EXIT_CANNOT_VERIFY = 2;

/**
 * The body of `npm run ledger:verify` and `npm run audit:verify`: runs `verify` on the database the server uses,
 * prints its report and sets the exit code.
 */
export async function runVerifyCommand(verify: (db: Database) => Promise<VerificationReport>): Promise<void> {
  try {
    const config = loadConfig();
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      const report = await verify(database.db);
      console.log(`${report.title} on ${database.kind}`);
      for (const line of report.lines) console.log(line);
      process.exitCode = report.ok ? EXIT_OK : EXIT_VIOLATIONS;
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = EXIT_CANNOT_VERIFY;
  }
}
