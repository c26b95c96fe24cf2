import type { Page } from '@playwright/test';
import { CHECKOUT_STATUS_POLL_MS, messages } from '@lodestar/contracts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { openCardCheckout, openDeposit, openFirstDeposit } from './support/deposit.ts';
import { expect, test } from './support/fixtures.ts';
import { completeProfileThroughApi, headerBalance } from './support/players.ts';

const METHOD = 'Credit Card · Ruby';

/** The sandbox payment behind the checkout frame, to decide it from outside, as a gateway's later verdict does. */
async function framedPaymentId(page: Page) {
  const src = await page.locator('iframe[title="Payment"]').getAttribute('src');
  return src!.split('/').pop()!;
}

test.describe('payments say what happened', () => {
  test.beforeEach(async ({ page, player: _signedIn }) => {
    await completeProfileThroughApi(page.request);
  });

  test('a declined card checkout says so in the deposit modal, flags the tier and leaves another one a click away', async ({ page }) => {
    await page.goto('/');
    const checkout = await openCardCheckout(page, await openFirstDeposit(page));
    await checkout.getByRole('button', { name: 'Decline' }).click();

    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await expect(deposit.getByRole('alert')).toHaveText(messages.money.paymentDeclined(METHOD));
    await expect(deposit.getByRole('button', { name: 'Ruby' })).toHaveAccessibleDescription(new RegExp(messages.money.failedToProcess));
    await expect(deposit.getByRole('button', { name: 'Diamond' })).not.toHaveAccessibleDescription(new RegExp(messages.money.failedToProcess));
    await expect(deposit.getByText('30.00 EUR')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'deposit modal after a declined checkout');
    // On a phone the flag stays inside its tier's tile.
    await page.setViewportSize(PHONE);
    const ruby = deposit.getByRole('button', { name: 'Ruby' });
    const [tile, flag] = [await ruby.boundingBox(), await ruby.getByText(messages.money.failedToProcess).boundingBox()];
    expect(flag!.x).toBeGreaterThanOrEqual(tile!.x);
    expect(flag!.x + flag!.width).toBeLessThanOrEqual(tile!.x + tile!.width);
    await page.setViewportSize(DESKTOP);

    await deposit.getByRole('button', { name: 'Diamond' }).click();
    await page.frameLocator('iframe[title="Payment"]').getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.money.paymentReceived })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('30.00 EUR');
  });

  test('a checkout declined after its modal was closed is told in a toast, and the tier is flagged on the next deposit', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await openCardCheckout(page, await openFirstDeposit(page));
    const paymentId = await framedPaymentId(page);
    await page.getByRole('dialog', { name: 'Complete your payment' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect((await page.request.post(`/sandbox/checkout/${paymentId}/decline`)).ok()).toBe(true);
    await page.clock.runFor(CHECKOUT_STATUS_POLL_MS);
    await expect(page.getByRole('status').filter({ hasText: messages.money.paymentDeclined(METHOD) })).toBeVisible();

    const deposit = await openDeposit(page);
    await expect(deposit.getByLabel('Amount', { exact: true })).toHaveValue('30');
    await deposit.getByRole('button', { name: 'Play' }).click();
    await deposit.getByRole('button', { name: 'Credit Card' }).click();
    await expect(deposit.getByRole('button', { name: 'Ruby' })).toHaveAccessibleDescription(new RegExp(messages.money.failedToProcess));
  });

  test('a checkout whose result page comes before the verdict says it is pending, then reports the decline in the modal', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const checkout = await openCardCheckout(page, await openFirstDeposit(page));
    const paymentId = await framedPaymentId(page);
    await checkout.getByRole('button', { name: 'Leave pending' }).click();

    const pending = page.getByRole('dialog', { name: messages.money.paymentPendingTitle });
    await expect(pending.getByRole('status')).toHaveText(messages.money.paymentPending(METHOD));
    await expect(pending.getByRole('button', { name: 'Close' }).last()).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'pending checkout');

    expect((await page.request.post(`/sandbox/checkout/${paymentId}/decline`)).ok()).toBe(true);
    await page.clock.runFor(CHECKOUT_STATUS_POLL_MS);
    await expect(page.getByRole('dialog', { name: 'Deposit' }).getByRole('alert')).toHaveText(messages.money.paymentDeclined(METHOD));
  });
});
