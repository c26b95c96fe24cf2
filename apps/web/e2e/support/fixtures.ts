import { test as base, expect } from '@playwright/test';
import { registerThroughApi } from './players.ts';
import { startServer, type RunningServer } from './server.ts';

export { expect };

interface TestFixtures {
  /** Every console error the test's page logged: a console error in the browser is a bug. */
  consoleErrors: string[];
  /** A EUR player registered through the real API with the page's own request client: the page starts signed in. */
  player: { email: string; playerId: string };
}

interface WorkerFixtures {
  /** The real server of this worker, on its own port with its own embedded database (see server.ts). */
  server: RunningServer;
}

/**
 * The specs' `test`: each Playwright worker starts one real server and every page of that worker's tests opens it
 * (`baseURL`), so two workers run side by side without sharing a port or a database.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
  player: async ({ page }, use) => use(await registerThroughApi(page.request)),
});
