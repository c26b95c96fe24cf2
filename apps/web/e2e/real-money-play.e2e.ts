import type { FrameLocator, Page } from '@playwright/test';
import { count } from 'drizzle-orm';
import { apiPaths, balanceEvent, gameHistoryText, studioPaths } from '@lodestar/contracts';
import { dropBall, fairRandom } from '@lodestar/games';
import { ledgerEntries } from '../../server/src/modules/ledger/schema.ts';
import { verifyLedger } from '../../server/src/modules/ledger/service.ts';
import { expect, test } from './support/fixtures.ts';
import { declinePromotionsThroughApi, headerBalance, logInThroughModal, registerThroughApi, depositThroughSandbox } from './support/players.ts';
import type { RunningServer } from './support/server.ts';
import { chooseClientSeed, expectBalance, formatEur, spinSlotOnce } from './support/studio.ts';

/** A slot without the jackpot: its info panel does not open by itself before the first spin. */
const GAME = { name: 'Neon Nights', route: '/game/lodestar-neon-nights' };

const game = (page: Page): FrameLocator => page.frameLocator(`iframe[title="${GAME.name}"]`);

/** A player with 30.00 EUR of cash (the first-deposit bonus declined) paid through the sandbox checkout, signed in through the login modal. */
async function signedInPlayerWithDeposit(page: Page) {
  const { email } = await registerThroughApi(page.request);
  await declinePromotionsThroughApi(page.request);
  await depositThroughSandbox(page.request);
  await page.context().clearCookies();

  await page.goto('/');
  await logInThroughModal(page, email);
  await expect(headerBalance(page)).toHaveText('30.00 EUR', { timeout: 15_000 });
}

const ledgerEntryCount = async (server: RunningServer) => (await server.database.db.select({ value: count() }).from(ledgerEntries))[0]!.value;

test.describe('playing for real money', () => {
  test('takes the stake and pays the win through the header balance, and the round appears in the game history', async ({ page, server }) => {
    await signedInPlayerWithDeposit(page);

    await page.goto(GAME.route);
    await expect(page.getByRole('button', { name: 'Real money', pressed: true })).toBeVisible();
    await expect(game(page).getByText('REAL', { exact: true })).toBeVisible();
    const { stake, win } = await spinSlotOnce(game(page));
    const after = 3000n - stake + win;
    // The header of the casino site hears of both movements over its live balance stream, without a reload.
    await expect(headerBalance(page)).toHaveText(formatEur(after), { timeout: 15_000 });
    await expectBalance(game(page), after);

    await page.goto('/profile/account/general');
    const history = page.getByRole('region', { name: gameHistoryText.title });
    const rows = history
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('rowheader')).toContainText(GAME.name);
    const cells = (await rows.first().getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells.slice(1)).toEqual([formatEur(stake), formatEur(win), formatEur(after), 'Cash']);
    expect((await verifyLedger(server.database.db)).violations).toEqual([]);
  });

  test('plays demo rounds with virtual money: the ledger and the real balance stay exactly as they were', async ({ page, server }) => {
    await signedInPlayerWithDeposit(page);
    await page.goto(GAME.route);
    await page.getByRole('button', { name: 'Demo' }).click();
    await expect(page.locator(`iframe[title="${GAME.name}"]`)).toHaveAttribute('src', /mode=demo$/);
    await expect(game(page).getByText('DEMO', { exact: true })).toBeVisible();

    const entriesBefore = await ledgerEntryCount(server);
    const { stake, win } = await spinSlotOnce(game(page));
    await expectBalance(game(page), 100_000n - stake + win);
    expect(await ledgerEntryCount(server)).toBe(entriesBefore);
    await expect(headerBalance(page)).toHaveText('30.00 EUR');
  });

  test('the header balance keeps a plinko round to itself until the ball lands, while the round is long settled', async ({ page, server }) => {
    await signedInPlayerWithDeposit(page);
    await page.goto('/game/lodestar-plinko');
    const frame = page.frameLocator('iframe[title="Plinko"]');
    await expect(frame.getByTestId('studio-balance')).toHaveText('30.00 EUR');
    const token = new URL((await page.locator('iframe[title="Plinko"]').getAttribute('src'))!, server.baseUrl).searchParams.get('token')!;
    // A 16-row medium board, and a seed whose ball lands far from 1×: the round visibly moves the balance.
    await chooseClientSeed(page, server, token, (seeds) => Math.abs(dropBall(fairRandom(seeds), 16, 'medium').multiplier - 1) > 0.4);

    // A second listener of the same balance stream tells when the server has pushed the round's balances.
    await page.evaluate((path) => {
      const stream = new EventSource(path, { withCredentials: true });
      const heard: unknown[] = [];
      (window as unknown as { roundEvents: unknown[] }).roundEvents = heard;
      stream.addEventListener('balance', (event) => heard.push(JSON.parse((event as MessageEvent<string>).data)));
    }, apiPaths.balanceStream);
    const settled = page.waitForResponse((response) => response.url().endsWith(studioPaths.rounds) && response.request().method() === 'POST');
    await frame.getByRole('button', { name: 'Drop ball' }).click();
    const { balance, round } = await (await settled).json();

    await expect
      .poll(async () =>
        (await page.evaluate(() => (window as unknown as { roundEvents: unknown[] }).roundEvents))
          .map((event) => balanceEvent.parse(event))
          .some((event) => event.round === round.id && event.funds[0]!.balance === formatEur(BigInt(balance)).replace(' EUR', '')),
      )
      .toBe(true);
    // The site knows the result, the ball is still falling: the header shows nothing of it.
    await expect(frame.getByTestId('plinko-multiplier')).toHaveCount(0);
    await expect(headerBalance(page)).toHaveText('30.00 EUR');

    await expect(frame.getByTestId('plinko-multiplier')).toBeVisible({ timeout: 10_000 });
    await expect(headerBalance(page)).toHaveText(formatEur(BigInt(balance)));
    expect(BigInt(balance)).not.toBe(3000n);
  });
});
