import type { Page } from '@playwright/test';
import { studioPaths } from '@lodestar/contracts';
import { fairRandom, findSlotTitle, playRound } from '@lodestar/games';
import { PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { declinePromotionsThroughApi, depositThroughSandbox } from './support/players.ts';
import { balanceOf, chooseClientSeed, expectBalance, formatEur, openGameClient, typedStakeOf } from './support/studio.ts';

const SLOT = 'slot-neon-nights';
/** The UKGC minimum slot game cycle the client must keep, from the press of Spin to the next possible press. */
const MIN_GAME_CYCLE_MS = 2500;

const spinButton = (page: Page) => page.getByRole('button', { name: 'Spin', exact: true });
const reels = (page: Page) => page.getByRole('group', { name: 'Reels' });

/**
 * Opens the slot under Playwright's clock, its next round chosen to be a plain loss (no free spins, no win) so the
 * round is exactly one spin and the net position moves by the stake; then stops the page's time, so that only the
 * test moves it.
 */
async function openSlotOnPausedClock(page: Page, server: Parameters<typeof chooseClientSeed>[1], demo: boolean) {
  await page.clock.install();
  const token = await openGameClient(page, SLOT, { demo });
  const definition = findSlotTitle(SLOT)!;
  await chooseClientSeed(page, server, token, (seeds) => playRound(definition, fairRandom(seeds)).totalMultiplier === 0);
  await expect(spinButton(page)).not.toHaveAttribute('aria-disabled');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Presses Spin (by click, or by the Space hotkey with nothing focused) on a paused clock and follows the round on the
 * page's time: the button stays unavailable until the game cycle has run its 2.5 s from the press, then returns.
 * No control to skip or stop the reels is offered meanwhile, and a second press of the hotkey starts nothing.
 */
async function expectSpinHeldForOneGameCycle(page: Page, { byHotkey }: { byHotkey: boolean }) {
  const before = await balanceOf(page);
  const stake = await typedStakeOf(page.getByLabel('Total bet', { exact: true }));
  const answered = page.waitForResponse((response) => response.url().endsWith(studioPaths.rounds) && response.request().method() === 'POST');
  if (byHotkey) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
  } else {
    await spinButton(page).click();
  }
  // The answer is in and taken (Spin no longer busy) while the page's time has not moved since the press.
  expect((await answered).ok()).toBe(true);
  await expect(spinButton(page)).not.toHaveAttribute('aria-busy');
  await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: /skip|stop/i })).toHaveCount(0);

  await page.keyboard.press('Space');
  await page.clock.runFor(MIN_GAME_CYCLE_MS - 1);
  // Four reels have stopped by now (the state the last timers before 2.5 s set); the fifth and Spin wait for 2.5 s.
  await expect(reels(page).locator('.slot-reel--stopped')).toHaveCount(4);
  await expectBalance(page, before - stake);
  await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: /skip|stop/i })).toHaveCount(0);

  await page.clock.runFor(1);
  await expect(reels(page)).toHaveAttribute('aria-busy', 'false');
  await expect(spinButton(page)).not.toHaveAttribute('aria-disabled');
  await expect(page.getByRole('status').filter({ hasText: 'No win this time.' })).toBeVisible();
  // The hotkey pressed during the round placed no second bet.
  await expectBalance(page, before - stake);
  return stake;
}

/** The bar's balance and session line are drawn whole inside the header: nothing cut off or hidden behind an ellipsis. */
async function expectHeaderFiguresWhole(page: Page) {
  const header = page.getByRole('banner');
  const headerBox = (await header.boundingBox())!;
  for (const figure of [page.getByTestId('studio-balance'), page.getByTestId('studio-session')]) {
    await expect(figure).toBeVisible();
    const box = (await figure.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(headerBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(headerBox.x + headerBox.width);
    const { scrollWidth, clientWidth } = await figure.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth, `${await figure.textContent()} fits its box`).toBeLessThanOrEqual(clientWidth);
  }
  // Nor does the header itself scroll sideways or push the page wider than the phone.
  expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const MODES = [
  { label: 'demo', demo: true, pressedBy: 'a click' },
  { label: 'real-money', demo: false, pressedBy: 'the Space hotkey' },
] as const;

test.describe('the slot game cycle', () => {
  for (const { label, demo, pressedBy } of MODES) {
    test(`holds a ${label} spin’s Spin for 2.5 s from ${pressedBy}, offers no skip, and keeps the header figures whole at 390 px`, async ({
      page,
      server,
      player: _signedIn,
    }) => {
      await page.setViewportSize(PHONE);
      if (!demo) {
        await declinePromotionsThroughApi(page.request);
        await depositThroughSandbox(page.request);
      }
      await openSlotOnPausedClock(page, server, demo);
      await expect(page.getByText(demo ? 'DEMO' : 'REAL', { exact: true })).toHaveCount(1);
      const stake = await expectSpinHeldForOneGameCycle(page, { byHotkey: !demo });

      await expect(page.getByTestId('studio-session')).toContainText(`· Net \u2212${formatEur(stake)}`);
      await expectHeaderFiguresWhole(page);
    });
  }
});
