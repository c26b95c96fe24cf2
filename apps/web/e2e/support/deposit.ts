import type { Page } from '@playwright/test';

/** Opens the deposit modal for a player's first deposit: the limit step comes first, answered with 'no limit'. */
export async function openFirstDeposit(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('button', { name: 'Continue without a limit' }).click();
  return dialog;
}
