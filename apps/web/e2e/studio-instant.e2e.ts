import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPaths, launchGameResponse, toMinorUnits } from '@lodestar/contracts';
import { diceRules, kenoPaytable, kenoRules, limboRules, payoutFor, plinkoRules } from '@lodestar/games';
import { watchBalanceBar } from './support/balance-bar.ts';
import { DESKTOP, expectNoSeriousA11yViolations, newPage, PHONE } from './support/browser.ts';
import { expectMainButtonsInFrame } from './support/game-frame.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
/** Set to a folder to keep pictures of every game after its round, at 390 px and 1280 px. */
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

/** Launches a Lodestar Original in demo mode through the casino's real launch call and opens its game client. */
async function openDemo(page: Page, launchId: string) {
  const response = await page.request.post(apiPaths.launchGame, { data: { id: `lodestar:${launchId}`, demo: true } });
  expect(response.status()).toBe(200);
  const { url } = launchGameResponse.parse(await response.json());
  await page.goto(url);
  await page.getByTestId('studio-balance').waitFor();
}

/** '1000.00 EUR' → 100000n. */
const minorUnitsOf = (shown: string | null) => {
  const match = /^(\d+\.\d{2}) EUR$/.exec(shown?.trim() ?? '');
  expect(match, `an EUR amount, got ${shown}`).not.toBeNull();
  return toMinorUnits(match![1]!, 100);
};

const balanceOf = async (page: Page) => minorUnitsOf(await page.getByTestId('studio-balance').textContent());
const stakeOf = async (page: Page) => BigInt(await page.getByRole('combobox', { name: 'Stake' }).inputValue());
/** '2.9702×' → 2.9702 */
const multiplierOf = (shown: string | null) => Number(shown?.replace(/[,×]/g, ''));

/**
 * `playOnce` plays one round with the game's own button and returns the payout the result on the table implies;
 * the balance shown must then move by exactly −stake + payout. A game that animates its result names the
 * element of its shown result (`resultSelector`): until that appears, the bar shows the stake taken, not the win.
 */
