import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_MAX_AGE_SECONDS, COOKIE_CONSENT_NAME, messages } from '@lodestar/contracts';
import { errorReports } from '../../server/src/modules/error-reports/schema.ts';
import { DESKTOP, expectNoSeriousA11yViolations, newPage, PHONE } from './support/browser.ts';
import { RESTRICTED_TEST_IP } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

describe('the site shell', () => {
  it('shows the cookie notice until OK, then remembers it for 10 years on path /', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
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
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    const written = await page.evaluate(() => (window as unknown as { writtenCookies: string[] }).writtenCookies);
    const consent = written.find((cookie) => cookie.startsWith(`${COOKIE_CONSENT_NAME}=`));
    expect(consent).toContain(`max-age=${COOKIE_CONSENT_MAX_AGE_SECONDS}`);
    expect(consent).toContain('path=/');
    const stored = (await context.cookies()).find((candidate) => candidate.name === COOKIE_CONSENT_NAME);
    expect(stored?.path).toBe('/');
    expect(stored!.expires - Date.now() / 1000).toBeGreaterThan(399 * 24 * 3600);
    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);
    await context.close();
  });

  it('shows the welcome banner only on viewports wider than 1100 px', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: DESKTOP });
    await page.goto('/');
    await page.getByText(messages.welcomeBanner).waitFor();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(() => page.getByText(messages.welcomeBanner).count()).toBe(0);
    await page.setViewportSize({ width: 1101, height: 800 });
    await expect.poll(() => page.getByText(messages.welcomeBanner).count()).toBe(1);
    await context.close();
  });

  it('shows the 500 page for a render error and reports it to the error logger', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/dev/crash');
    await page.getByText(messages.errorPage.title).waitFor();
    expect(await page.getByText(messages.errorPage.code, { exact: true }).count()).toBe(1);
    expect(await page.getByText(messages.errorPage.text).count()).toBe(1);
    const reportsFromCrashPage = () =>
      suite.server.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(errorReports)
        .where(sql`${errorReports.url} like ${'%/dev/crash'}`)
        .then(([row]) => row!.count);
    await expect.poll(reportsFromCrashPage).toBeGreaterThan(0);
    await page.getByRole('link', { name: messages.errorPage.back }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows only the blocked page to a visitor from a restricted country', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { headers: { 'X-Forwarded-For': RESTRICTED_TEST_IP } });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Country blocked (United States)' }).waitFor();
    expect(await page.getByText(messages.blockedPage.vpn).count()).toBe(1);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Register' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'blocked page');
    await context.close();
  });
});

describe('accessibility', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`finds no serious or critical axe violation at ${viewport.width} px`, async () => {
      const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport });
      for (const path of ['/', '/terms', '/privacy-policy', '/games', '/profile/account/general', '/no-such-page']) {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        await expectNoSeriousA11yViolations(page, `${path} at ${viewport.width}px`);
      }
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByRole('dialog', { name: 'Register' }).getByRole('alert').first().waitFor();
      await expectNoSeriousA11yViolations(page, `register modal with errors at ${viewport.width}px`);
      await page.goto('/dev/crash');
      await page.getByText(messages.errorPage.title).waitFor();
      await expectNoSeriousA11yViolations(page, `500 page at ${viewport.width}px`);
      await context.close();
    });
  }
});
