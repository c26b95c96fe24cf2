import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { staffMessages } from '@lodestar/contracts';
import { createStaffMember } from '../../server/src/modules/staff/index.ts';
import { expect, test } from './support/fixtures.ts';

const STAFF_PASSWORD = 'a long staff passphrase';
const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
const TOTP_STEP_MS = 30_000;

test('a staff member created by staff:create sets a password and an authenticator, signs in at /admin and sees what the role may do', async ({
  page,
  server,
  consoleErrors,
}) => {
  const email = `risk-${Date.now()}@staff.test`;
  const context = { db: server.database.db, now: () => new Date(), publicUrl: server.baseUrl };
  const { setupLink } = await createStaffMember(context, { email, role: 'risk' });

  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to add your staff account to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  const enrolledAt = Date.now();
  await page.getByLabel('Code from the app').fill(codeAt(secret, enrolledAt));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByText(staffMessages.setupDone)).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();

  // The enrolment code is used up: sign in with the next one.
  const nextStep = (Math.floor(enrolledAt / TOTP_STEP_MS) + 1) * TOTP_STEP_MS;
  await page.waitForTimeout(Math.max(0, nextStep - Date.now() + 200));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Sign in' }).click();

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
