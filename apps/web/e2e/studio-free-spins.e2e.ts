import type { Page } from '@playwright/test';
import { grantActivePromotion, promotionRow } from '../../server/src/modules/promotions/bet-hooks-test-kit.ts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { openGameClient } from './support/studio.ts';

const freeSpinsButton = (page: Page) => page.getByRole('button', { name: 'Play free spin' });

/** Plays one free spin (once the last round has played out) and waits for its win to show. */
async function playFreeSpin(page: Page) {
  await expect(freeSpinsButton(page)).not.toHaveAttribute('aria-disabled', { timeout: 30_000 });
  await freeSpinsButton(page).click();
  await expect(page.getByTestId('slot-win')).toHaveText(/^\d+\.\d{2} EUR$/, { timeout: 30_000 });
}

test.describe('free spins of a promotion in the slot client', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['laptop', DESKTOP],
  ] as const) {
    test(`shows the spins left and plays them, counting down (${label})`, async ({ page, server, player, consoleErrors }) => {
      await page.setViewportSize(viewport);
      const promotionId = await grantActivePromotion(server.database.db, { playerId: player.playerId, freeSpins: 2, freeSpinStake: 10n });
      await openGameClient(page, 'slot-fruit-constellation', { demo: false });

      const spins = page.getByRole('region', { name: 'Free spins' });
      await expect(spins.getByText('Free spins: 2 left')).toBeVisible();
      await expect(spins.getByText('0.10 EUR a spin, paid by us')).toBeVisible();
      await expect(freeSpinsButton(page)).toBeInViewport();
      await expectNoSeriousA11yViolations(page, `free spins (${label})`);
      await page.screenshot({ path: `test-results/free-spins-${label}.png` });

      await playFreeSpin(page);
      await expect(spins.getByText('Free spins: 1 left')).toBeVisible();
      await playFreeSpin(page);
      await expect(page.getByText('Free spins played. Their winnings are now bonus money to wager.')).toBeVisible();
      await expect(freeSpinsButton(page)).toHaveCount(0);
      // The house paid both spins: the player's balance never paid a stake.
      expect((await promotionRow(server.database.db, promotionId)).freeSpinsLeft).toBe(0);

      // The game history tells the free spins from rounds the player paid.
      await page.goto('/profile/account/general');
      const newest = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first();
      const walletType = newest.getByRole('cell').last();
      await expect(walletType).toContainText('Free spin');
      await expect(walletType).toContainText('0.10 EUR free spin');
      await newest.screenshot({ path: `test-results/free-spins-history-${label}.png` });
      expect(consoleErrors).toEqual([]);
    });
  }
});
