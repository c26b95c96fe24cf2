import type { Page } from '@playwright/test';
import { promotionMessages } from '@lodestar/contracts';
import { roundPlayer } from '../../server/src/modules/game-history/game-rounds-test-kit.ts';
import { verifyLedger } from '../../server/src/modules/ledger/service.ts';
import { RING_CIRCUMFERENCE } from '../src/features/loyalty/loyalty-progress.ts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { fundedSeat, headerBalance } from './support/players.ts';

// A slot stating 96.63 %: at Bronze, 5 % of its 3.37 % edge comes back, 0.8425 cent per 5.00 EUR staked.
const GAME_ID = 'lodestar:slot-starfall-fortune';

const widget = (page: Page) => page.getByTestId('loyalty-widget');
const ring = (page: Page) => page.getByRole('progressbar', { name: 'Progress to the next loyalty level' });
const arcOffset = async (page: Page) => Number(await page.getByTestId('loyalty-ring-arc').getAttribute('stroke-dashoffset'));

test.describe('loyalty', () => {
  test('real-money rounds move the level’s points and ring on the profile, and the rakeback they earned is claimed into the balance', async ({
    page,
    player,
    server,
  }) => {
    const seat = await fundedSeat(page.request, server, player.playerId, GAME_ID);
    await page.setViewportSize(PHONE);
    await page.goto('/profile/details');
    await expect(widget(page).getByTestId('loyalty-level-name')).toHaveText('Bronze');
    await expect(widget(page).getByTestId('loyalty-points')).toHaveText('0 points');
    await expect(ring(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('rakeback-card')).toContainText('Nothing to claim yet');

    // Five rounds of 5.00 EUR, each won back: 25 points (5 % of the 500 to Silver) and 4.21 cents of rakeback.
    const rounds = roundPlayer(
      async (path, body, headers) => (await page.request.post(path, { data: body, headers })).json(),
      server.config.STUDIO_WALLET_SECRET,
    );
    for (let index = 1; index <= 5; index++) await rounds.play(seat, `loyalty-round-${index}`, { stake: 500, prize: 500 });

    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect(widget(page).getByTestId('loyalty-points')).toHaveText('25 points');
    await expect(widget(page)).toContainText('475 points to Silver');
    await expect(ring(page)).toHaveAttribute('aria-valuenow', '5');
    await expect(ring(page)).toContainText('5%');
    // The arc waits a second, then fills to 5 % of its circumference of about 355.
    await expect.poll(() => arcOffset(page), { timeout: 5_000 }).toBeCloseTo(RING_CIRCUMFERENCE * 0.95, 1);

    await expect(headerBalance(page)).toHaveText('30.00 EUR');
    await page.getByRole('button', { name: 'Claim 0.04 EUR' }).click();
    await expect(page.getByText(promotionMessages.rakebackClaimed('0.04 EUR'))).toBeVisible();
    await expect(headerBalance(page)).toHaveText('30.04 EUR');
    await expect(page.getByTestId('rakeback-card')).toContainText('Nothing to claim yet');
    await expectNoSeriousA11yViolations(page, 'loyalty widget at 1280 px');
    expect((await verifyLedger(server.database.db)).violations).toEqual([]);
  });
});