async function expectOneRoundSettles(page: Page, launchId: string, playOnce: () => Promise<bigint>, resultSelector?: string) {
  const before = await balanceOf(page);
  const shownBalances = resultSelector ? await watchBalanceBar(page, resultSelector) : null;
  const payout = await playOnce();
  const stake = await stakeOf(page);
  await expect.poll(() => balanceOf(page)).toBe(before - stake + payout);
  if (shownBalances) {
    const whileAnimating = (await shownBalances()).filter((shown) => !shown.resultShown).map((shown) => minorUnitsOf(shown.text));
    expect(whileAnimating.length, 'the stake is taken while the result plays out').toBeGreaterThan(0);
    expect(new Set(whileAnimating)).toEqual(new Set([before - stake]));
  }
  // One click, one round: nothing plays on by itself.
  expect(await page.getByRole('button', { name: /auto/i }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, `${launchId} after a round at 390 px`);
  if (screenshotDir) {
    await page.screenshot({ path: `${screenshotDir}/instant-${launchId}-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${screenshotDir}/instant-${launchId}-1280.png`, fullPage: true });
  }
}

async function expectInfoShows(page: Page, name: string, firstRule: string, rtp: RegExp) {
  await page.getByRole('button', { name: 'Info' }).click();
  const info = page.getByRole('dialog', { name });
  await info.getByText(firstRule, { exact: true }).waitFor();
  expect(await info.getByText(rtp).count()).toBeGreaterThan(0);
  if (screenshotDir) await info.screenshot({ path: `${screenshotDir}/instant-${name.toLowerCase()}-info.png` });
  await page.keyboard.press('Escape');
  await expect.poll(() => info.count()).toBe(0);
}

describe('the studio instant games', () => {
  it('show Roll, Play and Drop ball in the game page’s frame without scrolling it, on laptops and on a phone', async () => {
    await expectMainButtonsInFrame(suite.browser, suite.server.baseUrl, [
      { launchId: 'dice', title: 'Dice', button: 'Roll' },
      { launchId: 'limbo', title: 'Limbo', button: 'Play' },
      { launchId: 'plinko', title: 'Plinko', button: 'Drop ball' },
      { launchId: 'keno', title: 'Keno', button: 'Play' },
    ]);
  });

  it('dice: a roll under 49.50 settles, shows the roll on the bar and pays 2× on a win', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await openDemo(page, 'dice');
    expect(await page.getByRole('slider', { name: 'Target' }).inputValue()).toBe('49.5');
    expect(await page.getByText(/^49\.5\s%$/).count()).toBe(1);
    await expectOneRoundSettles(page, 'dice', async () => {
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect.poll(() => page.getByTestId('dice-roll').textContent()).toMatch(/^\d{1,2}\.\d{2}$/);
      const roll = Number(await page.getByTestId('dice-roll').textContent());
      expect(await page.getByRole('list', { name: 'Recent rolls' }).textContent()).toBe(roll.toFixed(2));
      const stake = await stakeOf(page);
      const payout = roll < 49.5 ? payoutFor(stake, 2) : 0n;
      expect(await page.getByRole('status').filter({ hasText: /^Rolled/ }).textContent()).toBe(
        `Rolled ${roll.toFixed(2)}: ${payout > 0n ? `you win ${(Number(payout) / 100).toFixed(2)} EUR` : 'no win'}`,
      );
      return payout;
    });
    // The slider works from the keyboard and stops at the highest target the engine accepts (98 % to win).
    await page.getByRole('slider', { name: 'Target' }).focus();
    await page.keyboard.press('End');
    expect(await page.getByLabel(/^Target \(/).inputValue()).toBe('98.00');
    expect(await page.getByText('1.0102×', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Roll over' }).click();
    expect(await page.getByLabel(/^Target \(/).inputValue()).toBe('1.99');
    await expectInfoShows(page, 'Dice', diceRules[0]!, /^99\.00\s%$/);
    await context.close();
  });

  it('limbo: the counter stops on the result and a result of at least the 2.00× target pays 2×', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await openDemo(page, 'limbo');
    expect(await page.getByLabel(/^Target multiplier/).inputValue()).toBe('2.00');
    await expectOneRoundSettles(page, 'limbo', async () => {
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      const history = page.getByRole('list', { name: 'Recent results' });
      await history.waitFor();
      const result = multiplierOf(await page.getByTestId('limbo-result').textContent());
      expect(multiplierOf(await history.textContent())).toBe(result);
      return result >= 2 ? payoutFor(await stakeOf(page), 2) : 0n;
    }, '.limbo-dial:is([data-state="won"], [data-state="lost"])');
    await expectInfoShows(page, 'Limbo', limboRules[0]!, /^99\.00\s%$/);
    await context.close();
  });

  it('plinko: the ball lands in a slot of the chosen board and pays that slot’s multiplier', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await openDemo(page, 'plinko');
    await page.getByRole('combobox', { name: 'Rows' }).selectOption('8');
    await page.getByRole('combobox', { name: 'Risk' }).selectOption('high');
    expect(await page.getByRole('img', { name: /^Plinko board with 8 rows; slots pay 30\.00×, 4\.90×/ }).count()).toBe(1);
    // Every slot of this board pays something, so there is always a win to hold back until the ball lands.
    await expectOneRoundSettles(page, 'plinko', async () => {
      await page.getByRole('button', { name: 'Drop ball' }).click();
      const multiplier = multiplierOf(await page.getByTestId('plinko-multiplier').textContent({ timeout: 10_000 }));
      expect([30, 4.9, 1.2, 0.3, 0.2]).toContain(multiplier);
      const payout = payoutFor(await stakeOf(page), multiplier);
      expect(await page.getByText(`Paid ${(Number(payout) / 100).toFixed(2)} EUR`, { exact: true }).count()).toBe(1);
      return payout;
    }, '[data-testid="plinko-multiplier"]');
    await expectInfoShows(page, 'Plinko', plinkoRules[0]!, /^(98\.\d\d|99\.00)\s%$/);
    await context.close();
  });

  it('keno: ten quick-picked numbers are drawn against, hits highlighted and paid from the paytable', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await openDemo(page, 'keno');
    const play = page.getByRole('button', { name: 'Play', exact: true });
    expect(await play.isDisabled()).toBe(true);
    await page.getByRole('button', { name: '7', exact: true }).click();
    expect(await page.getByRole('button', { name: '7, picked' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Quick pick' }).click();
    expect(await page.getByRole('group', { name: /^Keno board/ }).locator('[aria-pressed="true"]').count()).toBe(10);
    await expectOneRoundSettles(page, 'keno', async () => {
      await play.click();
      const hitsText = await page.getByTestId('keno-hits').textContent({ timeout: 10_000 });
      const hits = Number(/^(\d+) hits?$/.exec(hitsText ?? '')![1]);
      const board = page.getByRole('group', { name: /^Keno board/ });
      expect(await board.getByRole('button', { name: /hit$/ }).count()).toBe(hits);
      expect(await board.getByRole('button', { name: /drawn/ }).count()).toBe(10);
      return payoutFor(await stakeOf(page), kenoPaytable(10, 'medium')[hits]!);
    }, '[data-testid="keno-hits"]');
    await expectInfoShows(page, 'Keno', kenoRules[0]!, /^(98\.\d\d|99\.00)\s%$/);
    await context.close();
  });
});
