import { apiPaths } from '@lodestar/contracts';
import { expect, test } from './support/fixtures.ts';
import { registerThroughApi } from './support/players.ts';
import { signInStaffThroughPages } from './support/staff.ts';

test('risk staff find a crash the web app reported, grouped with its repeats, and read its stack', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  const player = await registerThroughApi(page.request);
  const message = `TypeError: e2e crash ${Date.now()}`;
  const report = {
    message,
    stack: `${message}\n    at Lobby (lobby.tsx:10:3)`,
    url: `${server.baseUrl}/lobby`,
    userAgent: 'Mozilla/5.0 Chrome/131.0.0.0',
  };
  for (let repeat = 0; repeat < 3; repeat += 1) expect((await page.request.post(apiPaths.errorLogger, { data: report })).status()).toBe(202);

  const staffContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInStaffThroughPages(staff, server, 'risk');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Errors' }).click();
  await staff.getByRole('searchbox', { name: 'Text in the message or page' }).fill('e2e crash');
  await staff.getByRole('button', { name: 'Filter' }).click();
  const row = staff.getByRole('row').filter({ hasText: message });
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: player.email })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Chrome 131' })).toBeVisible();
  await staff.screenshot({ path: 'test-results/staff-errors-1280.png', fullPage: true });

  await row.getByRole('link', { name: message }).click();
  await expect(staff.getByRole('heading', { name: message })).toBeVisible();
  await expect(staff.getByText('at Lobby (lobby.tsx:10:3)')).toBeVisible();
  await staff.screenshot({ path: 'test-results/staff-error-detail-1280.png', fullPage: true });
  await staffContext.close();
});
