import type { Page } from '@playwright/test';
import { newPage } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** Two phones (the game page's theatre) and a short laptop screen. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
];

interface GameLayout {
  route: string;
  title: string;
  /** The button that plays a round. */
  button: string;
  /** What the player must see before playing: the table and the figures of the bet (selectors inside the frame). */
  figures: string[];
  /** A button to press first, so the figures of a bet exist (keno's paytable needs picks). */
  prepare?: string;
}

const BALANCE = '[data-testid="studio-balance"]';
const slot = (route: string, title: string): GameLayout => ({
  route,
  title,
  button: 'Spin',
  figures: [BALANCE, '.slot__machine', '[data-testid="slot-win"]', '.slot-controls .stake-selector'],
});

const GAMES: GameLayout[] = [
  slot('lodestar-fruit-constellation', 'Fruit Constellation'),
  slot('lodestar-starfall-fortune', 'Starfall Fortune'),
  slot('lodestar-ocean-treasures', 'Ocean Treasures'),
  slot('lodestar-neon-nights', 'Neon Nights'),
  slot('lodestar-viking-voyage', 'Viking Voyage'),
  slot('lodestar-pharaohs-lodestar', "Pharaoh's Lodestar"),
  slot('lodestar-wild-west-gold', 'Wild West Gold'),
  slot('lodestar-dragon-hoard', 'Dragon Hoard'),
  {
    route: 'lodestar-roulette',
    title: 'European Roulette',
    button: 'Spin',
    figures: [BALANCE, '.roulette-wheel', '.roulette-board', '.roulette__total'],
  },
  { route: 'lodestar-blackjack', title: 'Blackjack', button: 'Deal', figures: [BALANCE, '.blackjack-dealer', '.blackjack__hands'] },
  { route: 'lodestar-dice', title: 'Dice', button: 'Roll', figures: [BALANCE, '.dice-result', '.dice-track', '.instant-stats'] },
  { route: 'lodestar-limbo', title: 'Limbo', button: 'Play', figures: [BALANCE, '.limbo-dial', '.instant-stats'] },
  { route: 'lodestar-plinko', title: 'Plinko', button: 'Drop ball', figures: [BALANCE, '.plinko-board', '.plinko-result'] },
  { route: 'lodestar-mines', title: 'Mines', button: 'Start', figures: [BALANCE, '.mines__figures', '.mines-grid'] },
  {
    route: 'lodestar-keno',
    title: 'Keno',
    button: 'Play',
    figures: [BALANCE, '.keno-board', '.keno-paytable', '.keno-result'],
    prepare: 'Quick pick',
  },
];

interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * Inside the frame, as it first shows: where the main button and each figure are, whether each is wholly in the
 * frame's window, and whether anything (the bet panel, a notice) lies over a figure's corners or centre.
 */
async function frameLayout(page: Page, game: GameLayout) {
  const frame = page.frameLocator(`iframe[title="${game.title}"]`);
  const button = frame.getByRole('button', { name: game.button, exact: true });
  await expect(button).toBeVisible({ timeout: 20_000 });
  if (game.prepare) await frame.getByRole('button', { name: game.prepare, exact: true }).click();
  return button.evaluate((element, selectors) => {
    const inView = (box: Box) => box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight + 0.5 && box.right <= window.innerWidth + 0.5;
    const boxOf = (node: Element): Box => {
      const { top, left, bottom, right } = node.getBoundingClientRect();
      return { top, left, bottom, right };
    };
    const covered = (node: Element) => {
      const { top, left, bottom, right } = boxOf(node);
      const inset = 3;
      const points = [
        [left + inset, top + inset],
        [right - inset, top + inset],
        [left + inset, bottom - inset],
        [right - inset, bottom - inset],
        [(left + right) / 2, (top + bottom) / 2],
      ];
      return points.some(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && hit !== node && !node.contains(hit) && !hit.contains(node);
      });
    };
    const figures = selectors.map((selector) => {
      const node = document.querySelector(selector);
      return { selector, found: node !== null, inView: node ? inView(boxOf(node)) : false, covered: node ? covered(node) : false };
    });
    return { button: inView(boxOf(element)), figures, frame: { width: window.innerWidth, height: window.innerHeight } };
  }, game.figures);
}

test.describe('the game page layout', () => {
  test('every game shows its main button and its figures, uncovered, without a scroll, on two phones and a short laptop', async ({
    browser,
    server,
  }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    for (const viewport of VIEWPORTS) {
      const { page, context } = await newPage(browser, server.baseUrl, { viewport });
      // A first visit: the cookie notice has not been accepted, and must not cover the game.
      for (const game of GAMES) {
        const where = `${game.title} at ${viewport.width}×${viewport.height}`;
        await page.goto(`/game/${game.route}?demo=1`);
        const layout = await frameLayout(page, game);
        // The frame itself is wholly in the window: nothing of the game is below the fold of the page.
        const frameBox = (await page.locator(`iframe[title="${game.title}"]`).boundingBox())!;
        if (frameBox.y < 0 || frameBox.y + frameBox.height > viewport.height + 0.5) problems.push(`${where}: the frame runs out of the window`);
        const notice = await page.getByRole('region', { name: 'Cookie notice' }).boundingBox();
        if (!notice) problems.push(`${where}: no cookie notice on a first visit`);
        else if (notice.y < frameBox.y + frameBox.height && notice.y + notice.height > frameBox.y)
          problems.push(`${where}: the cookie notice covers the game`);
        if (!layout.button) problems.push(`${where}: ${game.button} is not in view`);
        for (const figure of layout.figures) {
          if (!figure.found) problems.push(`${where}: ${figure.selector} is missing`);
          else if (!figure.inView) problems.push(`${where}: ${figure.selector} is not wholly in view`);
          else if (figure.covered) problems.push(`${where}: ${figure.selector} is covered`);
        }
        expect(await page.evaluate(() => document.scrollingElement!.scrollTop), `${where}: the page opened scrolled`).toBe(0);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  test('plinko’s multipliers are at least 11 px tall on every row count, on a phone', async ({ browser, server }) => {
    const { page, context } = await newPage(browser, server.baseUrl, { viewport: { width: 360, height: 740 } });
    await page.goto('/game/lodestar-plinko?demo=1');
    const frame = page.frameLocator('iframe[title="Plinko"]');
    const rows = frame.getByRole('combobox', { name: 'Rows' });
    for (const count of ['8', '12', '16']) {
      await rows.selectOption(count);
      const sizes = await frame
        .locator('.plinko-board__slot text')
        .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
      expect(sizes.length, `${count} rows`).toBe(Number(count) + 1);
      expect(Math.min(...sizes), `the smallest multiplier label of ${count} rows`).toBeGreaterThanOrEqual(11);
    }
    await context.close();
  });
});
