import type pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { TEMPLATE_DATABASE, withAdminClient, urlForDatabase } from './postgres-databases.ts';

/**
 * Migrates one template database per run; every test file then gets its own copy in milliseconds
 * (CREATE DATABASE … TEMPLATE …), so files run in parallel without truncating shared tables.
 */
export function setup(): Promise<() => Promise<void>> {
  return migrateTemplateDatabase(TEMPLATE_DATABASE);
}

/** Makes `template` afresh with every migration applied; resolves with its removal. */
export async function migrateTemplateDatabase(template: string): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  await withAdminClient(adminUrl, async (client: pg.Client) => {
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${template}`);
  });
  const handle = await openDatabase({ url: urlForDatabase(adminUrl, template) });
  await handle.close();
  return async () => {
    await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
  };
}
