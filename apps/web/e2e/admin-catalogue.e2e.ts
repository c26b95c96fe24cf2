import type { Page } from '@playwright/test';
import { adminGamePaths, adminRestrictedCountryPaths, apiPaths, messages } from '@lodestar/contracts';
import { expectNoSeriousA11yViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { RESTRICTED_TEST_IP } from './support/server.ts';
import { setUpStaffThroughApi, signInOnPage, signInStaffThroughApi } from './support/staff.ts';

const DICE = 'lodestar:dice';
/** A country no other spec poses as, restricted here and opened again at the end (the worker's server is shared). */
const ADDED_COUNTRY = 'IS';

const namesIn = (page: Page, region: string) =>
  page
    .getByRole('region', { name: region })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

test('a marketing staff member disables a game and reorders the featured row in /admin/games; a player’s lobby shows both', async ({
  page,
  server,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await signInStaffThroughApi(page, server, 'marketing');
  const featuredBefore = (await (await page.request.get(apiPaths.featuredGames)).json()).games.map((game: { id: string }) => game.id);
  try {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Games' }).click();
    await expect(page.getByRole('heading', { name: 'Game catalogue' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Countries' })).toHaveCount(0);

    const dice = page.getByRole('switch', { name: 'Dice in the lobby' });
    await expect(dice).toBeChecked();
    await dice.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Game disabled: players no longer see or open it' })).toBeVisible();
    await expect(dice).not.toBeChecked();

    // The featured row from the keyboard: focus stays on the moved game's button, each move is announced.
    const featured = page.getByRole('region', { name: 'Featured row' });
    const names = featured.locator('.admin-order__name');
    const [first, second, third, fourth, mines] = await names.allTextContents();
    expect(mines).toBe('Mines');
    await featured.getByRole('button', { name: 'Move Mines up' }).focus();
    await page.keyboard.press('Enter');
    await expect(featured.getByText('Mines moved to position 4 of 5')).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(featured.getByText('Mines moved to position 3 of 5')).toBeAttached();
    await expect(names).toHaveText([first!, second!, 'Mines', third!, fourth!]);
    await expect(featured.getByText('Unsaved changes')).toBeVisible();
    await featured.getByRole('button', { name: 'Save featured row' }).click();
    await expect(featured.getByRole('alert')).toHaveText('Featured order saved');
    await expect(page.getByRole('row', { name: /Mines/ }).getByRole('cell').nth(2)).toHaveText('3');

    await expectNoSeriousA11yViolations(page, 'admin games');
    await page.screenshot({ path: 'test-results/admin-games-1280.png', fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await page.screenshot({ path: 'test-results/admin-games-1024.png', fullPage: true });

    const visitor = await browser.newContext({ baseURL: server.baseUrl });
    const lobby = await visitor.newPage();
    await lobby.goto('/');
    await expect.poll(() => namesIn(lobby, 'Featured games')).toEqual([first, second, 'Mines', third, fourth]);
    await lobby.goto('/games?category=instant');
    await expect(lobby.getByRole('article', { name: 'Limbo' })).toBeVisible();
    await expect(lobby.getByRole('article', { name: 'Dice' })).toHaveCount(0);
    await lobby.goto('/game/lodestar-dice');
    await expect(lobby.getByRole('heading', { name: 'This game is not in our lobby' })).toBeVisible();
    await visitor.close();
    expect(consoleErrors).toEqual([]);
  } finally {
    // The worker's server is shared with the specs after this one: the lobby is put back as it was.
    await page.request.post(adminGamePaths.enabled.replace(':id', DICE), { data: { enabled: true } });
    await page.request.post(adminGamePaths.featuredOrder, { data: { gameIds: featuredBefore } });
  }
});

test('an admin from a restricted country signs in at /admin and closes the site to another country', async ({ page, server, browser }) => {
  test.setTimeout(150_000);
  const staff = await setUpStaffThroughApi(page, server, 'admin');
  // The player site is closed to this visitor; the back office is not.
  const abroad = await browser.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { 'X-Forwarded-For': RESTRICTED_TEST_IP } });
  const admin = await abroad.newPage();
  try {
    await admin.goto('/');
    await expect(admin.getByRole('heading', { name: messages.blockedPage.title('United States') })).toBeVisible();
    await admin.goto('/admin/sign-in');
    await expect(admin.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await expect(admin.getByLabel('Authentication code')).toBeVisible();
    await signInOnPage(admin, staff.email, staff);
    await expect(admin.getByRole('heading', { name: `Welcome, ${staff.email}` })).toBeVisible();

    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Countries' }).click();
    await expect(admin.getByRole('heading', { name: 'Restricted countries' })).toBeVisible();
    await expect(admin.getByRole('row', { name: /United States/ })).toContainText('Configuration');

    const form = admin.getByRole('form', { name: 'Close the site to a country' });
    await form.getByLabel('Country').selectOption(ADDED_COUNTRY);
    await form.getByLabel('Reason').fill('Licence conditions not met');
    await form.getByRole('button', { name: 'Add country' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'IS added: visitors from there now see the blocked page' })).toBeVisible();
    await expect(admin.getByRole('row', { name: /Iceland/ })).toContainText('Licence conditions not met');
    expect(await (await admin.request.get(apiPaths.restrictedCountries)).json()).toEqual([ADDED_COUNTRY, 'US']);

    await expectNoSeriousA11yViolations(admin, 'admin countries');
    await admin.screenshot({ path: 'test-results/admin-countries-1280.png', fullPage: true });
    await admin.setViewportSize({ width: 1024, height: 768 });
    await admin.screenshot({ path: 'test-results/admin-countries-1024.png', fullPage: true });

    await admin.getByRole('button', { name: 'Remove Iceland' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Open the site to Iceland again?' });
    await dialog.getByLabel('Reason').fill('Licence granted');
    await dialog.getByRole('button', { name: 'Remove country' }).click();
    await expect(admin.getByRole('row', { name: /Iceland/ })).toHaveCount(0);
    expect(await (await admin.request.get(apiPaths.restrictedCountries)).json()).toEqual(['US']);
  } finally {
    await admin.request.post(adminRestrictedCountryPaths.remove.replace(':code', ADDED_COUNTRY), { data: { reason: 'e2e clean-up' } });
    await abroad.close();
  }
});
