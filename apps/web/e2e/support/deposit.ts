import type { Page } from '@playwright/test';

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
