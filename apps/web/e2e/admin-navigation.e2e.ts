import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { saveScreen } from './support/screens.ts';
import { signInStaffThroughApi } from './support/staff.ts';
import { adminPages } from '../src/admin/admin-pages.ts';

const backOfficeNavigation = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** How far the page, and the navigation itself, are wider than what they show: 0 when nothing overflows. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const navigation = document.querySelector('nav[aria-label="Back office"]')!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      navigation: navigation.scrollWidth - navigation.clientWidth,
    };
  });

test('an admin at 1280 px sees every back office page in the bar, in one row, with nothing overflowing', async ({ page, server }) => {
  await signInStaffThroughApi(page, server, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  const navigation = backOfficeNavigation(page);
  const labels = ['Home', ...adminPages.map((adminPage) => adminPage.label)];
  for (const label of labels) await expect(navigation.getByRole('link', { name: label, exact: true })).toBeInViewport({ ratio: 1 });
  expect(await overflowOf(page)).toEqual({ page: 0, navigation: 0 });
  const tops = await navigation.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await saveScreen(page, 'admin-home-1280');
});

test('an admin at 390 px opens the back office menu from the keyboard, closes it with Escape and goes to Players through it', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaffThroughApi(page, server, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(backOfficeNavigation(page).getByRole('link', { name: 'Players' })).toBeHidden();
  expect((await overflowOf(page)).page).toBe(0);
  await saveScreen(page, 'admin-home-390');

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(backOfficeNavigation(page).getByRole('link', { name: 'Home' })).toBeFocused();
  expect((await overflowOf(page)).page).toBe(0);
  await saveScreen(page, 'admin-menu-open-390');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await expect(backOfficeNavigation(page).getByRole('link', { name: 'Players' })).toBeHidden();

  await page.keyboard.press('Enter');
  await backOfficeNavigation(page).getByRole('link', { name: 'Players' }).click();
  await expect(page).toHaveURL(/\/admin\/players$/);
  await expect(page.getByRole('heading', { name: 'Players', exact: true })).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(backOfficeNavigation(page).getByRole('link', { name: 'Players' })).toBeHidden();
  await saveScreen(page, 'admin-players-390');
});
