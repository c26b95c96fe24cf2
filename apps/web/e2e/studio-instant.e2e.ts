import type { Page } from '@playwright/test';
import { diceRules, kenoPaytable, kenoRules, limboRules, payoutFor, plinkoRules } from '@lodestar/games';
import { watchBalanceBar } from './support/balance-bar.ts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { expectMainButtonsInFrame } from './support/game-frame.ts';
import { balanceOf, expectBalance, formatEur, minorUnitsOf, openGameClient, typedStakeOf } from './support/studio.ts';

/** Set to a folder to keep pictures of every game after its round, at 390 px and 1280 px. */
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

const stakeOf = (page: Page) => typedStakeOf(page.getByLabel('Stake', { exact: true }));
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
  await expectBalance(page, before - stake + payout);
  if (shownBalances) {
    const whileAnimating = (await shownBalances()).filter((shown) => !shown.resultShown).map((shown) => minorUnitsOf(shown.text));
    expect(whileAnimating.length, 'the stake is taken while the result plays out').toBeGreaterThan(0);
    expect(new Set(whileAnimating)).toEqual(new Set([before - stake]));
  }
  // One click, one round: nothing plays on by itself.
  await expect(page.getByRole('button', { name: /auto/i })).toHaveCount(0);
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
  await expect(info.getByText(firstRule, { exact: true })).toBeVisible();
  await expect(info.getByText(rtp).first()).toBeVisible();
  if (screenshotDir) await info.screenshot({ path: `${screenshotDir}/instant-${name.toLowerCase()}-info.png` });
  await page.keyboard.press('Escape');
  await expect(info).toHaveCount(0);
}

