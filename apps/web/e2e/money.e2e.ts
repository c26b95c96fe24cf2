import { messages } from '@lodestar/contracts';
import { operatorCommandToken } from '../../server/src/modules/staff/index.ts';
import { ADMIN_WITHDRAWALS_PATH } from '../../server/src/modules/payments/admin-routes.ts';
import { CHAIN_SIMULATOR_PATH } from '../../server/src/modules/payments/sandbox/chain-simulator-routes.ts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { saveScreen } from './support/screens.ts';
import { openFirstDeposit } from './support/deposit.ts';
import { expect, test } from './support/fixtures.ts';
import {
  completeProfileThroughApi,
  declinePromotionsThroughApi,
  headerBalance,
  markVerified,
  registerThroughApi,
  depositThroughSandbox,
} from './support/players.ts';

test.describe('money, end to end', () => {
  test('deposits 30 EUR through the sandbox card checkout and the header shows 30.00 EUR without a reload', async ({ page, player: _signedIn }) => {
    await completeProfileThroughApi(page.request);
    await page.goto('/');
    await expect(headerBalance(page)).toHaveText('0.00 EUR');

    const deposit = await openFirstDeposit(page);
    await deposit.getByRole('button', { name: '30 EUR' }).click();
    await expect(deposit.getByLabel('Amount', { exact: true })).toHaveValue('30');
    await deposit.getByRole('button', { name: 'Play' }).click();
    await deposit.getByRole('button', { name: 'Credit Card' }).click();
    await expectNoSeriousA11yViolations(page, 'deposit modal, card tiers');
    await deposit.getByRole('button', { name: /Ruby/ }).click();

    const checkout = page.frameLocator('iframe[title="Payment"]');
    await expect(checkout.getByText('30.00 EUR')).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expect(page.locator('iframe[title="Payment"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(headerBalance(page)).toHaveText('30.00 EUR', { timeout: 15_000 });
  });

  test('shows a personal BTC address with a QR code and credits a simulated transaction live', async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerThroughApi(page.request, 'BTC');
    await page.goto('/');
    await expect(headerBalance(page)).toHaveText('0.00000000 BTC');

    const deposit = await openFirstDeposit(page);
    await deposit.getByLabel('Amount', { exact: true }).fill('0.001');
    await deposit.getByRole('button', { name: 'Play' }).click();
    await deposit.getByRole('tab', { name: 'Deposit' }).click();
    await expect(deposit.getByLabel('Deposit address')).toHaveText(/^\s*bc1q[0-9a-z]{38}\s*$/);
    const address = (await deposit.getByLabel('Deposit address').textContent())!.trim();
    await expect(deposit.getByRole('img', { name: /QR/ }).first()).toBeVisible();
    await deposit.getByRole('button', { name: 'Copy address' }).click();
    await expect(deposit.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect(deposit.getByRole('button', { name: 'Copy address' })).toBeVisible({ timeout: 5000 });
    await expectNoSeriousA11yViolations(page, 'crypto deposit tab at 390 px');

    const simulate = (confirmations: number, txHash?: string) =>
      page.request
        .post(CHAIN_SIMULATOR_PATH, { data: { currency: 'BTC', address, amount: '0.0125', confirmations, txHash } })
        .then((response) => response.json());
    const seen = await simulate(1);
    expect(seen.outcome).toBe('waiting-for-confirmations');
    await expect(headerBalance(page)).toHaveText('0.00000000 BTC');
    expect((await simulate(2, seen.txHash)).outcome).toBe('credited');
    await expect(headerBalance(page)).toHaveText('0.01250000 BTC', { timeout: 15_000 });
  });

  test('refuses a cashout before verification, holds it after, and restores the balance when staff reject it', async ({ page, player, server }) => {
    await declinePromotionsThroughApi(page.request);
    await depositThroughSandbox(page.request);
    await page.goto('/');
    await expect(headerBalance(page)).toHaveText('30.00 EUR');

    const openCashout = async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Cash out' }).click();
      return page.getByRole('dialog', { name: 'Cash out' });
    };
    let cashout = await openCashout();
    await expect(cashout.getByRole('tab', { name: 'Bank Account' })).toBeVisible();
    await expect(cashout.getByRole('tab', { name: 'Minifity' })).toHaveCount(1);
    await cashout.getByLabel('Amount', { exact: true }).fill('10');
    await cashout.getByLabel('Email').fill('mary@example.com');
    await cashout.getByRole('button', { name: 'Cash out', exact: true }).click();
    await expect(cashout.getByRole('alert').filter({ hasText: messages.money.verificationRequired }).first()).toHaveText(
      messages.money.verificationRequired,
    );
    await expectNoSeriousA11yViolations(page, 'cashout modal');
    await page.keyboard.press('Escape');

    await markVerified(server, player.playerId);
    cashout = await openCashout();
    // Staff approved both documents since the page loaded: the hint says the player is verified.
    await expect(cashout.getByText(messages.money.verifiedForCashout)).toBeVisible();
    await expect(cashout.getByRole('link', { name: messages.money.verificationRequired })).toHaveCount(0);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await saveScreen(page, `cashout-verified-${viewport.width}`, cashout);
    }
    await cashout.getByLabel('Amount', { exact: true }).fill('10');
    await cashout.getByLabel('Email').fill('mary@example.com');
    await cashout.getByRole('button', { name: 'Cash out', exact: true }).click();
    await expect(page.getByText(messages.money.cashoutSent).first()).toBeVisible();
    await expect(headerBalance(page)).toHaveText('20.00 EUR', { timeout: 15_000 });

    const admin = { authorization: `Bearer ${operatorCommandToken(server.config)}` };
    const { withdrawals } = await (await page.request.get(ADMIN_WITHDRAWALS_PATH, { headers: admin })).json();
    const pending = withdrawals.find((withdrawal: { playerId: string }) => withdrawal.playerId === player.playerId);
    expect(pending).toMatchObject({ amount: '10.00', currency: 'EUR', status: 'PENDING' });
    const rejected = await page.request.post(`${ADMIN_WITHDRAWALS_PATH}/${pending.id}/reject`, { headers: admin, data: { reason: 'e2e' } });
    expect(rejected.status()).toBe(200);
    await expect(headerBalance(page)).toHaveText('30.00 EUR', { timeout: 15_000 });
  });
});
