import type { Page } from '@playwright/test';
import { messages, promotionAdminMessages } from '@lodestar/contracts';
import { expectNoSeriousA11yViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { registerThroughApi } from './support/players.ts';
import { signInStaffThroughPages } from './support/staff.ts';

/** The Redeem Promotion Coupon block of the player's profile. */
async function redeemCoupon(page: Page, code: string) {
  await page.goto('/profile/account/general');
  const redeem = page.getByRole('region', { name: 'Redeem Promotion Coupon' });
  await redeem.getByLabel('Coupon code').fill(code);
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  return redeem;
}

test('a marketing staff member creates a coupon, a player redeems it, staff expire it and the next player is refused', async ({
  page,
  server,
  browser,
  player: _signedIn,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const staffContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  const staffErrors: string[] = [];
  staff.on('console', (message) => {
    if (message.type() === 'error') staffErrors.push(message.text());
  });
  await signInStaffThroughPages(staff, server, 'marketing');

  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(staff.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  const coupons = staff.getByRole('table', { name: 'Coupons' });
  await expect(coupons.getByRole('row', { name: 'SPINS20' })).toContainText('Live');

  // The shared schema checks the form before it is sent: the message sits under the field.
  await staff.getByRole('button', { name: 'New coupon' }).click();
  const form = staff.getByRole('dialog', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Fixed amount').check();
  await form.getByLabel('Bonus (EUR)').fill('-5');
  await form.getByLabel('Free spins').fill('5');
  await form.getByLabel('Redemption limit').fill('10');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form.getByLabel('Bonus (EUR)')).toHaveAccessibleDescription(promotionAdminMessages.amountNegative);
  await staff.screenshot({ path: 'test-results/admin-promotions-form-1280.png' });
  await form.getByLabel('Bonus (EUR)').fill('10');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form).toHaveCount(0);
  await expect(staff.getByRole('status')).toHaveText(promotionAdminMessages.created);
  const row = coupons.getByRole('row', { name: code });
  await expect(row).toContainText('10.00 EUR bonus + 5 free spins');
  await expect(row).toContainText('0 / 10');
  await expect(row).toContainText('Live');
  await staff.screenshot({ path: 'test-results/admin-promotions-1280.png', fullPage: true });
  await expectNoSeriousA11yViolations(staff, 'promotions page');

  // The player types it in lower case and sees the promotion granted.
  await redeemCoupon(page, code.toLowerCase());
  await expect(page.getByText(messages.coupon.registered)).toBeVisible();
  await expect(page).toHaveURL(`${server.baseUrl}/profile/available-promotions`);
  await expect(page.getByRole('article', { name: '10 EUR bonus + 5 free spins' })).toBeVisible();

  await staff.reload();
  await expect(row).toContainText('1 / 10');
  await expect(row).toContainText('1 granted');
  await row.getByRole('button', { name: `Expire ${code}` }).click();
  const confirm = staff.getByRole('dialog', { name: `Expire ${code} now?` });
  await confirm.getByRole('button', { name: 'Expire now' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('Expired');
  await expect(row.getByRole('button', { name: `Expire ${code}` })).toBeDisabled();

  // A tablet in landscape: the table fits without scrolling sideways.
  await staff.setViewportSize({ width: 1024, height: 768 });
  const wrap = staff.locator('.admin-table-wrap').first();
  expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await staff.screenshot({ path: 'test-results/admin-promotions-1024.png', fullPage: true });

  // The first player's promotion keeps running; a second player is refused.
  await page.goto('/profile/available-promotions');
  await expect(page.getByRole('article', { name: '10 EUR bonus + 5 free spins' })).toBeVisible();
  const secondContext = await browser.newContext({ baseURL: server.baseUrl });
  const second = await secondContext.newPage();
  await registerThroughApi(second.request);
  const refused = await redeemCoupon(second, code);
  await expect(refused.getByText(messages.coupon.invalid)).toBeVisible();

  expect(consoleErrors).toEqual([]);
  expect(staffErrors.filter((error) => !error.includes('401'))).toEqual([]);
  await secondContext.close();
  await staffContext.close();
});

test('a marketing staff member adds a deposit tier, changes it and ends it, and the terms page follows each step', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInStaffThroughPages(staff, server, 'marketing');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Promotions' }).click();
  const tiers = staff.getByRole('table', { name: 'Deposit tiers' });
  await expect(tiers.getByRole('row', { name: 'deposit #1 from 16.00 EUR' })).toContainText('50% of next deposit up to 8000.00 EUR + 100 free spins');

  // A fifth deposit of 5,000 EUR or more: no other test of this server's worker deposits that much five times.
  await staff.getByRole('button', { name: 'New tier' }).click();
  const form = staff.getByRole('dialog', { name: 'New deposit tier' });
  await form.getByLabel('Deposit').selectOption('5');
  await form.getByLabel('From (EUR)').fill('5000');
  await form.getByLabel('Bonus percent').fill('0');
  await form.getByLabel('Up to (EUR)').fill('300');
  await form.getByRole('button', { name: 'Create tier' }).click();
  await expect(form.getByLabel('Bonus percent')).toHaveAccessibleDescription(promotionAdminMessages.percentRange);
  await form.getByLabel('Bonus percent').fill('10');
  await form.getByRole('button', { name: 'Create tier' }).click();
  await expect(form).toHaveCount(0);
  await expect(staff.getByRole('status')).toHaveText(promotionAdminMessages.tierCreated);
  const row = tiers.getByRole('row', { name: 'deposit #5 from 5000.00 EUR' });
  await expect(row).toContainText('10% of next deposit up to 300.00 EUR');
  await expect(row).toContainText('Live');

  const termsRow = page.locator('#bonus-terms').getByRole('row').filter({ hasText: '5,000 EUR' });
  await page.goto('/terms#bonus-terms');
  await expect(termsRow).toHaveAccessibleName('5th 5,000 EUR 10% of the deposit, up to 300 EUR 0');

  await row.getByRole('button', { name: 'Edit the tier of deposit #5 from 5000.00 EUR' }).click();
  const edit = staff.getByRole('dialog', { name: 'Edit the 5th deposit tier from 5000.00 EUR' });
  await edit.getByLabel('Free spins').fill('40');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByRole('status')).toHaveText(promotionAdminMessages.tierEdited);
  await expect(row).toContainText('10% of next deposit up to 300.00 EUR + 40 free spins');
  await page.reload();
  await expect(termsRow).toHaveAccessibleName('5th 5,000 EUR 10% of the deposit, up to 300 EUR 40');
  await staff.screenshot({ path: 'test-results/admin-promotions-tiers-1280.png', fullPage: true });

  await row.getByRole('button', { name: 'End the tier of deposit #5 from 5000.00 EUR' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'End now' }).click();
  await expect(staff.getByRole('status')).toHaveText(promotionAdminMessages.tierEnded);
  await expect(row).toContainText('Ended');
  await expect(row.getByRole('button', { name: /^End the tier/ })).toBeDisabled();
  await page.reload();
  await expect(page.locator('#bonus-terms').getByRole('row').first()).toBeVisible();
  await expect(termsRow).toHaveCount(0);
  await staffContext.close();
});
