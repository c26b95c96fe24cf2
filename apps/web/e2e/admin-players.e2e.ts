import { Secret, TOTP } from 'otpauth';
import { adminPlayerPaths, staffPaths } from '@lodestar/contracts';
import { createStaffMember } from '../../server/src/modules/staff/index.ts';
import { registerThroughApi } from './support/players.ts';
import { expect, test } from './support/fixtures.ts';

const STAFF_PASSWORD = 'a long staff passphrase';
const TOTP_STEP_MS = 30_000;
const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

test('an admin finds a player, reads the detail, adjusts the balance through the confirm dialog and locks them', async ({
  page,
  server,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = await registerThroughApi(page.request);
  const email = `admin-${Date.now()}@staff.test`;
  const context = { db: server.database.db, now: () => new Date(), publicUrl: server.baseUrl };
  const { member, setupLink } = await createStaffMember(context, { email, role: 'admin' });
  const token = setupLink.slice(setupLink.lastIndexOf('/') + 1);
  const enrolledAt = Date.now();
  const setup = await page.request.post(staffPaths.setup.replace(':token', token), {
    data: { password: STAFF_PASSWORD, code: codeAt(member.totpSecret, enrolledAt) },
  });
  expect(setup.status()).toBe(200);
  await page.waitForTimeout(Math.max(0, (Math.floor(enrolledAt / TOTP_STEP_MS) + 1) * TOTP_STEP_MS - Date.now() + 200));
  const signIn = await page.request.post(staffPaths.signIn, {
    data: { email, password: STAFF_PASSWORD, code: codeAt(member.totpSecret, Date.now()) },
  });
  expect(signIn.status()).toBe(200);
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
  await page.getByLabel('Amount').fill('25');
  await page.getByLabel('Reason').fill('Goodwill after a game outage');
  await page.getByRole('button', { name: 'Credit 25 EUR' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Wallets' }).getByText('25.00')).toBeVisible();

  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await page.getByLabel('Direction').selectOption('debit');
  await page.getByLabel('Amount').fill('30');
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
