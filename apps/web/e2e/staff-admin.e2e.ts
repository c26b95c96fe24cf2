import AxeBuilder from '@axe-core/playwright';
import { staffPaths } from '@lodestar/contracts';
import { expect, test } from './support/fixtures.ts';
import { completeSetupPage, createStaff, signInOnPage, signInStaffThroughPages } from './support/staff.ts';

test('a staff member created by staff:create sets a password and an authenticator, signs in at /admin and sees what the role may do', async ({
  page,
  server,
  consoleErrors,
}) => {
  const { email, setupLink } = await createStaff(server, 'risk');

  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to add your staff account to an authenticator app' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  const enrolment = await completeSetupPage(page, setupLink);
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  // The enrolment code is used up: the helper signs in with the next one.
  await signInOnPage(page, email, enrolment);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${email}` })).toBeVisible();
  await expect(page.getByText('Review identity and address documents')).toBeVisible();
  await expect(page.getByText('Approve and reject withdrawals')).toBeVisible();
  await expect(page.getByText('Manage staff accounts')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/staff-admin-home-1280.png' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
});

test('an admin invites a staff member, disables another and issues and revokes an API token in /admin', async ({ page, server, consoleErrors }) => {
  test.setTimeout(120_000);
  const colleague = await createStaff(server, 'support');
  await signInStaffThroughPages(page, server, 'admin');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  const newcomer = `finance-${Date.now()}@staff.test`;
  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a staff member' });
  await invite.getByLabel('Email').fill(newcomer);
  await invite.getByLabel('Role').selectOption('finance');
  await invite.getByRole('button', { name: 'Create and get the setup link' }).click();
  await expect(page.getByRole('heading', { name: `Setup link for ${newcomer}` })).toBeVisible();
  const setupLink = (await page.getByTestId('one-time-secret').textContent())!;
  expect(setupLink).toContain('/admin/setup/');
  const newcomerRow = page.getByRole('row', { name: new RegExp(newcomer) });
  await expect(newcomerRow).toContainText('invited');
  await expect(newcomerRow).toContainText('finance');
  // The link is the newcomer's: it opens their set-up page.
  const setupPage = await page.context().browser()!.newPage();
  await setupPage.goto(setupLink);
  await expect(setupPage.getByText(newcomer)).toBeVisible();
  await setupPage.close();
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: `Disable ${colleague.email}` }).click();
  const disable = page.getByRole('dialog', { name: `Disable ${colleague.email}?` });
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(disable.getByLabel('Reason')).toBeFocused();
  await disable.getByLabel('Reason').fill('Left the support team');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('row', { name: new RegExp(colleague.email) })).toContainText('disabled');
  await page.screenshot({ path: 'test-results/admin-staff-1280.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'API tokens' }).click();
  await page.getByRole('button', { name: 'Issue token' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue an API token' });
  await issue.getByLabel('Name (what uses it)').fill('withdrawals cron');
  await issue.getByRole('checkbox', { name: /Approve and reject withdrawals/ }).check();
  await issue.getByRole('button', { name: 'Issue token' }).click();
  const token = (await page.getByTestId('one-time-secret').textContent())!;
  expect(token).toMatch(/^lst_/);
  const withToken = { headers: { authorization: `Bearer ${token}` } };
  const fresh = await page.context().browser()!.newContext({ baseURL: server.baseUrl });
  expect((await fresh.request.get('/api/admin/withdrawals', withToken)).status()).toBe(200);
  expect((await fresh.request.get(staffPaths.members, withToken)).status()).toBe(403);
  await page.screenshot({ path: 'test-results/admin-api-tokens-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Revoke withdrawals cron' }).click();
  await page
    .getByRole('dialog', { name: /Revoke/ })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByRole('row', { name: /withdrawals cron/ })).toContainText('revoked');
  expect((await fresh.request.get('/api/admin/withdrawals', withToken)).status()).toBe(401);
  await fresh.close();
  expect(consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
});
