import type { Page } from '@playwright/test';
import { messages } from '@lodestar/contracts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { completeProfileThroughApi, headerBalance, PLAYER_PASSWORD } from './support/players.ts';
import { recordToasts } from './support/toasts.ts';

async function openDeposit(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  return page.getByRole('dialog', { name: 'Deposit' });
}

/** 30 EUR by card from the amount step, through the sandbox checkout's Pay button. */
async function depositThirtyByCard(page: Page) {
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByRole('button', { name: '30 EUR' }).click();
  await deposit.getByRole('button', { name: 'Play' }).click();
  await deposit.getByRole('button', { name: 'Credit Card' }).click();
  await deposit.getByRole('button', { name: /Ruby/ }).click();
}

test.describe('responsible gambling, end to end', () => {
  test('a deposit limit set before the first deposit refuses the deposit that would pass it', async ({ page, player: _signedIn }) => {
    await completeProfileThroughApi(page.request);
    await page.goto('/');
    let deposit = await openDeposit(page);
    await expect(deposit.getByRole('heading', { name: 'Set a deposit limit' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'deposit limit step');
    await deposit.getByLabel('Limit (EUR)').fill('0');
    await deposit.getByRole('button', { name: 'Set limit and continue' }).click();
    await expect(deposit.getByText('The limit must be more than zero')).toBeVisible();
    await deposit.getByLabel('Limit (EUR)').fill('40');
    await deposit.getByLabel('Per').selectOption('day');
    await deposit.getByRole('button', { name: 'Set limit and continue' }).click();
    await expect(deposit.getByRole('status').filter({ hasText: 'Deposit limit' })).toContainText('40.00 EUR left today');

    await depositThirtyByCard(page);
    await page.frameLocator('iframe[title="Payment"]').getByRole('button', { name: 'Pay' }).click();
    await expect(headerBalance(page)).toHaveText('30.00 EUR', { timeout: 15_000 });

    deposit = await openDeposit(page);
    await expect(deposit.getByRole('status').filter({ hasText: 'Deposit limit' })).toContainText('10.00 EUR left today');
    await depositThirtyByCard(page);
    await expect(deposit.getByRole('alert')).toHaveText(
      'This deposit would exceed your daily deposit limit. You can deposit up to 10.00 EUR more in this period.',
    );
    await expect(headerBalance(page)).toHaveText('30.00 EUR');

    // The limits page shows the same limit, and a raise waits 24 hours.
    await page.keyboard.press('Escape');
    await page.goto('/profile/account/limits');
    const daily = page.getByLabel('Daily deposit limit (EUR)');
    await expect(daily).toHaveValue('40.00');
    await expect(page.getByText('10.00 EUR left')).toBeVisible();
    await daily.fill('100');
    await daily.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Rises to 100.00 EUR on' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'limits page');
  });

  test('a 24-hour time-out signs the player out everywhere and sign-in answers with the cool-off message', async ({ page, player }) => {
    await page.setViewportSize(PHONE);
    const toastsShown = await recordToasts(page);
    await page.goto('/profile/account/self-exclusion');
    await page.getByRole('radio', { name: '24 hours' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('region', { name: 'Confirm your time-out' });
    await expect(confirm).toContainText('Ends on');
    await expect(confirm).toContainText('cannot be undone or shortened');
    await expectNoSeriousA11yViolations(page, 'self-exclusion confirm step at 390 px');
    const start = confirm.getByRole('button', { name: 'Start my 24-hour time-out' });
    await expect(start).toBeDisabled();
    await confirm.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check();
    // At laptop width the header shows the balance: its funds are what the ended session must not be asked for.
    await page.setViewportSize(DESKTOP);
    await expect(headerBalance(page)).toBeVisible();
    await start.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/Your time-out has started/)).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill(player.email);
    await login.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByRole('alert').filter({ hasText: messages.login.coolOff })).toBeVisible();
    // The home page opened signed out: it never asked for the ended session's funds, and no failed load was toasted.
    expect(await toastsShown()).toEqual([expect.stringMatching(/^Your time-out has started/)]);
  });
});
