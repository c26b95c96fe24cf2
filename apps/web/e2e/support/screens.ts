import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

/**
 * With PROMO_SCREENS=<folder>, saves a screenshot of the page (or of one element) there, for the notes of a
 * change that a reviewer should see at phone and desktop widths; without it, does nothing.
 */
export async function saveScreen(page: Page, name: string, target?: Locator): Promise<void> {
  const folder = process.env.PROMO_SCREENS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const path = `${folder}/${name}.png`;
  if (target) return void (await target.screenshot({ path }));
  // The cookie bar sits over a full page's bottom edge: accept it once so it hides nothing.
  const acceptCookies = page.getByRole('button', { name: 'OK', exact: true });
  if (await acceptCookies.isVisible()) await acceptCookies.click();
  // From the top, so a sticky header is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}
