import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOBBY_PAGE_SIZE, SEARCH_INITIAL_RESULTS, SEARCH_LOAD_MORE } from '@lodestar/contracts';
import { expectNoSeriousA11yViolations, newPage, PHONE } from './support/browser.ts';
import { registerThroughApi } from './support/players.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** The catalogue the server seeds: eight slots, two table games, five instant wins. */
const CATALOGUE_SIZE = 15;
/** What registerThroughApi gives every player it creates. */
const PLAYER_PASSWORD = 'money password 1';

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
  const search = page.getByRole('dialog', { name: 'Search games' });
  await search.getByPlaceholder('find your game').waitFor();
  return search;
}

const gameFrame = (page: Page, name: string) => page.locator(`iframe[title="${name}"]`);

describe('game lobby', () => {
  it('searches by part of a name, asks a visitor to log in to play, and says when nothing matches', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    let search = await openSearch(page);
    const results = search.getByRole('list', { name: 'Games' }).getByRole('listitem');
    // No term: the top games, five of them first and three more per 'load more'.
    await expect.poll(() => results.count()).toBe(SEARCH_INITIAL_RESULTS);
    await search.getByRole('button', { name: 'load more' }).click();
    await expect.poll(() => results.count()).toBe(SEARCH_INITIAL_RESULTS + SEARCH_LOAD_MORE);
    await expectNoSeriousA11yViolations(page, 'search modal');

    await search.getByPlaceholder('find your game').fill('HOAR');
    await expect.poll(() => results.allTextContents()).toEqual([expect.stringContaining('Dragon Hoard')]);
    await search.getByRole('button', { name: /Dragon Hoard/ }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(await search.count()).toBe(0);
    await page.keyboard.press('Escape');

    search = await openSearch(page);
    await search.getByPlaceholder('find your game').fill('zebra poker');
    await search.getByText('No game or provider matches “zebra poker”.').waitFor();
    expect(await search.getByRole('link', { name: 'Browse all games' }).getAttribute('href')).toBe('/games');
    await page.keyboard.press('Escape');
    await expect.poll(() => search.count()).toBe(0);

    search = await openSearch(page);
    await search.getByPlaceholder('find your game').fill('zebra');
    await search.getByRole('link', { name: 'Browse all games' }).click();
    await page.waitForURL('**/games');
    expect(await search.count()).toBe(0);
    await context.close();
  });

  it('shows 12 games on /games and the other 3 after load more, and filters by category', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/games');
    const cards = page.getByRole('list', { name: 'All games' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(LOBBY_PAGE_SIZE);
    await page.getByText(`${CATALOGUE_SIZE} games`).waitFor();
    await expectNoSeriousA11yViolations(page, '/games');
    await page.getByRole('button', { name: 'load more' }).click();
    await expect.poll(() => cards.count()).toBe(CATALOGUE_SIZE);
    expect(await page.getByRole('button', { name: 'load more' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Table games' }).click();
    const tableGames = page.getByRole('list', { name: 'Table games games' }).getByRole('heading');
    await expect.poll(() => tableGames.allTextContents().then((names) => names.sort())).toEqual(['Blackjack', 'European Roulette']);
    expect(page.url()).toContain('category=table');
    await context.close();
  });

  it('opens a typed game address at the top of the page, not where the lobby was scrolled to', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/games');
    await page.getByRole('list', { name: 'All games' }).getByRole('article').first().waitFor();
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.goto('/game/lodestar-plinko?demo=1');
    await gameFrame(page, 'Plinko').waitFor();
    await page.getByText('More games').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('opens a slot in demo for a visitor and relaunches it for real once they log in from the Real money switch', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await page.goto('/game/lodestar-starfall-fortune');
    const frame = gameFrame(page, 'Starfall Fortune');
    await frame.waitFor({ state: 'attached' });
    const source = await frame.getAttribute('src');
    expect(source).toMatch(/^\/studio\/slot-starfall-fortune\/\?token=.+&mode=demo$/);
    expect(await page.getByRole('button', { name: 'Demo', pressed: true }).count()).toBe(1);
    // The game client inside the frame is the studio's page, checked by its own suite; this one checks ours.
    const aroundTheGame = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(aroundTheGame.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);

    // Real money asks the visitor to log in; once signed in, the same page relaunches for real.
    const elsewhere = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    const { email } = await registerThroughApi(elsewhere.request);
    await elsewhere.close();
    await page.getByRole('button', { name: 'Real money' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => frame.getAttribute('src')).toMatch(/mode=real$/);
    expect(await page.getByRole('button', { name: 'Real money', pressed: true }).count()).toBe(1);

    await page.goto('/game/lodestar-no-such-game');
    await page.getByRole('heading', { name: 'This game is not in our lobby' }).waitFor();
    await context.close();
  });

  it('lets a player play for real, keep a favourite, and find it on the home page', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
    await registerThroughApi(page.request);
    await page.goto('/games');
    await page.getByRole('button', { name: 'Play Dragon Hoard' }).click();
    await page.waitForURL('**/game/lodestar-dragon-hoard');
    await expect.poll(() => gameFrame(page, 'Dragon Hoard').getAttribute('src')).toMatch(/^\/studio\/slot-dragon-hoard\/\?token=.+&mode=real$/);

    const heart = page.getByRole('button', { name: 'Favourite' });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Demo' }).click();
    await expect.poll(() => gameFrame(page, 'Dragon Hoard').getAttribute('src')).toMatch(/mode=demo$/);

    await page.goto('/');
    const favourites = page.getByRole('region', { name: 'Your favourites' });
    await favourites.getByRole('article', { name: 'Dragon Hoard' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'home with favourites');

    await page.goto('/game/lodestar-dragon-hoard');
    await page.getByRole('button', { name: 'Favourite', pressed: true }).click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await page.goto('/');
    await favourites.getByText("Press the heart on a game's page").waitFor();
    await context.close();
  });
});
