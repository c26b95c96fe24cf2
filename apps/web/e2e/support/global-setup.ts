import { E2E_TEMPLATE_DATABASE } from '../../../server/test/postgres-databases.ts';
import { migrateTemplateDatabase } from '../../../server/test/postgres-template.ts';
import buildWeb from './build-web.ts';

/**
 * Playwright's globalSetup: the production build of the web app, and with TEST_DATABASE_URL (CI) one migrated
 * template database that each worker's server copies (server.ts); resolves with the template's removal.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  buildWeb();
  return process.env.TEST_DATABASE_URL ? migrateTemplateDatabase(E2E_TEMPLATE_DATABASE) : undefined;
}