test.describe('the studio instant games', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('show Roll, Play and Drop ball in the game page’s frame without scrolling it, on laptops and on a phone', async ({ browser, server }) => {
    await expectMainButtonsInFrame(browser, server.baseUrl, [
      { launchId: 'dice', title: 'Dice', button: 'Roll' },
      { launchId: 'limbo', title: 'Limbo', button: 'Play' },
      { launchId: 'plinko', title: 'Plinko', button: 'Drop ball' },
      { launchId: 'keno', title: 'Keno', button: 'Play' },
    ]);
  });

  test('dice: a roll under 49.50 settles, shows the roll on the bar and pays 2× on a win', async ({ page }) => {
    await openGameClient(page, 'dice');
    await expect(page.getByRole('slider', { name: 'Target' })).toHaveValue('49.5');
    await expect(page.getByText(/^49\.5\s%$/)).toHaveCount(1);
    await expectOneRoundSettles(page, 'dice', async () => {
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,3}\.\d{2}$/);
      const roll = Number(await page.getByTestId('dice-roll').textContent());
      await expect(page.getByRole('list', { name: 'Recent rolls' })).toHaveText(roll.toFixed(2));
      const stake = await stakeOf(page);
      const payout = roll < 49.5 ? payoutFor(stake, 2) : 0n;
      await expect(page.getByRole('status').filter({ hasText: /^Rolled/ })).toHaveText(
        `Rolled ${roll.toFixed(2)}: ${payout > 0n ? `you win ${formatEur(payout)}` : 'no win'}`,
      );
      return payout;
    });
    // The slider works from the keyboard and stops at the highest target the engine accepts (98 % to win).
    await page.getByRole('slider', { name: 'Target' }).focus();
    await page.keyboard.press('End');
    await expect(page.getByLabel(/^Target \(/)).toHaveValue('98.00');
    await expect(page.getByText('1.0102×', { exact: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Roll over' }).click();
    await expect(page.getByLabel(/^Target \(/)).toHaveValue('2.00');
    await expectInfoShows(page, 'Dice', diceRules[0]!, /^98\.99\s%$/);
  });

  test('limbo: the counter stops on the result and a result of at least the 2.00× target pays 2×', async ({ page }) => {
    await openGameClient(page, 'limbo');
    await expect(page.getByLabel(/^Target multiplier/)).toHaveValue('2.00');
    await expectOneRoundSettles(
      page,
      'limbo',
      async () => {
        await page.getByRole('button', { name: 'Play', exact: true }).click();
        const history = page.getByRole('list', { name: 'Recent results' });
        await expect(history).toBeVisible();
        const result = multiplierOf(await page.getByTestId('limbo-result').textContent());
        expect(multiplierOf(await history.textContent())).toBe(result);
        return result >= 2 ? payoutFor(await stakeOf(page), 2) : 0n;
      },
      '.limbo-dial:is([data-state="won"], [data-state="lost"])',
    );
    await expectInfoShows(page, 'Limbo', limboRules[0]!, /^99\.00\s%$/);
  });

  test('the stake is typed in euros, refused with the reason, halved and doubled; three plinko balls fall at once and settle exactly', async ({
    page,
  }) => {
    await openGameClient(page, 'plinko');
    const field = page.getByLabel('Stake', { exact: true });
    const dropBall = page.getByRole('button', { name: 'Drop ball' });
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    const refusals: [string, string | RegExp][] = [
      ['', 'Enter a stake.'],
      ['abc', 'The stake must be a number, like 1.50.'],
      ['-1', 'The stake cannot be negative.'],
      ['1.005', 'The stake has at most 2 decimals.'],
      ['0.01', /^The minimum stake is \d+\.\d{2} EUR\.$/],
      ['100000', /^The maximum stake is \d+\.\d{2} EUR\.$/],
    ];
    for (const [typed, message] of refusals) {
      await field.fill(typed);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(dropBall).toBeDisabled();
    }
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/stake-refused-390.png` });
    await field.fill('1.5');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(dropBall).toBeEnabled();
    await page.getByRole('button', { name: 'Halve stake' }).click();
    await expect(field).toHaveValue('0.75');
    await page.getByRole('button', { name: 'Double stake' }).click();
    await page.getByRole('button', { name: 'Double stake' }).click();
    await expect(field).toHaveValue('3.00');

    const before = await balanceOf(page);
    for (let ball = 0; ball < 3; ball += 1) await dropBall.click();
    await expect(page.locator('.plinko-board__ball')).toHaveCount(3);
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/plinko-three-balls-390.png` });
    await expect(page.locator('.plinko-board__ball')).toHaveCount(0, { timeout: 15_000 });
    const landed = page.getByRole('list', { name: 'Recent drops' }).getByRole('listitem');
    await expect(landed).toHaveCount(3);
    const payouts = (await landed.allTextContents()).map((label) => payoutFor(300n, multiplierOf(label)));
    await expectBalance(page, before - 3n * 300n + payouts.reduce((sum, payout) => sum + payout, 0n));

    // The last stake, set with the buttons, is the one this game opens with next time.
    await page.reload();
    await expect(page.getByLabel('Stake', { exact: true })).toHaveValue('3.00');
  });

  test('plinko: the ball lands in a slot of the chosen board and pays that slot’s multiplier', async ({ page }) => {
    await openGameClient(page, 'plinko');
    await page.getByRole('combobox', { name: 'Rows' }).selectOption('8');
    await page.getByRole('combobox', { name: 'Risk' }).selectOption('high');
    await expect(page.getByRole('img', { name: /^Plinko board with 8 rows; slots pay 30\.00×, 4\.90×/ })).toHaveCount(1);
    // Every slot of this board pays something, so there is always a win to hold back until the ball lands.
    await expectOneRoundSettles(
      page,
      'plinko',
      async () => {
        await page.getByRole('button', { name: 'Drop ball' }).click();
        const multiplier = multiplierOf(await page.getByTestId('plinko-multiplier').textContent({ timeout: 10_000 }));
        expect([30, 4.9, 1.2, 0.3, 0.2]).toContain(multiplier);
        const payout = payoutFor(await stakeOf(page), multiplier);
        // A payout below the stake is no win: it says what came back and the net loss (UKGC RTS 14).
        const stake = await stakeOf(page);
        const verdict = payout > stake ? `Win ${formatEur(payout)}` : `Returned ${formatEur(payout)} (net \u2212${formatEur(stake - payout)})`;
        await expect(page.getByText(verdict, { exact: true })).toHaveCount(1);
        return payout;
      },
      '[data-testid="plinko-multiplier"]',
    );
    await expectInfoShows(page, 'Plinko', plinkoRules[0]!, /^(98\.\d\d|99\.00)\s%$/);
  });

  test('keno: ten quick-picked numbers are drawn against, hits highlighted and paid from the paytable', async ({ page }) => {
    await openGameClient(page, 'keno');
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeDisabled();
    await page.getByRole('button', { name: '7', exact: true }).click();
    await expect(page.getByRole('button', { name: '7, picked' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Quick pick' }).click();
    await expect(page.getByRole('group', { name: /^Keno board/ }).locator('[aria-pressed="true"]')).toHaveCount(10);
    await expectOneRoundSettles(
      page,
      'keno',
      async () => {
        await play.click();
        await expect(page.getByTestId('keno-hits')).toHaveText(/^\d+ hits?$/, { timeout: 10_000 });
        const hits = Number(/^(\d+) hits?$/.exec((await page.getByTestId('keno-hits').textContent()) ?? '')![1]);
        const board = page.getByRole('group', { name: /^Keno board/ });
        await expect(board.getByRole('button', { name: /hit$/ })).toHaveCount(hits);
        await expect(board.getByRole('button', { name: /drawn/ })).toHaveCount(10);
        return payoutFor(await stakeOf(page), kenoPaytable(10, 'medium')[hits]!);
      },
      '[data-testid="keno-hits"]',
    );
    await expectInfoShows(page, 'Keno', kenoRules[0]!, /^(98\.\d\d|99\.00)\s%$/);
  });
});
