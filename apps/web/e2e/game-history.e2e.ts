import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPaths, gameHistoryText, launchGameResponse } from '@lodestar/contracts';
import { roundPlayer, type Seat } from '../../server/src/modules/game-history/game-rounds-test-kit.ts';
import { formatRoundDate } from '../src/features/game-history/history-dates.ts';
import { expectNoSeriousA11yViolations, newPage, PHONE } from './support/browser.ts';
import { registerThroughApi } from './support/players.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const GAME_ID = 'lodestar:slot-starfall-fortune';

const historyCard = (page: Page) => page.getByRole('region', { name: gameHistoryText.title });

/** 30.00 EUR through the sandbox checkout, and a real-money launch of a slot through the game aggregator. */
async function fundedSeat(request: APIRequestContext, playerId: string): Promise<Seat> {
  const started = await (await request.post(apiPaths.deposit('ems'), { data: { amount: '30', currency: 'EUR' } })).json();
  expect((await request.post(`/sandbox/checkout/${started.paymentId}/pay`)).ok()).toBe(true);
  const launch = launchGameResponse.parse(await (await request.post(apiPaths.launchGame, { data: { id: GAME_ID, demo: false } })).json());
  const token = new URL(launch.url, suite.server.baseUrl).searchParams.get('token')!;
  return { user: playerId, token, game_code: GAME_ID, currency: launch.currency };
}

/** Rounds as the studio plays them: signed bets and wins on the provider wallet API, over HTTP. */
const roundsOver = (request: APIRequestContext) =>
  roundPlayer(
    async (path, body, headers) => (await request.post(path, { data: body, headers })).json(),
    suite.server.config.STUDIO_WALLET_SECRET,
  );

describe('game history', () => {
  it('tells a new player they have no game history yet', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await registerThroughApi(page.request);
    await page.goto('/profile/account/general');
    await historyCard(page).getByText(gameHistoryText.empty).waitFor();
    expect(await historyCard(page).getByLabel('From').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await historyCard(page).getByLabel(gameHistoryText.chooseProvider).inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page, 'empty game history at 390 px');

    const to = await historyCard(page).getByLabel('To').inputValue();
    await historyCard(page).getByLabel('From').fill(`${Number(to.slice(0, 4)) + 1}${to.slice(4)}`);
    await historyCard(page).getByText(gameHistoryText.fromAfterTo).waitFor();
    await context.close();
  });

  it('lists rounds played through the provider wallet, 7 a page, with every column', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl);
    const { playerId } = await registerThroughApi(page.request);
    const at = await fundedSeat(page.request, playerId);
    const rounds = roundsOver(page.request);
    await rounds.play(at, 'e2e-round-won', { stake: 150, prize: 600 });
    for (let index = 1; index <= 8; index++) await rounds.play(at, `e2e-round-${index}`, { stake: 100, prize: 0 });
    const playedAt = Math.floor(Date.now() / 1000);

    await page.goto('/profile/account/general');
    const table = historyCard(page).getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([...gameHistoryText.columns]);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(7);
    const newest = (await rows.first().getByRole('cell').allTextContents()).map((text) => text.trim());
    // Columns after the game name: Date, Stake, Prize, Balance, Wallet Type. 30.00 + 4.50 − 8 × 1.00 = 26.50.
    expect(newest.slice(1)).toEqual(['1.00 EUR', '0.00 EUR', '26.50 EUR', 'Cash']);
    expect([formatRoundDate(playedAt), formatRoundDate(playedAt - 60)]).toContain(newest[0]);
    expect(await rows.first().getByRole('rowheader').textContent()).toContain('Starfall Fortune');
    await historyCard(page).getByText('Page 1 of 2').waitFor();

    await historyCard(page).getByRole('button', { name: 'Next' }).click();
    await historyCard(page).getByText('Page 2 of 2').waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    const oldest = (await rows.last().getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(oldest.slice(1)).toEqual(['1.50 EUR', '6.00 EUR', '34.50 EUR', 'Cash']);
    expect(await historyCard(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    const provider = historyCard(page).getByLabel(gameHistoryText.chooseProvider);
    expect(await provider.locator('option').allTextContents()).toEqual([gameHistoryText.allProviders, 'Lodestar Originals']);
    await expectNoSeriousA11yViolations(page, 'game history table');
    await context.close();
  });

  it('reads the picked days in the player’s own time zone, 14 hours ahead of UTC in Kiritimati', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { timezoneId: 'Pacific/Kiritimati' });
    const { playerId } = await registerThroughApi(page.request);
    await roundsOver(page.request).play(await fundedSeat(page.request, playerId), 'e2e-kiritimati', { stake: 100, prize: 0 });

    await page.goto('/profile/account/general');
    const rows = historyCard(page).getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(1);
    // For ten hours of every UTC day Kiritimati is already on the next date, so exactly one of these two ranges
    // would go wrong if the server read the days in UTC.
    const localToday = await historyCard(page).getByLabel('To', { exact: true }).inputValue();
    const localYesterday = new Date(Date.parse(`${localToday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await historyCard(page).getByLabel('From', { exact: true }).fill(localToday);
    await expect.poll(() => rows.count()).toBe(1);
    await historyCard(page).getByLabel('From', { exact: true }).fill(localYesterday);
    await historyCard(page).getByLabel('To', { exact: true }).fill(localYesterday);
    await historyCard(page).getByText(gameHistoryText.emptyRangeHint).waitFor();
    expect(await rows.count()).toBe(0);
    await context.close();
  });
});
