import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiPaths, LOBBY_PAGE_SIZE, SEARCH_INITIAL_RESULTS, SEARCH_LOAD_MORE } from '@lodestar/contracts';
import { expectNoSeriousA11yViolations, newPage, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { PLAYER_PASSWORD, registerThroughApi } from './support/players.ts';
import { saveScreen } from './support/screens.ts';

/** The catalogue the server seeds: eight slots, two table games, five instant wins. */
const CATALOGUE_SIZE = 15;

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
  const search = page.getByRole('dialog', { name: 'Search games' });
  await expect(search.getByPlaceholder('find your game')).toBeVisible();
  return search;
}

const gameFrame = (page: Page, name: string) => page.locator(`iframe[title="${name}"]`);

test.describe('game lobby', () => {
  test('searches by part of a name, asks a visitor to log in to play, and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    let search = await openSearch(page);
    const results = search.getByRole('list', { name: 'Games' }).getByRole('listitem');
    // No term: the top games, five of them first and three more per 'load more'.
    await expect(results).toHaveCount(SEARCH_INITIAL_RESULTS);
    await search.getByRole('button', { name: 'load more' }).click();
    await expect(results).toHaveCount(SEARCH_INITIAL_RESULTS + SEARCH_LOAD_MORE);
    await expectNoSeriousA11yViolations(page, 'search modal');

    await search.getByPlaceholder('find your game').fill('HOAR');
    await expect(results).toHaveCount(1);
    await expect(results).toContainText(['Dragon Hoard']);
    await search.getByRole('button', { name: /Dragon Hoard/ }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(search).toHaveCount(0);
    await page.keyboard.press('Escape');

    search = await openSearch(page);
    await search.getByPlaceholder('find your game').fill('zebra poker');
    await expect(search.getByText('No game or provider matches “zebra poker”.')).toBeVisible();
    await expect(search.getByRole('link', { name: 'Browse all games' })).toHaveAttribute('href', '/games');
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);

    search = await openSearch(page);
    await search.getByPlaceholder('find your game').fill('zebra');
    await search.getByRole('link', { name: 'Browse all games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(search).toHaveCount(0);
  });

  test('shows 12 games on /games and the other 3 after load more, and filters by category', async ({ page }) => {
    await page.goto('/games');
    const cards = page.getByRole('list', { name: 'All games' }).getByRole('article');
    await expect(cards).toHaveCount(LOBBY_PAGE_SIZE);
    await expect(page.getByText(`${CATALOGUE_SIZE} games`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/games');
    // The covers are the build's AVIF renderings of the drawn art, at the width the card needs, and they decode.
    const firstCover = cards.first().locator('img.game-thumbnail');
    await expect(firstCover).toHaveJSProperty('complete', true);
    const cover = await firstCover.evaluate((image: HTMLImageElement) => ({ source: image.currentSrc, decoded: image.naturalWidth > 0 }));
    expect(cover).toEqual({ source: expect.stringMatching(/\/images\/games\/slot-[a-z-]+-(360|720)\.avif$/), decoded: true });
    await page.getByRole('button', { name: 'load more' }).click();
    await expect(cards).toHaveCount(CATALOGUE_SIZE);
    await expect(page.getByRole('button', { name: 'load more' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Table games' }).click();
    const tableGames = page.getByRole('list', { name: 'Table games games' }).getByRole('heading');
    await expect(tableGames).toHaveCount(2);
    expect((await tableGames.allTextContents()).sort()).toEqual(['Blackjack', 'European Roulette']);
    await expect(page).toHaveURL(/category=table/);
  });

  test('opens a typed game address at the top of the page, not where the lobby was scrolled to', async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByRole('list', { name: 'All games' }).getByRole('article').first()).toBeVisible();
    await page.mouse.wheel(0, 700);
    // The scroll position is no locator's: polled.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.goto('/game/lodestar-plinko?demo=1');
    await expect(gameFrame(page, 'Plinko')).toBeVisible();
    await expect(page.getByText('More games')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('opens a slot in demo for a visitor and relaunches it for real once they log in from the Real money switch', async ({
    page,
    browser,
    server,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/game/lodestar-starfall-fortune');
    const frame = gameFrame(page, 'Starfall Fortune');
    await expect(frame).toHaveAttribute('src', /^\/studio\/slot-starfall-fortune\/\?token=.+&mode=demo$/);
    await expect(page.getByRole('button', { name: 'Demo', pressed: true })).toHaveCount(1);
    // The theatre covers a phone's screen: the shelf that would sit under it is not there to tab into.
    await expect(page.getByRole('heading', { name: 'More games' })).toHaveCount(0);
    // The game client inside the frame is the studio's page, checked by its own suite; this one checks ours.
    const aroundTheGame = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      aroundTheGame.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id),
    ).toEqual([]);

    // Real money asks the visitor to log in; once signed in, the same page relaunches for real.
    const elsewhere = await browser.newContext({ baseURL: server.baseUrl });
    const { email } = await registerThroughApi(elsewhere.request);
    await elsewhere.close();
    await page.getByRole('button', { name: 'Real money' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(frame).toHaveAttribute('src', /mode=real$/);
    await expect(page.getByRole('button', { name: 'Real money', pressed: true })).toHaveCount(1);

    await page.goto('/game/lodestar-no-such-game');
    await expect(page.getByRole('heading', { name: 'This game is not in our lobby' })).toBeVisible();
  });

  test('lets a player play for real, keep a favourite, and find it on the home page', async ({ page, player: _signedIn }) => {
    await page.goto('/games');
    await page.getByRole('button', { name: 'Play Dragon Hoard' }).click();
    await expect(page).toHaveURL(/\/game\/lodestar-dragon-hoard$/);
    await expect(gameFrame(page, 'Dragon Hoard')).toHaveAttribute('src', /^\/studio\/slot-dragon-hoard\/\?token=.+&mode=real$/);

    const heart = page.getByRole('button', { name: 'Favourite' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Demo' }).click();
    await expect(gameFrame(page, 'Dragon Hoard')).toHaveAttribute('src', /mode=demo$/);

    await page.goto('/');
    const favourites = page.getByRole('region', { name: 'Your favourites' });
    await expect(favourites.getByRole('article', { name: 'Dragon Hoard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home with favourites');

    await page.goto('/game/lodestar-dragon-hoard');
    await page.getByRole('button', { name: 'Favourite', pressed: true }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/');
    await expect(favourites.getByText("Press the heart on a game's page")).toBeVisible();
  });

  test('shows a player the games they played last, newest first, and no such row to a visitor', async ({
    page,
    browser,
    server,
    player: _signedIn,
  }) => {
    const recentlyPlayed = page.getByRole('region', { name: 'Recently played' });
    const playedGamesAnswer = () => page.waitForResponse((response) => response.url().endsWith(apiPaths.playedGames) && response.ok());
    const answered = playedGamesAnswer();
    await page.goto('/');
    await answered;
    await expect(page.getByRole('region', { name: 'Your favourites' })).toBeVisible();
    await expect(recentlyPlayed).toHaveCount(0);

    await page.goto('/game/lodestar-roulette?demo=1');
    await expect(gameFrame(page, 'European Roulette')).toHaveAttribute('src', /mode=demo$/);
    await page.goto('/game/lodestar-dice?demo=1');
    const dice = page.frameLocator('iframe[title="Dice"]');
    await dice.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(dice.getByRole('status').filter({ hasText: /^Rolled/ })).toBeVisible();

    // Back home inside the site, as a player would: the lobby must ask again, not show what it knew before the games.
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(recentlyPlayed.getByRole('article')).toHaveText([/Dice/, /European Roulette/]);
    await expectNoSeriousA11yViolations(page, 'home with recently played games');
    await saveScreen(page, 'home-recently-played-1280');
    await page.setViewportSize(PHONE);
    await saveScreen(page, 'home-recently-played-390');

    const { context, page: visitor } = await newPage(browser, server.baseUrl);
    const askedForPlayedGames: string[] = [];
    visitor.on('request', (request) => request.url().endsWith(apiPaths.playedGames) && askedForPlayedGames.push(request.url()));
    await visitor.goto('/');
    await expect(visitor.getByRole('region', { name: 'Top games' }).getByRole('article').first()).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Recently played' })).toHaveCount(0);
    expect(askedForPlayedGames).toEqual([]);
    await context.close();
  });
});
