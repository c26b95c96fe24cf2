import { adminPlayerStatusLabels, responsibleGamblingPaths, selfExcludeResponse } from '@lodestar/contracts';
import { expect, test } from './support/fixtures.ts';
import { registerThroughApi } from './support/players.ts';
import { saveScreen } from './support/screens.ts';
import { signInStaffThroughApi } from './support/staff.ts';

test('staff find a player who took a 24-hour time-out shown as timed out until its end, in the list and on their page', async ({
  page,
  server,
  consoleErrors,
}) => {
  const player = await registerThroughApi(page.request);
  const timeOut = await page.request.put(responsibleGamblingPaths.selfExclude, { data: { selfExcludePeriod: '24-hours' } });
  expect(timeOut.status()).toBe(200);
  const { endsAt } = selfExcludeResponse.parse(await timeOut.json());
  // The back office writes dates as en-GB in the browser's zone, which is this machine's.
  const status = adminPlayerStatusLabels.timedOut(new Date(endsAt!).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
  await signInStaffThroughApi(page, server, 'support');

  await page.goto('/admin/players');
  await page.getByRole('searchbox', { name: 'Email, name or player id' }).fill(player.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(player.email) });
  // Next to the email, so a phone shows it without scrolling the table sideways.
  await expect(row.getByRole('cell').nth(1)).toHaveText(status);
  await saveScreen(page, 'admin-players-timed-out-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByRole('cell').nth(1)).toBeInViewport({ ratio: 1 });
  await saveScreen(page, 'admin-players-timed-out-390');

  await row.getByRole('link', { name: player.email }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Mary Somerville ${status}`);
  await saveScreen(page, 'admin-player-timed-out-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, 'admin-player-timed-out-1280');
  expect(consoleErrors).toEqual([]);
});
