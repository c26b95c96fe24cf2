import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiPaths, realityCheckText, statementText } from '@lodestar/contracts';
import { expect, test as baseTest } from './support/fixtures.ts';
import { headerBalance, registerThroughApi, depositThroughSandbox } from './support/players.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { formatEur, spinSlotOnce } from './support/studio.ts';

const GAME = { name: 'Neon Nights', route: '/game/lodestar-neon-nights' };
const MINUTE = 60_000;

/** The server's clock runs with real time, plus however far a test has moved it on. */
const serverClock = { aheadMs: 0 };

/** These specs get a server whose clock they can move: a reality check falls due without waiting for it. */
const test = baseTest.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const server = await startServer({}, { now: () => new Date(Date.now() + serverClock.aheadMs) });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.beforeEach(() => {
  serverClock.aheadMs = 0;
});

/** A player signed in with 30.00 EUR paid through the sandbox checkout. */
async function playerWithDeposit(page: Page) {
  const player = await registerThroughApi(page.request);
  await depositThroughSandbox(page.request);
  return player;
}

test.describe('reality check', () => {
  test('falls due over the game at the interval the player set, leaves fullscreen, shows the server’s figures and counts again from Continue', async ({
    page,
  }) => {
    await page.clock.install();
    await playerWithDeposit(page);

    await page.goto('/profile/account/reality-check');
    await page.getByLabel(realityCheckText.intervalLabel).selectOption({ label: 'Every 15 minutes' });
    await page.getByRole('button', { name: realityCheckText.save }).click();
    await expect(page.getByText(realityCheckText.saved)).toBeVisible();

    await page.goto(GAME.route);
    await expect(headerBalance(page)).toHaveText('30.00 EUR', { timeout: 15_000 });
    const { stake, win } = await spinSlotOnce(page.frameLocator(`iframe[title="${GAME.name}"]`));
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

    // Sixteen minutes later on both clocks: the page asks the server again when its next check falls.
    serverClock.aheadMs = 16 * MINUTE;
    await page.clock.fastForward('16:00');
    const dialog = page.getByRole('alertdialog', { name: realityCheckText.title });
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(dialog.getByTestId('reality-check-time')).toHaveText(/^16 minutes$/);
    await expect(dialog.getByTestId('reality-check-wagered')).toHaveText(formatEur(stake));
    const net = win - stake;
    await expect(dialog.getByTestId('reality-check-net')).toHaveText(`${net > 0n ? '+' : net < 0n ? '-' : ''}${formatEur(net < 0n ? -net : net)}`);
    // The page and the game frame behind it take no input; focus waits on Continue, and Escape does not dismiss it.
    await expect(page.locator('.app-shell')).toHaveAttribute('inert', '');
    await expect(dialog.getByRole('button', { name: realityCheckText.continue })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    // A reload does not restart the count: the server says the check is still waiting for an answer.
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: realityCheckText.continue }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.app-shell')).not.toHaveAttribute('inert', '');
    await page.reload();
    await expect(page.locator(`iframe[title="${GAME.name}"]`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Another 15 minutes after Continue the next check falls; Log out ends the session.
    serverClock.aheadMs = 32 * MINUTE;
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('reality-check-time')).toHaveText('32 minutes');
    await dialog.getByRole('button', { name: realityCheckText.logOut }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect((await (await page.request.post(apiPaths.isAuthenticated)).json()).authenticated).toBe(false);
  });
});

test.describe('account statement', () => {
  test('lists the player’s movements by type and downloads them as CSV', async ({ page }) => {
    await playerWithDeposit(page);
    await page.goto(GAME.route);
    const { stake } = await spinSlotOnce(page.frameLocator(`iframe[title="${GAME.name}"]`));

    await page.goto('/profile/account/general');
    await page.getByRole('button', { name: 'Account statement' }).click();
    const statement = page.getByRole('region', { name: statementText.title });
    const rows = statement
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows.filter({ hasText: 'Deposit' })).toContainText('+30.00 EUR');
    await expect(rows.filter({ hasText: 'Stake' }).first()).toContainText(`-${formatEur(stake)}`);

    await statement.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(statement.getByRole('button', { name: 'Deposit', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(1);

    const downloading = page.waitForEvent('download');
    await statement.getByRole('link', { name: statementText.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^lodestar-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe(statementText.csvHeader.join(','));
    expect(lines.slice(1, -1)).toHaveLength(1);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,Deposit,Deposit,Payment [0-9a-f-]+,EUR,30\.00$/);
  });
});
