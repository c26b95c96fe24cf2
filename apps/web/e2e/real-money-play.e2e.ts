import type { FrameLocator, Page } from 'playwright-core';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, gameHistoryText, toMinorUnits } from '@lodestar/contracts';
import { ledgerEntries } from '../../server/src/modules/ledger/schema.ts';
import { verifyLedger } from '../../server/src/modules/ledger/service.ts';
import { DESKTOP, newPage } from './support/browser.ts';
import { registerThroughApi } from './support/players.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const PASSWORD = 'money password 1';
/** A slot without the jackpot: its info panel does not open by itself before the first spin. */
const GAME = { name: 'Neon Nights', route: '/game/lodestar-neon-nights' };

const header = (page: Page) => page.getByRole('banner');
const headerBalance = (page: Page) => header(page).getByText(/\d+\.\d+ [A-Z]{3,4}/).first();
const game = (page: Page): FrameLocator => page.frameLocator(`iframe[title="${GAME.name}"]`);

/** '12.34 EUR' → 1234n */
const eurMinorUnits = (shown: string | null) => {
  const match = /(\d+\.\d{2}) EUR/.exec(shown ?? '');
  expect(match, `an EUR amount, got ${shown}`).not.toBeNull();
  return toMinorUnits(match![1]!, 100);
};
const formatEur = (minor: bigint) => `${(Number(minor) / 100).toFixed(2)} EUR`;

/** A player with 30.00 EUR paid through the sandbox checkout, signed in through the login modal. */
async function signedInPlayerWithDeposit(page: Page) {
  const { email } = await registerThroughApi(page.request);
  const started = await (await page.request.post(apiPaths.deposit('ems'), { data: { amount: '30', currency: 'EUR' } })).json();
  expect((await page.request.post(`/sandbox/checkout/${started.paymentId}/pay`)).ok()).toBe(true);
  await page.context().clearCookies();

  await page.goto('/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe('30.00 EUR');
}

/** One press of Spin inside the game frame; answers the stake and the win the game showed. */
async function spinOnce(page: Page) {
  const frame = game(page);
  await frame.getByTestId('studio-balance').waitFor();
  const stake = BigInt(await frame.getByLabel('Total bet', { exact: true }).inputValue());
  await frame.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect.poll(() => frame.getByTestId('slot-win').textContent(), { timeout: 30_000 }).toMatch(/^\d+\.\d{2} EUR$/);
  const win = eurMinorUnits(await frame.getByTestId('slot-win').textContent());
  return { stake, win };
}

const ledgerEntryCount = async () => (await suite.server.database.db.select({ value: count() }).from(ledgerEntries))[0]!.value;

describe('playing for real money', () => {
  it('takes the stake and pays the win through the header balance, and the round appears in the game history', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: DESKTOP });
    await signedInPlayerWithDeposit(page);

    await page.goto(GAME.route);
    await page.getByRole('button', { name: 'Real money', pressed: true }).waitFor();
    await game(page).getByText('REAL', { exact: true }).waitFor();
    const { stake, win } = await spinOnce(page);
    const after = 3000n - stake + win;
    // The header of the casino site hears of both movements over its live balance stream, without a reload.
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe(formatEur(after));
    await expect.poll(async () => eurMinorUnits(await game(page).getByTestId('studio-balance').textContent())).toBe(after);

    await page.goto('/profile/account/general');
    const history = page.getByRole('region', { name: gameHistoryText.title });
    const rows = history.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getByRole('rowheader').textContent()).toContain(GAME.name);
    const cells = (await rows.first().getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells.slice(1)).toEqual([formatEur(stake), formatEur(win), formatEur(after), 'Cash']);
    expect((await verifyLedger(suite.server.database.db)).violations).toEqual([]);
    await context.close();
  });

  it('plays demo rounds with virtual money: the ledger and the real balance stay exactly as they were', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: DESKTOP });
    await signedInPlayerWithDeposit(page);
    await page.goto(GAME.route);
    await page.getByRole('button', { name: 'Demo' }).click();
    await expect.poll(() => page.locator(`iframe[title="${GAME.name}"]`).getAttribute('src')).toMatch(/mode=demo$/);
    await game(page).getByText('DEMO', { exact: true }).waitFor();

    const entriesBefore = await ledgerEntryCount();
    const { stake, win } = await spinOnce(page);
    await expect.poll(async () => eurMinorUnits(await game(page).getByTestId('studio-balance').textContent())).toBe(100_000n - stake + win);
    expect(await ledgerEntryCount()).toBe(entriesBefore);
    expect(await headerBalance(page).textContent()).toBe('30.00 EUR');
    await context.close();
  });
});
