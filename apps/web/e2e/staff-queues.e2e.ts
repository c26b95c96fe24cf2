import type { APIRequestContext } from '@playwright/test';
import { apiPaths, KYC_UPLOAD_FIELD, kycPaths } from '@lodestar/contracts';
import { expect, test } from './support/fixtures.ts';
import { signInStaffThroughPages } from './support/staff.ts';
import { completeProfileThroughApi, declinePromotionsThroughApi, registerThroughApi, depositThroughSandbox } from './support/players.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('passport scan')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

async function upload(request: APIRequestContext, path: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  expect((await request.post(path, { multipart: { [KYC_UPLOAD_FIELD]: file } })).status()).toBe(201);
}

test('a risk staff member approves documents and a cashout in /admin, and the player sees both', async ({ page, server, browser, consoleErrors }) => {
  test.setTimeout(120_000);
  const player = await registerThroughApi(page.request);
  await completeProfileThroughApi(page.request);
  await declinePromotionsThroughApi(page.request);
  await depositThroughSandbox(page.request);
  await upload(page.request, kycPaths.identity, { name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await upload(page.request, kycPaths.bill, { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });

  // Staff work in a browser of their own.
  const staffContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInStaffThroughPages(staff, server, 'risk');

  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Verification' }).click();
  await expect(staff.getByRole('heading', { name: 'Verification queue' })).toBeVisible();
  for (const kind of ['Identity document', 'Proof of address']) {
    await staff.getByRole('listitem').filter({ hasText: kind }).filter({ hasText: player.email }).getByRole('button').click();
    const detail = staff.getByRole('article', { name: `${kind} of ${player.email}` });
    await expect(detail.getByText('GB', { exact: true })).toBeVisible();
    await expect(detail.getByText('today', { exact: true })).toBeVisible();
    if (kind === 'Identity document') {
      await expect(detail.getByRole('img', { name: `${kind} uploaded by ${player.email}` })).toBeVisible();
      await staff.screenshot({ path: 'test-results/staff-verification-queue-1280.png' });
      // A rejection needs a reason.
      await detail.getByRole('button', { name: 'Reject document' }).click();
      await expect(detail.getByRole('alert')).toHaveText('Give the player a reason of at least 3 characters');
    } else {
      await expect(detail.locator('iframe')).toHaveAttribute('title', 'Proof of address (PDF)');
    }
    await detail.getByRole('button', { name: 'Approve document' }).click();
    await expect(staff.getByRole('status')).toContainText(`${kind} of ${player.email} approved`);
  }
  await expect(staff.getByRole('status')).toContainText('the player is now verified');

  await page.goto('/profile/verification');
  await expect(page.getByText('Your identity and address are verified: you can cash out.')).toBeVisible();

  const cashout = await page.request.post(apiPaths.fiatWithdraw, { data: { amount: '20', currency: 'EUR', email: player.email } });
  expect(cashout.status()).toBe(200);
  const { withdrawalId } = await cashout.json();

  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Withdrawals' }).click();
  const request = staff.getByRole('listitem', { name: `20.00 EUR to ${player.email}` });
  const signals = request.getByRole('definition');
  await expect(request.getByText('€30.00 / €0.00')).toBeVisible();
  await expect(request.getByText('identity ✓ · address ✓')).toBeVisible();
  await expect(signals.filter({ hasText: 'no other account' })).toBeVisible();
  await staff.screenshot({ path: 'test-results/staff-withdrawal-queue-1280.png', fullPage: true });
  await request.getByRole('button', { name: 'Approve withdrawal' }).click();
  await expect(staff.getByRole('status')).toHaveText(`20.00 EUR to ${player.email}: PAID`);
  await expect(request).toHaveCount(0);

  // A second approval of the same request is refused with the server's message.
  const again = await staff.request.post(`/api/admin/withdrawals/${withdrawalId}/approve`);
  expect(again.status()).toBe(409);

  await page.goto('/profile/account/general');
  const payments = page.getByRole('region', { name: 'Payments' });
  await payments.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(payments.getByRole('listitem').filter({ hasText: '−20.00 EUR' }).getByText('Paid', { exact: true })).toBeVisible();
  await staffContext.close();
  expect(consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
});
