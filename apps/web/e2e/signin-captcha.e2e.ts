import type { Page } from '@playwright/test';
import { apiPaths, messages, SIGNIN_CAPTCHA_AFTER_FAILURES } from '@lodestar/contracts';
import { startSiteverifyDouble, type SiteverifyDouble } from '../../server/test/siteverify-double.ts';
import { expect, test as baseTest } from './support/fixtures.ts';
import { logInThroughModal, PLAYER_PASSWORD } from './support/players.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** A server with reCAPTCHA keys whose tokens are checked by a double of Google's siteverify on loopback. */
const test = baseTest.extend<object, { siteverify: SiteverifyDouble; server: RunningServer }>({
  siteverify: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const double = await startSiteverifyDouble();
      await use(double);
      await double.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ siteverify }, use) => {
      const server = await startServer({
        RECAPTCHA_SITE_KEY: 'e2e-site-key',
        RECAPTCHA_SECRET_KEY: 'e2e-secret',
        RECAPTCHA_VERIFY_URL: siteverify.url,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * Google's v3 script, inside the browser (nothing leaves the machine): execute() hands out the token the siteverify
 * double takes for a person, for the action asked. It notes each action, so the test sees the page asked.
 */
async function fakeRecaptchaScript(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.captchaActions = [];
        window.grecaptcha = {
          ready: (callback) => callback(),
          execute: async (siteKey, { action }) => { window.captchaActions.push(action); return 'token-of-a-person:' + action; },
        };`,
    }),
  );
}

test('a sign-in to an account others failed on proves a person with the invisible captcha, and goes through', async ({
  page,
  playwright,
  server,
  siteverify,
}) => {
  await fakeRecaptchaScript(page);
  // The player registered elsewhere, and guessers failed on the account from other addresses: this page is a
  // device the account does not know.
  const elsewhere = await playwright.request.newContext({ baseURL: server.baseUrl });
  const email = `captcha-${Date.now()}@example.com`;
  const registration = await elsewhere.post(apiPaths.registration, {
    data: { fullName: 'Mary Somerville', email, password: PLAYER_PASSWORD, terms: true, captcha: 'token-of-a-person:register' },
  });
  expect(registration.status()).toBe(201);
  for (let attempt = 0; attempt < SIGNIN_CAPTCHA_AFTER_FAILURES; attempt++) {
    const guess = await elsewhere.post(apiPaths.signin, {
      data: { email, password: 'a wrong guess 0' },
      headers: { 'x-forwarded-for': `10.9.0.${attempt}` },
    });
    expect(guess.status()).toBe(401);
  }
  await elsewhere.dispose();

  const captchasSent: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPaths.signin) captchasSent.push((request.postDataJSON() as { captcha?: string }).captcha);
  });
  await page.goto('/');
  await logInThroughModal(page, email);

  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Sent first as it was typed; the server's "captcha required" made the page run the captcha and send it again.
  expect(captchasSent).toEqual([undefined, 'token-of-a-person:login']);
  expect(await page.evaluate(() => (window as unknown as { captchaActions: string[] }).captchaActions)).toEqual(['login']);
  expect(siteverify.verified).toContain('token-of-a-person:login');
  await expect(page.getByText(messages.login.captchaRequired)).toHaveCount(0);
});
