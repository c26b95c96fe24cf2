import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { messages, twoFactorMessages } from '@lodestar/contracts';
import { expect, test } from './support/fixtures.ts';
import { PLAYER_PASSWORD } from './support/players.ts';

/** The code an authenticator app holding `secret` shows at `timestamp`, as the player's phone would compute it. */
const seriousAxeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => violation.id);

const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(messages.logout.confirm);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('a player turns on two-factor on the security page and then signs in with a code', async ({ page, player, consoleErrors }) => {
  await page.goto('/profile/account/security');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-factor' }).click();

  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByLabel('Set-up key').inputValue()).replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(card.getByRole('alert').filter({ hasText: twoFactorMessages.wrongCode })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await card.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await card.getByRole('button', { name: 'Turn on two-factor' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('10 of 10 recovery codes left')).toBeVisible();

  await logOut(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();

  // The password alone opens no session: the modal asks for the code.
  const codeStep = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(codeStep.getByLabel('Authentication code')).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'lodestar_session')).toBe(false);
  // A code of the step after the one that turned 2FA on: the step used to enable can never serve again.
  await codeStep.getByLabel('Authentication code').fill(codeAt(secret, Date.now() + 30_000));
  await codeStep.getByRole('button', { name: 'Verify and log in' }).click();

  await expect(codeStep).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The toast after sign-in names the sign-in before this one (the registration's).
  await expect(page.getByText(/^Last sign-in: .+ from Chrome on Linux$/)).toBeVisible();
  await page.goto('/profile/account/security');
  await expect(page.getByTestId('last-signin')).toContainText('Last sign-in:');
  await expect(page.getByRole('region', { name: 'Two-factor authentication' }).getByText('On', { exact: true })).toBeVisible();
  // The browser logs the answers the test provoked: the wrong code (400) and the signed-out checks (401).
  expect(consoleErrors.filter((text) => !/status of (400|401)/.test(text))).toEqual([]);
});
