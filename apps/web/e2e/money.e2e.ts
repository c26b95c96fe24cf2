import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@lodestar/contracts';
import { resolveAdminToken } from '../../server/src/platform/admin-token.ts';
import { ADMIN_WITHDRAWALS_PATH } from '../../server/src/modules/payments/admin-routes.ts';
import { CHAIN_SIMULATOR_PATH } from '../../server/src/modules/payments/sandbox/chain-simulator-routes.ts';
import { expectNoSeriousA11yViolations, newPage, PHONE } from './support/browser.ts';
import { completeProfileThroughApi, markVerified, registerThroughApi } from './support/players.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

const header = (page: Page) => page.getByRole('banner');
const headerBalance = (page: Page) => header(page).getByText(/\d+\.\d+ [A-Z]{3,4}/).first();

async function openDeposit(page: Page) {
  await header(page).getByRole('button', { name: 'Deposit' }).click();
  return page.getByRole('dialog', { name: 'Deposit' });
}

describe('money, end to end', () => {
  it('deposits 30 EUR through the sandbox card checkout and the header shows 30.00 EUR without a reload', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
    await registerThroughApi(page.request);
    await completeProfileThroughApi(page.request);
    await page.goto('/');
    await expect.poll(() => headerBalance(page).textContent()).toBe('0.00 EUR');

    const deposit = await openDeposit(page);
    await deposit.getByRole('button', { name: '30 EUR' }).click();
    expect(await deposit.getByLabel('Amount').inputValue()).toBe('30');
    await deposit.getByRole('button', { name: 'Play' }).click();
    await deposit.getByRole('button', { name: 'Credit Card' }).click();
    await expectNoSeriousA11yViolations(page, 'deposit modal, card tiers');
    await deposit.getByRole('button', { name: /Ruby/ }).click();

    const checkout = page.frameLocator('iframe[title="Payment"]');
    await checkout.getByText('30.00 EUR').waitFor();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => page.locator('iframe[title="Payment"]').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe('30.00 EUR');
    await context.close();
  });

  it('shows a personal BTC address with a QR code and credits a simulated transaction live', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerThroughApi(page.request, 'BTC');
    await page.goto('/');
    await expect.poll(() => headerBalance(page).textContent()).toBe('0.00000000 BTC');

    const deposit = await openDeposit(page);
    await deposit.getByLabel('Amount').fill('0.001');
    await deposit.getByRole('button', { name: 'Play' }).click();
    await deposit.getByRole('tab', { name: 'Deposit' }).click();
    const address = (await deposit.getByLabel('Deposit address').textContent())!.trim();
    expect(address).toMatch(/^bc1q[0-9a-z]{38}$/);
    expect(await deposit.getByRole('img', { name: /QR/ }).count()).toBeGreaterThan(0);
    await deposit.getByRole('button', { name: 'Copy address' }).click();
    await deposit.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await deposit.getByRole('button', { name: 'Copy address' }).waitFor({ timeout: 5000 });
    await expectNoSeriousA11yViolations(page, 'crypto deposit tab at 390 px');

    const simulate = (confirmations: number, txHash?: string) =>
      page.request.post(CHAIN_SIMULATOR_PATH, { data: { currency: 'BTC', address, amount: '0.0125', confirmations, txHash } }).then((response) => response.json());
    const seen = await simulate(1);
    expect(seen.outcome).toBe('waiting-for-confirmations');
    expect(await headerBalance(page).textContent()).toBe('0.00000000 BTC');
    expect((await simulate(2, seen.txHash)).outcome).toBe('credited');
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe('0.01250000 BTC');
    await context.close();
  });

  it('refuses a cashout before verification, holds it after, and restores the balance when staff reject it', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
    const { playerId } = await registerThroughApi(page.request);
    const started = await (await page.request.post(apiPaths.deposit('ems'), { data: { amount: '30', currency: 'EUR' } })).json();
    await page.request.post(`/sandbox/checkout/${started.paymentId}/pay`);
    await page.goto('/');
    await expect.poll(() => headerBalance(page).textContent()).toBe('30.00 EUR');

    const openCashout = async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Cash out' }).click();
      return page.getByRole('dialog', { name: 'Cash out' });
    };
    let cashout = await openCashout();
    await cashout.getByRole('tab', { name: 'Bank Account' }).waitFor();
    expect(await cashout.getByRole('tab', { name: 'Minifity' }).count()).toBe(1);
    await cashout.getByLabel('Amount').fill('10');
    await cashout.getByLabel('Email').fill('mary@example.com');
    await cashout.getByRole('button', { name: 'Cash out', exact: true }).click();
    await expect.poll(() => cashout.getByRole('alert').allTextContents()).toContain(messages.money.verificationRequired);
    await expectNoSeriousA11yViolations(page, 'cashout modal');
    await page.keyboard.press('Escape');

    await markVerified(suite.server, playerId);
    cashout = await openCashout();
    await cashout.getByLabel('Amount').fill('10');
    await cashout.getByLabel('Email').fill('mary@example.com');
    await cashout.getByRole('button', { name: 'Cash out', exact: true }).click();
    await expect.poll(() => page.getByText(messages.money.cashoutSent).count()).toBeGreaterThan(0);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe('20.00 EUR');

    const admin = { authorization: `Bearer ${resolveAdminToken(suite.server.config)}` };
    const { withdrawals } = await (await page.request.get(ADMIN_WITHDRAWALS_PATH, { headers: admin })).json();
    const pending = withdrawals.find((withdrawal: { playerId: string }) => withdrawal.playerId === playerId);
    expect(pending).toMatchObject({ amount: '10.00', currency: 'EUR', status: 'PENDING' });
    const rejected = await page.request.post(`${ADMIN_WITHDRAWALS_PATH}/${pending.id}/reject`, { headers: admin, data: { reason: 'e2e' } });
    expect(rejected.status()).toBe(200);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe('30.00 EUR');
    await context.close();
  });
});
