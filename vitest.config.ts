import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiTests = ['apps/server/src/**/*.test.ts'];

/**
 * One runner for everything: pure unit tests, the API suite on the embedded database (and again on the
 * PostgreSQL server when TEST_DATABASE_URL is set), and the browser suite against the real server.
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
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/support/build-web.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits 1 s by default; a browser round trip through argon2 on a loaded 2-core machine can take longer.
          expect: { poll: { timeout: 10_000 } },
          // One Chromium at a time: two cores are shared by the browser, the server and the database.
          fileParallelism: false,
        },
      },
    ],
  },
});
