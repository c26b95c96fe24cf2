import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPaths, launchGameResponse, toMinorUnits } from '@lodestar/contracts';
import { payoutFor, pocketColor } from '@lodestar/games';
import { watchBalanceBar } from './support/balance-bar.ts';
import { DESKTOP, expectNoSeriousA11yViolations, newPage, PHONE } from './support/browser.ts';
import { expectMainButtonsInFrame } from './support/game-frame.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** Launches a Lodestar Original in demo mode through the casino's real launch call and opens its game client. */
async function openDemo(page: Page, launchId: string) {
  const response = await page.request.post(apiPaths.launchGame, { data: { id: `lodestar:${launchId}`, demo: true } });
  expect(response.status()).toBe(200);
  const { url } = launchGameResponse.parse(await response.json());
  await page.goto(url);
  await page.getByTestId('studio-balance').waitFor();
}

/** '1000.00 EUR' (possibly inside a longer text) → 100000n. */
const minorUnitsIn = (shown: string | null) => {
  const match = /(\d+\.\d{2}) EUR/.exec(shown ?? '');
  expect(match, `an EUR amount in ${shown}`).not.toBeNull();
  return toMinorUnits(match![1]!, 100);
};

const balanceOf = async (page: Page) => minorUnitsIn(await page.getByTestId('studio-balance').textContent());
const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name, exact: typeof name === 'string' });
const isShown = async (locator: Locator) => (await locator.count()) > 0;

