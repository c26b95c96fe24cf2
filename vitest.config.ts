import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiTests = ['apps/server/src/**/*.test.ts'];

/**
 * Pure unit tests and the API suite on the embedded database (and again on the PostgreSQL server when
 * TEST_DATABASE_URL is set). The browser suite runs under Playwright (playwright.config.ts).
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { LODESTAR_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { LODESTAR_TEST_DB: 'postgres' },
                globalSetup: ['apps/server/test/postgres-template.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
