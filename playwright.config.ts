import { defineConfig } from '@playwright/test';

/**
 * The browser suite: the specs in apps/web/e2e drive Debian's Chromium (never a downloaded browser) against the
 * real server. The web app is built once before the run (globalSetup); each worker then starts its own server
 * on its own port with its own database (the `server` fixture of apps/web/e2e/support/fixtures.ts): a copy of a
 * migrated template on PostgreSQL when TEST_DATABASE_URL is set, else the embedded one.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  outputDir: 'test-results',
  // The account flow hashes passwords with argon2 a dozen times and the axe scans are heavy: on a loaded 2-core
  // machine a test may take over a minute.
  timeout: 120_000,
  // A browser round trip through argon2 on a loaded 2-core machine can take longer than the default 5 s, and a
  // registration's first zxcvbn judgements (its dictionaries loaded in the page and in the server) took over 10 s
  // once in CI with both workers busy. Only a failing expectation waits this long.
  expect: { timeout: 20_000 },
  // Two workers, each its own server and database, on the 2-core machine: passwords are hashed at the tests' low
  // argon2 cost (apps/web/e2e/support/server.ts), which had starved two tests past their timeout at full cost.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./scripts/playwright-summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // No trace by default: recording one for every test (its screencast and DOM snapshots) to keep a failure's cost
    // 30 % of the suite's time on this 2-core machine (four specs, two workers: 101 s traced, 87 s without its
    // screenshots, 71 s untraced). A failure keeps a screenshot and Playwright's page snapshot (error-context.md);
    // `npx playwright test <spec> --trace on` records the trace of a failing spec.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