describe('the studio table games', () => {
  it('show Deal, Spin and Start in the game page’s frame without scrolling it, on laptops and on a phone', async () => {
    await expectMainButtonsInFrame(suite.browser, suite.server.baseUrl, [
      { launchId: 'blackjack', title: 'Blackjack', button: 'Deal' },
      { launchId: 'roulette', title: 'European Roulette', button: 'Spin' },
      { launchId: 'mines', title: 'Mines', button: 'Start' },
    ]);
  });

  it('settles a demo roulette spin on red and moves the balance by exactly what the bet won or lost', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await openDemo(page, 'roulette');
    const before = await balanceOf(page);
    const chip = BigInt(await page.getByLabel('Chip value', { exact: true }).inputValue());

    expect(await page.getByRole('button', { name: 'Spin', exact: true }).isDisabled()).toBe(true);
    await button(page, 'Red').click();
    expect(minorUnitsIn(await page.getByTestId('roulette-total').textContent())).toBe(chip);
    await button(page, /^Red, \d+\.\d{2} EUR bet$/).waitFor();
    await expectNoSeriousA11yViolations(page, 'roulette with a chip on red at 390 px');

    const shownBalances = await watchBalanceBar(page, '.roulette__announcement .roulette-pocket');
    await button(page, 'Spin').click();
    const lastResult = page.getByRole('list', { name: 'Last results' }).getByRole('listitem').first();
    await lastResult.waitFor({ timeout: 15_000 });
    const pocket = Number((await lastResult.getAttribute('aria-label'))!.split(' ')[0]);
    const won = pocketColor(pocket) === 'red';

    await expect.poll(() => balanceOf(page)).toBe(before - chip + (won ? 2n * chip : 0n));
    // While the wheel turns the bar shows the chip taken, never the win: it must not tell where the ball lands.
    const whileSpinning = (await shownBalances()).filter((shown) => !shown.resultShown).map((shown) => minorUnitsIn(shown.text));
    expect(whileSpinning.length).toBeGreaterThan(0);
    expect(new Set(whileSpinning)).toEqual(new Set([before - chip]));
    const status = page.getByRole('status').filter({ hasText: won ? 'You win' : 'No win this time' });
    expect(await status.count()).toBe(1);
    if (won) {
      expect(minorUnitsIn(await status.textContent())).toBe(2n * chip);
      await button(page, /^Red, \d+\.\d{2} EUR bet, won \d+\.\d{2} EUR$/).waitFor();
    }
    await expectNoSeriousA11yViolations(page, 'roulette after a spin at 390 px');
    // The chips stay on the table for the next spin.
    expect(minorUnitsIn(await page.getByTestId('roulette-total').textContent())).toBe(chip);
    await button(page, 'Clear').click();
    expect(minorUnitsIn(await page.getByTestId('roulette-total').textContent())).toBe(0n);

    await button(page, 'Info').click();
    const info = page.getByRole('dialog', { name: 'European Roulette' });
    await info.getByRole('table', { name: 'Odds' }).waitFor();
    expect(await info.getByRole('row', { name: /^Straight up 1 number 35:1$/ }).count()).toBe(1);
    expect(await info.getByText('97.30 %', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('resumes an unfinished demo blackjack hand after a reload and plays it to the end', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: DESKTOP });
    await openDemo(page, 'blackjack');
    const stake = BigInt(await page.getByLabel('Stake', { exact: true }).inputValue());
    const moves = page.getByRole('region', { name: 'Your move' });

    // A blackjack on either side ends the hand at once: deal until a hand is waiting for the player.
    let balanceAtDeal = 0n;
    for (let deal = 0; deal < 10 && !(await isShown(moves)); deal++) {
      balanceAtDeal = await balanceOf(page);
      await button(page, /^Deal/).click();
      await expect.poll(async () => (await isShown(moves)) || (await isShown(button(page, 'Deal again')))).toBe(true);
    }
    expect(await isShown(moves)).toBe(true);
    const playerCards = () => page.getByRole('region', { name: /^Your hand/ }).getByRole('img').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    const cardsBefore = await playerCards();
    expect(cardsBefore).toHaveLength(2);
    await expectNoSeriousA11yViolations(page, 'blackjack hand waiting for the player');

    await page.reload();
    await moves.waitFor();
    expect(await playerCards()).toEqual(cardsBefore);
    expect(await balanceOf(page)).toBe(balanceAtDeal - stake);

    // Only standing: no split, so one Stand ends the hand (after declining insurance, which may end it already).
    const answer = () => page.waitForResponse((response) => response.url().endsWith('/actions'));
    if (await isShown(button(moves, 'No insurance'))) await Promise.all([answer(), button(moves, 'No insurance').click()]);
    if (await isShown(button(moves, 'Stand'))) await button(moves, 'Stand').click();
    await button(page, 'Deal again').waitFor();
    const result = page.locator('.blackjack-result');
    expect(await result.count()).toBe(1);
    const resultText = (await result.textContent())!;
    const payout = /^(Lose|Bust)/.test(resultText) ? 0n : minorUnitsIn(resultText);
    await expect.poll(() => balanceOf(page)).toBe(balanceAtDeal - stake + payout);
    expect(await page.getByRole('status').filter({ hasText: 'Dealer' }).count()).toBe(1);
    await context.close();
  });

  it('reveals a gem in demo mines, resumes the round after a reload and cashes out what the button says', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await openDemo(page, 'mines');
    await page.getByLabel('Mines', { exact: true }).selectOption('3');
    const stake = BigInt(await page.getByLabel('Stake', { exact: true }).inputValue());
    const cashOut = button(page, /^Cash out \d+\.\d{2} EUR$/);

    // Three mines in 25 tiles: the first tile is a gem 22 times in 25; a mine ends the round, so play again.
    let balanceAtStart = 0n;
    for (let round = 0; round < 8 && !(await isShown(cashOut)); round++) {
      balanceAtStart = await balanceOf(page);
      await button(page, /^(Start|Play again)$/).click();
      const firstTile = button(page, /^Tile 1, row 1, column 1, hidden$/);
      await expect.poll(() => firstTile.isEnabled()).toBe(true);
      await firstTile.click();
      await expect.poll(async () => (await isShown(cashOut)) || (await isShown(button(page, 'Play again')))).toBe(true);
    }
    expect(await isShown(button(page, 'Tile 1, row 1, column 1, gem'))).toBe(true);
    await expectNoSeriousA11yViolations(page, 'mines with a gem revealed at 390 px');

    await page.reload();
    await cashOut.waitFor();
    expect(await isShown(button(page, 'Tile 1, row 1, column 1, gem'))).toBe(true);
    expect(await balanceOf(page)).toBe(balanceAtStart - stake);
    const amount = minorUnitsIn(await cashOut.textContent());
    // 0.99 × 25 ÷ 22 = 1.125×, paid as the server rounds it.
    expect(await page.getByTestId('mines-multiplier').textContent()).toBe('1.125×');
    expect(amount).toBe(payoutFor(stake, 1.125));

    await cashOut.click();
    await button(page, 'Play again').waitFor();
    await expect.poll(() => balanceOf(page)).toBe(balanceAtStart - stake + amount);
    expect(await page.getByRole('button', { name: /, mine$/ }).count()).toBe(3);
    expect(await page.getByRole('status').filter({ hasText: 'Cashed out' }).count()).toBe(1);
    await context.close();
  });
});
