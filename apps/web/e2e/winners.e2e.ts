import { roundPlayer } from '../../server/src/modules/game-history/game-rounds-test-kit.ts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { fundedSeat } from './support/players.ts';

test.describe('lobby winners', () => {
  test('lists a round that paid more than its stake with its multiplier, and never one that paid back less', async ({ page, player, server }) => {
    const at = await fundedSeat(page.request, server, player.playerId, 'lodestar:keno');
    // Rounds as the studio plays them: signed bets and wins on the provider wallet API, over HTTP.
    const rounds = roundPlayer(
      async (path, body, headers) => (await page.request.post(path, { data: body, headers })).json(),
      server.config.STUDIO_WALLET_SECRET,
    );
    // 3.50 paid on a 1.40 stake: 2.10 won above the stake, 2.50 times the stake.
    await rounds.play(at, 'e2e-winners-win', { stake: 140, prize: 350 });
    // Played after the win, so it would head the list if it were listed: 0.73 paid back of a 1.90 stake is a loss.
    await rounds.play(at, 'e2e-winners-partial-return', { stake: 190, prize: 73 });

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const latest = page.getByRole('region', { name: 'Latest winners' });
      const newest = latest.getByRole('listitem').first();
      await expect(newest).toContainText('Mary S.');
      await expect(newest.getByRole('link', { name: 'Keno' })).toBeVisible();
      await expect(newest).toContainText('2.10 EUR');
      await expect(newest.getByText('2.50×')).toBeVisible();
      // The partial return shows nowhere: neither what it paid, nor what it lost, nor its multiple.
      for (const partialReturn of ['0.73 EUR', '1.17 EUR', '0.38×']) await expect(latest).not.toContainText(partialReturn);
    }
    await expectNoSeriousA11yViolations(page, 'home with the latest winners');
  });
});
