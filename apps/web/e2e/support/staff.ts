import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { staffMessages, staffPaths, type StaffRole } from '@lodestar/contracts';
import { createStaffMember } from '../../../server/src/modules/staff/index.ts';
import type { RunningServer } from './server.ts';

export const STAFF_PASSWORD = 'a long staff passphrase';
const TOTP_STEP_MS = 30_000;
export const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** The enrolment code is used up: sign-in waits for the authenticator's next step. */
const untilNextStep = (page: Page, enrolledAt: number) =>
  page.waitForTimeout(Math.max(0, (Math.floor(enrolledAt / TOTP_STEP_MS) + 1) * TOTP_STEP_MS - Date.now() + 200));

/** A staff account as `npm run staff:create` makes it: its setup link and authenticator secret. */
export async function createStaff(server: RunningServer, role: StaffRole) {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@staff.test`;
  const { member, setupLink } = await createStaffMember(
    { db: server.database.db, now: () => new Date(), publicUrl: server.baseUrl },
    { email, role },
  );
  return { id: member.id, email, secret: member.totpSecret, setupLink };
}

/** Set up through the API (password and authenticator), not yet signed in: the enrolment time tells when it may. */
export async function setUpStaffThroughApi(page: Page, server: RunningServer, role: StaffRole) {
  const staff = await createStaff(server, role);
  const token = staff.setupLink.slice(staff.setupLink.lastIndexOf('/') + 1);
  const enrolledAt = Date.now();
  const setup = await page.request.post(staffPaths.setup.replace(':token', token), {
    data: { password: STAFF_PASSWORD, code: codeAt(staff.secret, enrolledAt) },
  });
  expect(setup.status()).toBe(200);
  return { ...staff, enrolledAt };
}

/** Set up and signed in through the API: the page's request context (and so the page) holds the staff cookie. */
export async function signInStaffThroughApi(page: Page, server: RunningServer, role: StaffRole) {
  const staff = await setUpStaffThroughApi(page, server, role);
  await untilNextStep(page, staff.enrolledAt);
  const signIn = await page.request.post(staffPaths.signIn, {
    data: { email: staff.email, password: STAFF_PASSWORD, code: codeAt(staff.secret, Date.now()) },
  });
  expect(signIn.status()).toBe(200);
  return staff;
}

/** The setup page filled in as its owner does: the enrolment time tells when the next code may sign in. */
export async function completeSetupPage(page: Page, setupLink: string) {
  await page.goto(setupLink);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  const enrolledAt = Date.now();
  await page.getByLabel('Code from the app').fill(codeAt(secret, enrolledAt));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByText(staffMessages.setupDone)).toBeVisible();
  return { secret, enrolledAt };
}

/** The sign-in form, with the authenticator's first code after the enrolment one. */
export async function signInOnPage(page: Page, email: string, { secret, enrolledAt }: { secret: string; enrolledAt: number }) {
  await untilNextStep(page, enrolledAt);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Set up and signed in the way a person does it: the setup page, then the sign-in form. */
export async function signInStaffThroughPages(page: Page, server: RunningServer, role: StaffRole) {
  const staff = await createStaff(server, role);
  const enrolment = await completeSetupPage(page, staff.setupLink);
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await signInOnPage(page, staff.email, enrolment);
  await expect(page.getByRole('heading', { name: `Welcome, ${staff.email}` })).toBeVisible();
  return staff;
}
