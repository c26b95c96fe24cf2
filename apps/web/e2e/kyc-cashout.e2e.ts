import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { messages } from '@lodestar/contracts';
import { expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { openFirstDeposit } from './support/deposit.ts';
import { expect, test } from './support/fixtures.ts';
import { followMailLink } from './support/mailbox.ts';
import { completeProfileThroughApi, declinePromotionsThroughApi, headerBalance } from './support/players.ts';
import type { RunningServer } from './support/server.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const UUID = /^[0-9a-f-]{36}/;

/** An operator command (`npm run kyc`, `npm run withdrawals`) run for real against this worker's server. */
async function operator(server: RunningServer, command: 'kyc' | 'withdrawals', ...args: string[]): Promise<string> {
  const environment = { ...process.env, LODESTAR_URL: server.baseUrl, DATA_DIR: server.config.DATA_DIR, LOG_LEVEL: 'silent' };
  const { stdout } = await run(process.execPath, [path.join(root, 'scripts/server-command.mjs'), command, ...args], { env: environment, cwd: root });
  return stdout;
}

/** The id of the listed line that mentions every one of `needles`. */
function listedId(listing: string, ...needles: string[]): string {
  const line = listing.split('\n').find((candidate) => needles.every((needle) => candidate.includes(needle)));
  expect(line, `a line with ${needles.join(', ')} in:\n${listing}`).toBeDefined();
  return UUID.exec(line!)![0];
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('passport scan')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

async function uploadThroughPage(page: Page, title: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const card = page.getByRole('region', { name: title });
  await card.getByLabel(`Upload your ${title.toLowerCase()}`).setInputFiles(file);
  await expect(card.getByText('Under review')).toBeVisible();
  return card;
}

test.describe('verification closes the cashout loop', () => {
  test('registers, deposits 30 EUR, gets both documents approved, cashes out 20 EUR and sees it paid', async ({ page, server, consoleErrors }) => {
    const email = `kyc-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Full name').fill('Mary Somerville');
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password', { exact: true }).fill('cashout password 1');
    await register.getByRole('checkbox', { name: /18 years or older/ }).check();
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await followMailLink(page, email, 'Confirm your email');
    await expect(page.getByText(messages.confirmEmail.success).first()).toBeVisible();

    await completeProfileThroughApi(page.request);
    await declinePromotionsThroughApi(page.request);
    await page.goto('/');
    const deposit = await openFirstDeposit(page);
    await deposit.getByRole('button', { name: '30 EUR' }).click();
    await deposit.getByRole('button', { name: 'Play' }).click();
    await deposit.getByRole('button', { name: 'Credit Card' }).click();
    await deposit.getByRole('button', { name: /Ruby/ }).click();
    await page.frameLocator('iframe[title="Payment"]').getByRole('button', { name: 'Pay' }).click();
    await expect(headerBalance(page)).toHaveText('30.00 EUR', { timeout: 15_000 });

    await page.goto('/profile/verification');
    await expect(page.getByText('JPEG, PNG, PDF · up to 10 MB').first()).toBeVisible();
    await uploadThroughPage(page, 'Identity document', { name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await uploadThroughPage(page, 'Proof of address', { name: 'electricity-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoSeriousA11yViolations(page, 'verification page, both documents under review');

    const listing = await operator(server, 'kyc', 'list');
    const identity = listedId(listing, email, 'identity', 'image/png');
    const bill = listedId(listing, email, 'bill', 'application/pdf');
    expect((await operator(server, 'kyc', 'approve', identity)).trim()).toBe(`${identity}: approved`);
    expect((await operator(server, 'kyc', 'approve', bill)).trim()).toBe(`${bill}: approved (player verified for cashouts)`);
    await followMailLink(page, email, 'Your account is verified');

    await page.goto('/profile/verification');
    await expect(page.getByText('Your identity and address are verified: you can cash out.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Identity document' }).getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Proof of address' }).getByText('Approved', { exact: true })).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Cash out' }).click();
    const cashout = page.getByRole('dialog', { name: 'Cash out' });
    await expect(cashout.getByText(/Withdrawable:/)).toHaveText(/Withdrawable:\s*30\.00 EUR/);
    await cashout.getByRole('textbox', { name: 'Amount' }).fill('20');
    await cashout.getByLabel('Email').fill(email);
    await cashout.getByRole('button', { name: 'Cash out', exact: true }).click();
    await expect(page.getByText(messages.money.cashoutSent).first()).toBeVisible();
    await expect(headerBalance(page)).toHaveText('10.00 EUR', { timeout: 15_000 });

    const withdrawal = listedId(await operator(server, 'withdrawals', 'list'), '20.00 EUR', email);
    expect((await operator(server, 'withdrawals', 'approve', withdrawal)).trim()).toBe(`${withdrawal}: PAID`);

    await page.goto('/profile/account/general');
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByText(/Withdrawable:/)).toHaveText('Withdrawable: 10.00 EUR');
    await payments.getByRole('tab', { name: 'Withdrawals' }).click();
    const paidRow = payments.getByRole('listitem').filter({ hasText: '−20.00 EUR' });
    await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('10.00 EUR');
    expect(consoleErrors).toEqual([]);
  });
});
