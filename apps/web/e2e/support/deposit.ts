import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the deposit modal for a player's first deposit: the limit step comes first, answered with 'no limit'. */
export async function openFirstDeposit(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('button', { name: 'Continue without a limit' }).click();
  return dialog;
}

/** Opens the deposit modal whether or not it asks about a deposit limit first (it does before the first deposit). */
export async function openDeposit(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  const skipLimit = dialog.getByRole('button', { name: 'Continue without a limit' });
  await skipLimit
    .or(dialog.getByLabel('Amount', { exact: true }))
    .first()
    .waitFor();
  if (await skipLimit.isVisible()) await skipLimit.click();
  return dialog;
}

/**
 * From the amount step of an open deposit modal: 30 EUR by Credit Card in the given tier. Returns the sandbox
 * checkout in the payment frame, once it shows the amount.
 */
export async function openCardCheckout(page: Page, dialog: Locator, tier = 'Ruby') {
  await dialog.getByRole('button', { name: '30 EUR' }).click();
  await dialog.getByRole('button', { name: 'Play' }).click();
  await dialog.getByRole('button', { name: 'Credit Card' }).click();
  await dialog.getByRole('button', { name: tier }).click();
  const checkout = page.frameLocator('iframe[title="Payment"]');
  await expect(checkout.getByText('30.00 EUR')).toBeVisible();
  return checkout;
}
