import type { Page } from '@playwright/test';
import { apiPaths, messages } from '@lodestar/contracts';
import { expect, test } from './support/fixtures.ts';
import { followMailLink } from './support/mailbox.ts';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openRegister(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
  return dialog(page, 'Register');
}

async function fillRegistration(page: Page, values: { fullName: string; email: string; password: string }) {
  const modal = await openRegister(page);
  await modal.getByLabel('Full name').fill(values.fullName);
  await modal.getByLabel('Email').fill(values.email);
  await modal.getByLabel('Password', { exact: true }).fill(values.password);
  await modal.getByRole('checkbox', { name: /18 years or older/ }).check();
  return modal;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = dialog(page, 'Log in');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  return modal;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(messages.logout.confirm);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Waits until `scope` shows an alert with exactly `message`, among any others. */
const expectAlert = (scope: ReturnType<typeof dialog>, message: string) =>
  expect(scope.getByRole('alert').filter({ hasText: message }).first()).toHaveText(message);

test.describe('a player’s account, end to end', () => {
  test('registers, confirms the email, logs out and in, and resets a forgotten password', async ({ page, server, consoleErrors }) => {
    const email = `ada-${Date.now()}@example.com`;
    const password = 'first password 1';
    const newPassword = 'second password 2';
    await page.goto('/');

    const modal = await fillRegistration(page, { fullName: 'Ada Lovelace', email, password });
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page).toHaveURL(`${server.baseUrl}/`);

    await followMailLink(page, email, 'Confirm your email');
    await expect(page.getByText(messages.confirmEmail.success).first()).toBeVisible();
    await page.goto('/profile/account/general');
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toHaveCount(0);

    await logOut(page);
    expect(new URL(page.url()).pathname).toBe('/');

    const wrong = await logIn(page, email, 'not the password');
    await expectAlert(wrong, messages.login.incorrect);
    await wrong.getByLabel('Password', { exact: true }).fill(password);
    await wrong.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await logOut(page);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await dialog(page, 'Log in').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = dialog(page, 'Forgot password');
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(messages.forgotPassword.sent).first()).toBeVisible();

    await followMailLink(page, email, 'Reset your password');
    const reset = dialog(page, 'Reset password');
    await reset.getByLabel('New password').fill(newPassword);
    await reset.getByLabel('Confirm password').fill(newPassword);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(messages.resetPassword.success).first()).toBeVisible();

    const old = await logIn(page, email, password);
    await expectAlert(old, messages.login.incorrect);
    await old.getByLabel('Password', { exact: true }).fill(newPassword);
    await old.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
  });

  test('advises on the password as it is typed and refuses a weak one before sending it', async ({ page }) => {
    await page.goto('/');
    const registrationsSent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPaths.registration) registrationsSent.push(request.url());
    });
    const email = `zephyrine-${Date.now()}@example.com`;
    const modal = await fillRegistration(page, { fullName: 'Zephyrine Quillfeather', email, password: 'Password1!' });
    const password = modal.getByLabel('Password', { exact: true });
    // zxcvbn's advice, loaded on first use, sits under the field and is what the field is described by.
    await expect(password).toHaveAccessibleDescription(/This password is too easy to guess\. This is similar to a commonly used password\./);
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(modal.getByRole('alert').filter({ hasText: messages.field.passwordTooWeak })).toBeVisible();
    await expect(password).toBeFocused();
    expect(registrationsSent).toEqual([]);
    // The player's own name counts as a guessable word.
    await password.fill('Quillfeather1815');
    await expect(password).toHaveAccessibleDescription(new RegExp(`^${messages.field.passwordTooWeak.replace('.', '\\.')}`));
    await password.fill('quill ink and a lantern 7');
    await expect(password).toHaveAccessibleDescription(messages.field.passwordStrongEnough);
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(registrationsSent).toHaveLength(1);
  });

  test('refuses a duplicate email, a blocklisted domain and a bad full name with the SPEC messages', async ({ page }) => {
    await page.goto('/');
    const email = `grace-${Date.now()}@example.com`;
    const first = await fillRegistration(page, { fullName: 'Grace Hopper', email, password: 'first password 1' });
    await first.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await logOut(page);

    const duplicate = await fillRegistration(page, { fullName: 'Grace Hopper', email, password: 'first password 1' });
    await duplicate.getByRole('button', { name: 'Register', exact: true }).click();
    await expectAlert(duplicate, messages.register.duplicateEmail);

    await duplicate.getByLabel('Email').fill('someone@blocked-domain.test');
    await duplicate.getByRole('button', { name: 'Register', exact: true }).click();
    await expectAlert(duplicate, messages.register.blocklistedDomain);

    await duplicate.getByLabel('Full name').fill('Al');
    await duplicate.getByRole('button', { name: 'Register', exact: true }).click();
    await expectAlert(duplicate, messages.register.fullNameLength);
    await duplicate.getByLabel('Full name').fill('Grace');
    await duplicate.getByRole('button', { name: 'Register', exact: true }).click();
    await expectAlert(duplicate, messages.register.fullNameTwoWords);

    await duplicate.getByLabel('Full name').fill('Grace Hopper');
    await duplicate.getByLabel('Password', { exact: true }).fill('short');
    await duplicate.getByRole('button', { name: 'Register', exact: true }).click();
    await expectAlert(duplicate, messages.field.passwordTooShort);

    await duplicate.getByRole('button', { name: 'Log in instead' }).click();
    const login = dialog(page, 'Log in');
    await login.getByLabel('Email').fill('someone@blocked-domain.test');
    await login.getByLabel('Password', { exact: true }).fill('whatever password');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectAlert(login, messages.login.locked);
  });
});
