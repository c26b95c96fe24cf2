import { adminPlayerPaths } from '@lodestar/contracts';
import { registerThroughApi } from './support/players.ts';
import { signInStaffThroughApi } from './support/staff.ts';
import { expect, test } from './support/fixtures.ts';

test('an admin finds a player, reads the detail, adjusts the balance through the confirm dialog and locks them', async ({
  page,
  server,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = await registerThroughApi(page.request);
  await signInStaffThroughApi(page, server, 'admin');
  const notes = adminPlayerPaths.notes.replace(':id', player.playerId);
  expect((await page.request.post(notes, { data: { text: 'Asked about the welcome bonus terms; explained wagering.' } })).status()).toBe(200);
  const lowerLimit = adminPlayerPaths.lowerLimit.replace(':id', player.playerId);
  expect(
    (await page.request.post(lowerLimit, { data: { kind: 'deposit', period: 'week', amount: '200', reason: 'affordability call' } })).status(),
  ).toBe(200);

  await page.goto('/admin/players');
  await page.getByRole('searchbox', { name: 'Email, name or player id' }).fill(player.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: player.email }).click();
  await expect(page.getByRole('heading', { name: /Mary Somerville/ })).toBeVisible();

  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await page.getByLabel('Amount', { exact: true }).fill('25');
  await page.getByLabel('Reason').fill('Goodwill after a game outage');
  await page.getByRole('button', { name: 'Credit 25 EUR' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Wallets' }).getByText('25.00')).toBeVisible();

  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await page.getByLabel('Direction').selectOption('debit');
  await page.getByLabel('Amount', { exact: true }).fill('30');
  await page.getByLabel('Reason').fill('Test below zero');
  await page.getByRole('button', { name: 'Debit 30 EUR' }).click();
  await expect(page.getByRole('alert')).toHaveText('This adjustment would take the balance below zero');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.screenshot({ path: 'test-results/admin-player-detail-1280.png', fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/admin-player-detail-1024.png', fullPage: true });

  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.getByLabel('Reason').fill('Chargeback on the first deposit');
  await page.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByText('Locked', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Signed out everywhere.')).toBeVisible();
  expect(consoleErrors.filter((error) => !error.includes('400'))).toEqual([]);
});
