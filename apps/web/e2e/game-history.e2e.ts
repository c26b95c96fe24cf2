import type { APIRequestContext, Page } from '@playwright/test';
import { gameHistoryText } from '@lodestar/contracts';
import { roundPlayer } from '../../server/src/modules/game-history/game-rounds-test-kit.ts';
import { formatRoundDate } from '../src/features/game-history/history-dates.ts';
import { expectNoSeriousA11yViolations, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { fundedSeat } from './support/players.ts';
import type { RunningServer } from './support/server.ts';

const GAME_ID = 'lodestar:slot-starfall-fortune';

const historyCard = (page: Page) => page.getByRole('region', { name: gameHistoryText.title });

/** Rounds as the studio plays them: signed bets and wins on the provider wallet API, over HTTP. */
const roundsOver = (request: APIRequestContext, server: RunningServer) =>
  roundPlayer(async (path, body, headers) => (await request.post(path, { data: body, headers })).json(), server.config.STUDIO_WALLET_SECRET);

test.describe('game history', () => {
  test('tells a new player they have no game history yet', async ({ page, player: _signedIn }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/profile/account/general');
    await expect(historyCard(page).getByText(gameHistoryText.empty)).toBeVisible();
    await expect(historyCard(page).getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const provider = historyCard(page).getByLabel(gameHistoryText.providerLabel, { exact: true });
    await expect(provider).toHaveValue('');
    // SPEC.md §2: the dropdown reads 'Choose Provider' until a provider is picked.
    await expect(provider.locator('option:checked')).toHaveText(gameHistoryText.chooseProvider);
    await expectNoSeriousA11yViolations(page, 'empty game history at 390 px');

    const to = await historyCard(page).getByLabel('To').inputValue();
    await historyCard(page)
      .getByLabel('From')
      .fill(`${Number(to.slice(0, 4)) + 1}${to.slice(4)}`);
    await expect(historyCard(page).getByText(gameHistoryText.fromAfterTo)).toBeVisible();
  });

  test('lists rounds played through the provider wallet, 7 a page, with every column', async ({ page, player, server }) => {
    const at = await fundedSeat(page.request, server, player.playerId, GAME_ID);
    const rounds = roundsOver(page.request, server);
    await rounds.play(at, 'e2e-round-won', { stake: 150, prize: 600 });
    for (let index = 1; index <= 8; index++) await rounds.play(at, `e2e-round-${index}`, { stake: 100, prize: 0 });
    const playedAt = Math.floor(Date.now() / 1000);

    await page.goto('/profile/account/general');
    const table = historyCard(page).getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([...gameHistoryText.columns]);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(7);
    const newest = (await rows.first().getByRole('cell').allTextContents()).map((text) => text.trim());
    // Columns after the game name: Date, Stake, Prize, Balance, Wallet Type. 30.00 + 4.50 − 8 × 1.00 = 26.50.
    expect(newest.slice(1)).toEqual(['1.00 EUR', '0.00 EUR', '26.50 EUR', 'Cash']);
    expect([formatRoundDate(playedAt), formatRoundDate(playedAt - 60)]).toContain(newest[0]);
    await expect(rows.first().getByRole('rowheader')).toContainText('Starfall Fortune');
    await expect(historyCard(page).getByText('Page 1 of 2')).toBeVisible();

    await historyCard(page).getByRole('button', { name: 'Next' }).click();
    await expect(historyCard(page).getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(2);
    const oldest = (await rows.last().getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(oldest.slice(1)).toEqual(['1.50 EUR', '6.00 EUR', '34.50 EUR', 'Cash']);
    await expect(historyCard(page).getByRole('button', { name: 'Next' })).toBeDisabled();

    const provider = historyCard(page).getByLabel(gameHistoryText.providerLabel, { exact: true });
    await expect(provider.locator('option')).toHaveText([gameHistoryText.chooseProvider, 'Lodestar Originals']);
    await expectNoSeriousA11yViolations(page, 'game history table');
  });

  test.describe('in Kiritimati', () => {
    test.use({ timezoneId: 'Pacific/Kiritimati' });

    test('reads the picked days in the player’s own time zone, 14 hours ahead of UTC in Kiritimati', async ({ page, player, server }) => {
      await roundsOver(page.request, server).play(await fundedSeat(page.request, server, player.playerId, GAME_ID), 'e2e-kiritimati', {
        stake: 100,
        prize: 0,
      });

      await page.goto('/profile/account/general');
      const rows = historyCard(page)
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
      await expect(rows).toHaveCount(1);
      // For ten hours of every UTC day Kiritimati is already on the next date, so exactly one of these two ranges
      // would go wrong if the server read the days in UTC.
      const localToday = await historyCard(page).getByLabel('To', { exact: true }).inputValue();
      const localYesterday = new Date(Date.parse(`${localToday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await historyCard(page).getByLabel('From', { exact: true }).fill(localToday);
      await expect(rows).toHaveCount(1);
      await historyCard(page).getByLabel('From', { exact: true }).fill(localYesterday);
      await historyCard(page).getByLabel('To', { exact: true }).fill(localYesterday);
      await expect(historyCard(page).getByText(gameHistoryText.emptyRangeHint)).toBeVisible();
      await expect(rows).toHaveCount(0);
    });
  });
});
