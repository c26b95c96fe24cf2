import { sql } from 'drizzle-orm';
import { COOKIE_CONSENT_MAX_AGE_SECONDS, COOKIE_CONSENT_NAME, messages } from '@lodestar/contracts';
import { errorReports } from '../../server/src/modules/error-reports/schema.ts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { RESTRICTED_TEST_IP } from './support/server.ts';

test.describe('the site shell', () => {
  test('shows the cookie notice until OK, then remembers it for 10 years on path /', async ({ page, context }) => {
    // Chromium stores no cookie for longer than 400 days, so what the app asked for is read where it writes it.
    await page.addInitScript(() => {
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const written: string[] = [];
      Object.defineProperty(document, 'cookie', {
        get: () => descriptor.get!.call(document),
        set: (value: string) => {
          written.push(value);
          descriptor.set!.call(document, value);
        },
      });
      (window as unknown as { writtenCookies: string[] }).writtenCookies = written;
    });
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toHaveCount(0);
    const written = await page.evaluate(() => (window as unknown as { writtenCookies: string[] }).writtenCookies);
    const consent = written.find((cookie) => cookie.startsWith(`${COOKIE_CONSENT_NAME}=`));
    expect(consent).toContain(`max-age=${COOKIE_CONSENT_MAX_AGE_SECONDS}`);
    expect(consent).toContain('path=/');
    const stored = (await context.cookies()).find((candidate) => candidate.name === COOKIE_CONSENT_NAME);
    expect(stored?.path).toBe('/');
    expect(stored!.expires - Date.now() / 1000).toBeGreaterThan(399 * 24 * 3600);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });

  test('shows the welcome banner only on viewports wider than 1100 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(messages.welcomeBanner)).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.getByText(messages.welcomeBanner)).toHaveCount(0);
    await page.setViewportSize({ width: 1101, height: 800 });
    await expect(page.getByText(messages.welcomeBanner)).toHaveCount(1);
  });

  test('shows the 500 page for a render error and reports it to the error logger', async ({ page, server }) => {
    await page.goto('/dev/crash');
    await expect(page.getByText(messages.errorPage.title)).toBeVisible();
    await expect(page.getByText(messages.errorPage.code, { exact: true })).toHaveCount(1);
    await expect(page.getByText(messages.errorPage.text)).toHaveCount(1);
    const reportsFromCrashPage = () =>
      server.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(errorReports)
        .where(sql`${errorReports.url} like ${'%/dev/crash'}`)
        .then(([row]) => row!.count);
    // The report is a row in the server's database: no locator shows it.
    await expect.poll(reportsFromCrashPage).toBeGreaterThan(0);
    await page.getByRole('link', { name: messages.errorPage.back }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test.describe('from a restricted country', () => {
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': RESTRICTED_TEST_IP } });

    test('shows only the blocked page to a visitor from a restricted country', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Country blocked (United States)' })).toBeVisible();
      await expect(page.getByText(messages.blockedPage.vpn)).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, 'blocked page');
    });
  });
});

test.describe('accessibility', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`finds no serious or critical axe violation at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/terms', '/privacy-policy', '/games', '/profile/account/general', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${path} at ${viewport.width}px`);
      }
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Register' }).getByRole('alert').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `register modal with errors at ${viewport.width}px`);
      await page.goto('/dev/crash');
      await expect(page.getByText(messages.errorPage.title)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `500 page at ${viewport.width}px`);
    });
  }
});
