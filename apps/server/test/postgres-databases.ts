import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The database this run's server tests are on: PostgreSQL in the API suite when TEST_DATABASE_URL is set (CI), PGlite
 * in the embedded suite (and in the API suite where no PostgreSQL server is given).
 */
export const onPostgres = process.env.LODESTAR_TEST_DB === 'postgres';

/** One template per checkout: two working trees (with different migrations) can run their suites side by side. */
const checkoutHash = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);
export const TEMPLATE_DATABASE = `lodestar_test_template_${checkoutHash}`;
/** The browser suite's own template, so running it beside the API suite never drops the other's. */
export const E2E_TEMPLATE_DATABASE = `lodestar_e2e_template_${checkoutHash}`;

export function urlForDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template; drop() removes it. */
export async function createDatabaseFromTemplate(
  adminUrl: string,
  template: string = TEMPLATE_DATABASE,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lodestar_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: urlForDatabase(adminUrl, name),
    drop: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
