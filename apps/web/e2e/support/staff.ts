import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { staffMessages, staffPaths, type StaffRole } from '@lodestar/contracts';
import { createStaffMember } from '../../../server/src/modules/staff/index.ts';
import type { RunningServer } from './server.ts';

export const STAFF_PASSWORD = 'a long staff passphrase';
const TOTP_STEP_MS = 30_000;
export const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
const stepAt = (timestamp: number) => Math.floor(timestamp / TOTP_STEP_MS);

/**
 * The last TOTP step each staff secret has used (enrolment or sign-in). The server takes a code of the step before,
 * at or after its current one (accounts/totp.ts stepOfCode, window 1) and each step at most once per staff member
 * (claimTotpStep keeps lastTotpStep and refuses any step not after it).
 */
const lastStepUsed = new Map<string, number>();

/** The enrolment code: the authenticator's current step, which the setup then counts as used. */
function enrolmentCode(secret: string) {
  const step = stepAt(Date.now());
  lastStepUsed.set(secret, step);
  return codeAt(secret, step * TOTP_STEP_MS);
}

/**
 * A sign-in code that the server takes at once, without waiting for the next real 30-second step: the code of
 * the step after the current one. The window accepts it whichever side of a step boundary the server checks it
 * (its step is then the current one or the one before), and it is always after the enrolment step, which was
 * at most the current one. A later sign-in with the same secret takes the step after the last one used; only a
 * third code within one step would fall outside the window: no spec needs one, and the helper refuses it rather
 * than wait for the next real step.
 */
function nextSignInCode(secret: string) {
  const step = Math.max(stepAt(Date.now()) + 1, (lastStepUsed.get(secret) ?? Number.NEGATIVE_INFINITY) + 1);
  const acceptedFrom = (step - 1) * TOTP_STEP_MS;
  if (acceptedFrom > Date.now()) throw new Error('a third code of one secret within one TOTP step: the server would refuse it');
  lastStepUsed.set(secret, step);
  return codeAt(secret, step * TOTP_STEP_MS);
}

/** A staff account as `npm run staff:create` makes it: its setup link and authenticator secret. */
export async function createStaff(server: RunningServer, role: StaffRole) {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@staff.test`;
  const { member, setupLink } = await createStaffMember(
    { db: server.database.db, now: () => new Date(), publicUrl: server.baseUrl },
    { email, role },
  );
  return { id: member.id, email, secret: member.totpSecret, setupLink };
}

/** Set up through the API (password and authenticator), not yet signed in. */
export async function setUpStaffThroughApi(page: Page, server: RunningServer, role: StaffRole) {
  const staff = await createStaff(server, role);
  const token = staff.setupLink.slice(staff.setupLink.lastIndexOf('/') + 1);
  const setup = await page.request.post(staffPaths.setup.replace(':token', token), {
    data: { password: STAFF_PASSWORD, code: enrolmentCode(staff.secret) },
  });
  expect(setup.status()).toBe(200);
  return staff;
}

/** Set up and signed in through the API: the page's request context (and so the page) holds the staff cookie. */
export async function signInStaffThroughApi(page: Page, server: RunningServer, role: StaffRole) {
  const staff = await setUpStaffThroughApi(page, server, role);
  const signIn = await page.request.post(staffPaths.signIn, {
    data: { email: staff.email, password: STAFF_PASSWORD, code: nextSignInCode(staff.secret) },
  });
  expect(signIn.status()).toBe(200);
  return staff;
}

/** The setup page filled in as its owner does, with the authenticator's current code. */
export async function completeSetupPage(page: Page, setupLink: string) {
  await page.goto(setupLink);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from the app').fill(enrolmentCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByText(staffMessages.setupDone)).toBeVisible();
  return { secret };
}

/** The sign-in form, with a code of a step after the enrolment one (see nextSignInCode). */
export async function signInOnPage(page: Page, email: string, { secret }: { secret: string }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Authentication code').fill(nextSignInCode(secret));
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
