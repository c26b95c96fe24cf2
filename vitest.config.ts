import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Server tests of functions and services that touch no database: no app is built, no database opened. */
const serverUnitTests = 'apps/server/src/**/*.unit.test.ts';
/** The embedded database's own suite: the product's path end to end on PGlite, and what differs there. */
const pgliteTests = 'apps/server/src/**/*.pglite.test.ts';
/**
 * The database layer's tests whose code takes another path on PGlite (one connection, no pipelining, no autovacuum):
 * they run on both databases, each branch once.
 */
const databaseLayerTests = ['flight', 'pipelined-transaction', 'transaction-batches', 'table-statistics'].map(
  (name) => `apps/server/src/db/${name}.test.ts`,
);
/**
 * The server projects share a worker's modules between its files (isolate: false): each file builds its own app on its
 * own database, and re-importing Fastify, every module and zod for each file was most of the API suite's time (import
 * 183 s of 203 s wall in a clean run; 108 s wall without). A file that patches a shared module restores it after.
 */
const serverProject = { testTimeout: 30_000, hookTimeout: 60_000, isolate: false };

/**
 * Three projects, each test in one of them (`npm test` runs them as stages: scripts/test.mjs):
 * - unit: pure functions and components, no database;
 * - api: the server's API and services, on PostgreSQL (each file on its own database cloned from one migrated
 *   template) when TEST_DATABASE_URL is set, else on PGlite;
 * - pglite: the embedded database newcomers run, from a migrated snapshot.
 * The browser suite runs under Playwright (playwright.config.ts).
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Both cores: the server files each open a database of their own, so they run side by side.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    projects: [
      {
        // The web app's own import alias (apps/web/vite.config.ts), for its modules under test.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', serverUnitTests],
          environment: 'node',
          testTimeout: 60_000,
          setupFiles: ['scripts/fast-check-seed.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [serverUnitTests, pgliteTests, ...(hasPostgres ? [] : databaseLayerTests)],
          env: { LODESTAR_TEST_DB: hasPostgres ? 'postgres' : 'pglite' },
          globalSetup: [hasPostgres ? 'apps/server/test/postgres-template.ts' : 'apps/server/test/pglite-snapshot.ts'],
          setupFiles: ['scripts/fast-check-seed.ts'],
          ...serverProject,
        },
      },
      {
        test: {
          name: 'pglite',
          include: [pgliteTests, ...databaseLayerTests],
          env: { LODESTAR_TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/pglite-snapshot.ts'],
          ...serverProject,
        },
      },
    ],
  },
});
