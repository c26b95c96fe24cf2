import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support/browser.ts';
import { expect, test as baseTest } from './support/fixtures.ts';
import { requestsInFlight } from './support/network.ts';
import { registerThroughApi } from './support/players.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** An operator's configuration: a licence with its seal script, an analytics tag, a live-chat widget and a YouTube tutorial. */
const OPERATOR = {
  LICENCE_NUMBER: 'MGA/B2C/123/2026',
  LICENCE_AUTHORITY: 'the Malta Gaming Authority',
  LICENCE_VERIFICATION_URL: 'https://seal.example/verify/123',
  LICENCE_SEAL_SCRIPT_URL: 'https://seal.example/seal.js',
  ANALYTICS_SCRIPT_URL: 'https://tags.example/tag.js',
  LIVE_CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
  TUTORIAL_YOUTUBE_ID: 'dQw4w9WgXcQ',
};

const test = baseTest.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const server = await startServer(OPERATOR);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * Stands in for the third parties inside the browser (nothing leaves the machine) and notes what the page asked of
 * them. Each script leaves a mark once it ran, so a Content-Security-Policy that blocked it fails the test; the chat
 * widget also calls home, as real widgets do.
 */
async function fakeThirdParties(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const scripts: Record<string, string> = {
    [OPERATOR.LICENCE_SEAL_SCRIPT_URL]: `document.getElementById('licence-seal').dataset.sealed = 'yes';`,
    [OPERATOR.ANALYTICS_SCRIPT_URL]: `window.analyticsTagRan = true;`,
    [OPERATOR.LIVE_CHAT_SCRIPT_URL]: `fetch('https://chat.example/hello').then((r) => r.text()).then((t) => { window.chatWidgetSaid = t; });`,
  };
  await page.route(/^https:\/\/(seal|tags|chat)\.example\//, (route) => {
    const url = route.request().url();
    requested.push(url);
    const script = scripts[url];
    return script
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.fulfill({ contentType: 'text/plain', body: 'hello from the widget', headers: { 'access-control-allow-origin': '*' } });
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>The YouTube player</p>' });
  });
  return requested;
}

test('an operator’s licence shows in the footer; its seal, analytics tag and live-chat widget load only after cookie consent', async ({
  page,
  consoleErrors,
}) => {
  const requested = await fakeThirdParties(page);
  const network = requestsInFlight(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`Licensed and regulated by ${OPERATOR.LICENCE_AUTHORITY}, licence number ${OPERATOR.LICENCE_NUMBER}.`);
  await expect(footer.getByRole('link', { name: 'Verify this licence' })).toHaveAttribute('href', OPERATOR.LICENCE_VERIFICATION_URL);
  await expect(footer.getByText('Test mode')).toHaveCount(0);
  // The operator's widget replaces our chat button.
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await network.quiet();
  expect(requested).toEqual([]);

  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.locator('#licence-seal')).toHaveAttribute('data-sealed', 'yes');
  await expect.poll(() => page.evaluate(() => (window as { analyticsTagRan?: boolean }).analyticsTagRan)).toBe(true);
  await expect.poll(() => page.evaluate(() => (window as { chatWidgetSaid?: string }).chatWidgetSaid)).toBe('hello from the widget');
  expect(requested.sort()).toEqual(
    [OPERATOR.ANALYTICS_SCRIPT_URL, 'https://chat.example/hello', OPERATOR.LIVE_CHAT_SCRIPT_URL, OPERATOR.LICENCE_SEAL_SCRIPT_URL].sort(),
  );
  await footer.scrollIntoViewIfNeeded();
  await footer.screenshot({ path: 'test-results/footer-licensed-390.png' });
  expect(consoleErrors).toEqual([]);
});

test('with a YouTube video configured, the tutorial embeds it without cookies and without autoplay', async ({ page, consoleErrors }) => {
  const requested = await fakeThirdParties(page);
  await registerThroughApi(page.request);
  await page.setViewportSize(DESKTOP);
  await page.goto('/profile/verification');
  await page.getByRole('button', { name: 'How to deposit crypto' }).click();

  const tutorial = page.getByRole('dialog', { name: 'How to deposit crypto' });
  const embed = tutorial.locator('iframe');
  const source = new URL((await embed.getAttribute('src'))!);
  expect(source.origin + source.pathname).toBe(`https://www.youtube-nocookie.com/embed/${OPERATOR.TUTORIAL_YOUTUBE_ID}`);
  expect(source.searchParams.get('autoplay')).toBeNull();
  expect(source.searchParams.get('cc_load_policy')).toBe('1');
  // The frame is allowed to load (frame-src) and shows the player.
  await expect(page.frameLocator('iframe[title="Video: How to deposit crypto"]').getByText('The YouTube player')).toBeVisible();
  expect(requested).toContain(source.toString());
  await expect(tutorial.locator('video')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(tutorial).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
