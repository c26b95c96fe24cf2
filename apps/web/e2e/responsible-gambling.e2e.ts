import type { Page } from '@playwright/test';
import { messages } from '@lodestar/contracts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import {
  completeProfileThroughApi,
  declinePromotionsThroughApi,
  depositThroughSandbox,
  headerBalance,
  markVerified,
  PLAYER_PASSWORD,
} from './support/players.ts';
import { saveScreen } from './support/screens.ts';
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

  test('a 24-hour time-out offers the balance first, then sign-in opens only the withdraw-only site, where a cashout works', async ({
    page,
    player,
    server,
    consoleErrors,
  }) => {
    await completeProfileThroughApi(page.request);
    await declinePromotionsThroughApi(page.request);
    await depositThroughSandbox(page.request, '30');
    await markVerified(server, player.playerId);
    await page.setViewportSize(PHONE);
    const toastsShown = await recordToasts(page);
    await page.goto('/profile/account/self-exclusion');
    await page.getByRole('radio', { name: '24 hours' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('region', { name: 'Confirm your time-out' });
    await expect(confirm).toContainText('Ends on');
    await expect(confirm).toContainText('cannot be undone or shortened');
    // Before the break starts, the money is offered: the balance, and the cashout modal one click away.
    await expect(confirm.getByText(/Withdrawable balance:/)).toHaveText('Withdrawable balance: 30.00 EUR');
    await expectNoSeriousA11yViolations(page, 'self-exclusion confirm step at 390 px');
    await saveScreen(page, 'time-out-confirm-390');
    await confirm.getByRole('button', { name: 'Withdraw my balance first' }).click();
    const offeredCashout = page.getByRole('dialog', { name: 'Cash out' });
    await expect(offeredCashout.getByText(/Withdrawable:/)).toHaveText(/Withdrawable:\s*30\.00 EUR/);
    await page.keyboard.press('Escape');
    await expect(offeredCashout).toBeHidden();

    const start = confirm.getByRole('button', { name: 'Start my 24-hour time-out' });
    await expect(start).toBeDisabled();
    await confirm.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check();
    // At laptop width the header shows the balance: its funds are what the ended session must not be asked for.
    await page.setViewportSize(DESKTOP);
    await expect(headerBalance(page)).toBeVisible();
    await start.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/Your time-out has started and lasts until .*You can still sign in to withdraw your balance\./)).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill(player.email);
    await login.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();

    // Signed in to the withdraw-only site: what runs and until when, the balance and its cashout; nothing to play.
    await expect(page.getByRole('heading', { level: 1, name: /^Your time-out runs until / })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
    for (const closed of ['Deposit', 'Search games']) await expect(banner.getByRole('button', { name: closed })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Games' })).toHaveCount(0);
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByText(/Withdrawable:/)).toHaveText('Withdrawable: 30.00 EUR');
    await expect(payments.getByRole('button', { name: 'Add funds' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Identity document' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'withdraw-only site at 1280 px');
    await saveScreen(page, 'withdraw-only-1280');

    await payments.getByRole('button', { name: 'Withdraw' }).click();
    const cashout = page.getByRole('dialog', { name: 'Cash out' });
    await cashout.getByRole('textbox', { name: 'Amount' }).fill('20');
    await cashout.getByLabel('Email').fill(player.email);
    await cashout.getByRole('button', { name: 'Cash out', exact: true }).click();
    await expect(page.getByText(messages.money.cashoutSent).first()).toBeVisible();
    await expect(payments.getByText(/Withdrawable:/)).toHaveText('Withdrawable: 10.00 EUR');
    const requested = payments.getByRole('listitem').filter({ hasText: '−20.00 EUR' });
    await expect(requested.getByText(messages.money.waitingForApproval)).toBeVisible();

    // The lobby and a game's address lead to the same page: no game is reachable.
    await page.setViewportSize(PHONE);
    for (const address of ['/games', '/game/dice']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: /^Your time-out runs until / })).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, 'withdraw-only site at 390 px');
    await saveScreen(page, 'withdraw-only-390');
    // No call the server closes to a player on a break was made (a 451 logs a console error), and nothing failed.
    expect(consoleErrors).toEqual([]);
    expect((await toastsShown()).filter((text) => /did not work|went wrong/i.test(text))).toEqual([]);
  });
});
