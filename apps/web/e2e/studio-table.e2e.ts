import type { Locator, Page } from '@playwright/test';
import {
  applyBlackjackAction,
  dealUnlimitedDeck,
  fairRandom,
  payoutFor,
  pocketColor,
  settleBlackjack,
  spinRoulette,
  startBlackjackHand,
  startMines,
} from '@lodestar/games';
import { watchBalanceBar } from './support/balance-bar.ts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { expectMainButtonsInFrame } from './support/game-frame.ts';
import { saveScreen } from './support/screens.ts';
import { balanceOf, chooseClientSeed, eurMinorUnits, expectBalance, openGameClient, typedStakeOf } from './support/studio.ts';

const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name, exact: typeof name === 'string' });
const rouletteTotal = (page: Page) => page.getByTestId('roulette-total');

test.describe('the studio table games', () => {
  test('show Deal, Spin and Start in the game page’s frame without scrolling it, on laptops and on a phone', async ({ browser, server }) => {
    await expectMainButtonsInFrame(browser, server.baseUrl, [
      { launchId: 'blackjack', title: 'Blackjack', button: 'Deal' },
      { launchId: 'roulette', title: 'European Roulette', button: 'Spin' },
      { launchId: 'mines', title: 'Mines', button: 'Start' },
    ]);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`shows the roulette chip value whole in the game page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/game/lodestar-roulette?demo=1');
      const chipField = page.frameLocator('iframe[title="European Roulette"]').getByLabel('Chip value', { exact: true });
      await expect(chipField).toHaveValue(/^\d+\.\d{2}$/);
      // The typed value fits the field's box: nothing scrolls out of it, and the box is wider than the text drawn in it.
      const fit = await chipField.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const contentWidth = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { scrollWidth: input.scrollWidth, clientWidth: input.clientWidth, contentWidth, textWidth: context.measureText(input.value).width };
      });
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.contentWidth).toBeGreaterThanOrEqual(fit.textWidth);
      await saveScreen(page, `roulette-chip-value-${viewport.width}`);
    });
  }

  test('settles a demo roulette spin on red and moves the balance by exactly what the bet won', async ({ page, server }) => {
    await page.setViewportSize(PHONE);
    const token = await openGameClient(page, 'roulette');
    // The ball lands on red: the client seed is chosen so, and the win must be held back until the wheel stops.
    await chooseClientSeed(page, server, token, (seeds) => pocketColor(spinRoulette(fairRandom(seeds))) === 'red');
    const before = await balanceOf(page);
    const chip = await typedStakeOf(page.getByLabel('Chip value', { exact: true }));

    await expect(button(page, 'Spin')).toBeDisabled();
    await button(page, 'Red').click();
    expect(eurMinorUnits(await rouletteTotal(page).textContent())).toBe(chip);
    await expect(button(page, /^Red, \d+\.\d{2} EUR bet$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'roulette with a chip on red at 390 px');

    const shownBalances = await watchBalanceBar(page, '.roulette__announcement .roulette-pocket');
    await button(page, 'Spin').click();
    const lastResult = page.getByRole('list', { name: 'Last results' }).getByRole('listitem').first();
    await expect(lastResult).toHaveAttribute('aria-label', /^\d+ /, { timeout: 15_000 });
    const pocket = Number((await lastResult.getAttribute('aria-label'))!.split(' ')[0]);
    expect(pocketColor(pocket)).toBe('red');

    await expectBalance(page, before - chip + 2n * chip);
    // While the wheel turns the bar shows the chip taken, never the win: it must not tell where the ball lands.
    const whileSpinning = (await shownBalances()).filter((shown) => !shown.resultShown).map((shown) => eurMinorUnits(shown.text));
    expect(whileSpinning.length).toBeGreaterThan(0);
    expect(new Set(whileSpinning)).toEqual(new Set([before - chip]));
    const status = page.getByRole('status').filter({ hasText: /Win \d/ });
    await expect(status).toHaveCount(1);
    expect(eurMinorUnits(await status.textContent())).toBe(2n * chip);
    await expect(button(page, /^Red, \d+\.\d{2} EUR bet, won \d+\.\d{2} EUR$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'roulette after a spin at 390 px');
    // The chips stay on the table for the next spin.
    expect(eurMinorUnits(await rouletteTotal(page).textContent())).toBe(chip);
    await button(page, 'Clear').click();
    await expect(rouletteTotal(page)).toContainText('0.00 EUR');
    expect(eurMinorUnits(await rouletteTotal(page).textContent())).toBe(0n);
    // A chip value the field refuses places nothing: the table waits until the value is valid again.
    const chipField = page.getByLabel('Chip value', { exact: true });
    const validChip = await chipField.inputValue();
    await chipField.fill('0');
    await expect(button(page, 'Red')).toBeDisabled();
    await expect(rouletteTotal(page)).toContainText('0.00 EUR');
    await chipField.fill(validChip);
    await expect(button(page, 'Red')).toBeEnabled();

    await button(page, 'Info').click();
    const info = page.getByRole('dialog', { name: 'European Roulette' });
    await expect(info.getByRole('table', { name: 'Odds' })).toBeVisible();
    await expect(info.getByRole('row', { name: /^Straight up 1 number 35:1$/ })).toHaveCount(1);
    await expect(info.getByText('97.30 %', { exact: true })).toHaveCount(1);
  });

  test('resumes an unfinished demo blackjack hand after a reload and plays it to the end', async ({ page, server }) => {
    const token = await openGameClient(page, 'blackjack');
    const stake = await typedStakeOf(page.getByLabel('Stake', { exact: true }));
    const moves = page.getByRole('region', { name: 'Your move' });

    // A hand that waits for the player: no blackjack on either side and no insurance offered, by the client seed.
    let expectedPayout = 0n;
    await chooseClientSeed(page, server, token, (seeds) => {
      const hand = startBlackjackHand(dealUnlimitedDeck(fairRandom(seeds)), stake);
      if (hand.phase !== 'player') return false;
      expectedPayout = settleBlackjack(applyBlackjackAction(hand, 'stand')).totalPayout;
      return true;
    });
    const balanceAtDeal = await balanceOf(page);
    await button(page, /^Deal/).click();
    await expect(moves).toBeVisible();
    const playerCards = () =>
      page
        .getByRole('region', { name: /^Your hand/ })
        .getByRole('img')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    const cardsBefore = await playerCards();
    expect(cardsBefore).toHaveLength(2);
    await expectNoSeriousA11yViolations(page, 'blackjack hand waiting for the player');

    await page.reload();
    await expect(moves).toBeVisible();
    expect(await playerCards()).toEqual(cardsBefore);
    expect(await balanceOf(page)).toBe(balanceAtDeal - stake);

    // Only standing: no split and no insurance, so one Stand ends the hand.
    await expect(button(moves, 'No insurance')).toHaveCount(0);
    await button(moves, 'Stand').click();
    await expect(button(page, 'Deal again')).toBeVisible();
    const result = page.locator('.blackjack-result');
    await expect(result).toHaveCount(1);
    const resultText = (await result.textContent())!;
    const payout = /^(Lose|Bust)/.test(resultText) ? 0n : eurMinorUnits(resultText);
    expect(payout).toBe(expectedPayout);
    await expectBalance(page, balanceAtDeal - stake + payout);
    await expect(page.getByRole('status').filter({ hasText: 'Dealer' })).toHaveCount(1);
  });

  test('reveals a gem in demo mines, resumes the round after a reload and cashes out what the button says', async ({ page, server }) => {
    await page.setViewportSize(PHONE);
    const token = await openGameClient(page, 'mines');
    await page.getByLabel('Mines', { exact: true }).selectOption('3');
    const stake = await typedStakeOf(page.getByLabel('Stake', { exact: true }));
    const cashOut = button(page, /^Cash out \d+\.\d{2} EUR$/);

    // Three mines in 25 tiles, none under the first tile: the client seed is chosen so.
    await chooseClientSeed(page, server, token, (seeds) => !startMines(fairRandom(seeds), 3).mines.includes(0));
    const balanceAtStart = await balanceOf(page);
    await button(page, 'Start').click();
    const firstTile = button(page, /^Tile 1, row 1, column 1, hidden$/);
    await expect(firstTile).toBeEnabled();
    await firstTile.click();
    await expect(cashOut).toBeVisible();
    await expect(button(page, 'Tile 1, row 1, column 1, gem')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'mines with a gem revealed at 390 px');

    await page.reload();
    await expect(cashOut).toBeVisible();
    await expect(button(page, 'Tile 1, row 1, column 1, gem')).toBeVisible();
    expect(await balanceOf(page)).toBe(balanceAtStart - stake);
    const amount = eurMinorUnits(await cashOut.textContent());
    // 0.99 × 25 ÷ 22 = 1.125×, paid as the server rounds it.
    await expect(page.getByTestId('mines-multiplier')).toHaveText('1.125×');
    expect(amount).toBe(payoutFor(stake, 1.125));

    await cashOut.click();
    await expect(button(page, 'Play again')).toBeVisible();
    await expectBalance(page, balanceAtStart - stake + amount);
    await expect(page.getByRole('button', { name: /, mine$/ })).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: 'Cashed out' })).toHaveCount(1);
  });
});
