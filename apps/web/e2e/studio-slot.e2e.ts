import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPaths, launchGameResponse, toMinorUnits } from '@lodestar/contracts';
import { findSlotTitle } from '@lodestar/games';
import { DESKTOP, expectNoSeriousA11yViolations, newPage, PHONE } from './support/browser.ts';
import { expectMainButtonsInFrame } from './support/game-frame.ts';
import { registerThroughApi } from './support/players.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** Launches a Lodestar Original through the casino's real launch call and opens the game client it returns. */
async function openSlot(page: Page, slotId: string, demo: boolean) {
  const response = await page.request.post(apiPaths.launchGame, { data: { id: `lodestar:${slotId}`, demo } });
  expect(response.status()).toBe(200);
  const { url } = launchGameResponse.parse(await response.json());
  await page.goto(url);
  await page.getByTestId('studio-balance').waitFor();
}

/** '1000.00 EUR' → 100000n. */
const minorUnitsOf = (shown: string | null) => {
  const match = /^(\d+\.\d{2}) EUR$/.exec(shown?.trim() ?? '');
  expect(match, `an EUR amount, got ${shown}`).not.toBeNull();
  return toMinorUnits(match![1]!, 100);
};

const balanceOf = async (page: Page) => minorUnitsOf(await page.getByTestId('studio-balance').textContent());
const sessionLine = (page: Page) => page.getByTestId('studio-session').textContent();
const spinButton = (page: Page) => page.getByRole('button', { name: 'Spin', exact: true });

/** Presses Spin once and waits until the round has played out (free spins included) and the button is Spin again. */
async function spinOnce(page: Page, { byKeyboard = false } = {}) {
  if (byKeyboard) {
    await spinButton(page).focus();
    await page.keyboard.press('Enter');
  } else {
    await spinButton(page).click();
  }
  await expect.poll(() => page.getByTestId('slot-win').textContent(), { timeout: 30_000 }).toMatch(/^\d+\.\d{2} EUR$/);
  await spinButton(page).waitFor();
  expect(await spinButton(page).getAttribute('aria-disabled')).toBeNull();
}

describe('the studio slot client', () => {
  it('shows Spin in the game page’s frame without scrolling it, on laptops and on a phone', async () => {
    await expectMainButtonsInFrame(suite.browser, suite.server.baseUrl, [
      { launchId: 'neon-nights', title: 'Neon Nights', button: 'Spin' },
      { launchId: 'dragon-hoard', title: 'Dragon Hoard', button: 'Spin' },
    ]);
  });

  it('plays one demo spin: the balance moves by exactly the win shown minus the stake, and the session clock and net position show', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await openSlot(page, 'slot-neon-nights', true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Neon Nights');
    expect(await page.getByText('DEMO', { exact: true }).count()).toBe(1);
    expect(await sessionLine(page)).toMatch(/^Session \d+:\d{2} · Net 0\.00 EUR$/);

    // One press is one round: there is no autoplay of any kind.
    expect(await page.getByRole('button', { name: /auto/i }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByText(/auto ?-?(play|spin)/i).count()).toBe(0);

    const before = await balanceOf(page);
    const stake = BigInt(await page.getByLabel('Total bet', { exact: true }).inputValue());
    expect(stake).toBeGreaterThan(0n);
    await spinOnce(page);
    const win = minorUnitsOf(await page.getByTestId('slot-win').textContent());
    await expect.poll(() => balanceOf(page)).toBe(before - stake + win);

    const net = win - stake;
    const shownNet = net === 0n ? '0.00 EUR' : `${net < 0n ? '\u2212' : '+'}${(Number(net < 0n ? -net : net) / 100).toFixed(2)} EUR`;
    expect(await sessionLine(page)).toMatch(new RegExp(`^Session \\d+:\\d{2} · Net ${shownNet.replace(/[.+]/g, '\\$&')}$`));
    const clockNow = /Session (\S+)/.exec((await sessionLine(page))!)![1];
    await expect.poll(async () => /Session (\S+)/.exec((await sessionLine(page))!)![1], { timeout: 3000 }).not.toBe(clockNow);
    await expectNoSeriousA11yViolations(page, 'slot after a spin at 390 px');

    const definition = findSlotTitle('slot-neon-nights')!;
    await page.getByRole('button', { name: 'Info' }).click();
    const info = page.getByRole('dialog', { name: 'Neon Nights' });
    const rtp = `${(definition.theoreticalRtp * 100).toFixed(2)}%`;
    expect(await info.getByText('Return to player', { exact: true }).count()).toBe(1);
    expect(await info.getByText(rtp, { exact: true }).count()).toBeGreaterThan(0);
    expect(await info.getByRole('img', { name: /^Line \d+:/ }).count()).toBe(definition.paylines.length);
    await expectNoSeriousA11yViolations(page, 'slot info panel');
    await page.keyboard.press('Escape');
    await expect.poll(() => info.count()).toBe(0);
    await context.close();
  });

  it('shows a jackpot slot its jackpot rules and live amount before the first bet', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: DESKTOP });
    await openSlot(page, 'slot-starfall-fortune', true);
    const info = page.getByRole('dialog', { name: 'Starfall Fortune' });
    await info.waitFor();
    expect(await info.getByText('Progressive jackpot').count()).toBe(1);
    expect(await info.getByTestId('studio-jackpot-amount').textContent()).toMatch(/^\d+\.\d{2} EUR$/);
    await info.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => info.count()).toBe(0);

    const before = await balanceOf(page);
    await page.getByLabel('Total bet', { exact: true }).selectOption({ index: 1 });
    const stake = BigInt(await page.getByLabel('Total bet', { exact: true }).inputValue());
    await spinOnce(page, { byKeyboard: true });
    const win = minorUnitsOf(await page.getByTestId('slot-win').textContent());
    await expect.poll(() => balanceOf(page)).toBe(before - stake + win);
    await context.close();
  });

  it('says why a real-money spin is refused and what to do about it', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: PHONE });
    await registerThroughApi(page.request);
    await openSlot(page, 'slot-neon-nights', false);
    expect(await page.getByText('REAL', { exact: true }).count()).toBe(1);
    expect(await balanceOf(page)).toBe(0n);
    await spinButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: /deposit/i });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Make a deposit on the casino site, or lower your stake.');
    expect(await balanceOf(page)).toBe(0n);
    expect(await spinButton(page).getAttribute('aria-disabled')).toBeNull();
    await context.close();
  });

  it('lets the player set the client seed and rotate the pair, revealing the server seed behind the hash shown before', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.baseUrl, { viewport: DESKTOP });
    await openSlot(page, 'slot-neon-nights', true);
    await spinOnce(page);
    await page.getByRole('button', { name: 'Fairness' }).click();
    const fairness = page.getByRole('dialog', { name: 'Provably fair' });
    const hashShown = (await fairness.locator('dd code').first().textContent())!.trim();
    expect(hashShown).toMatch(/^[0-9a-f]{64}$/);
    expect(await fairness.getByText('No seed pair has been rotated yet.').count()).toBe(1);

    await fairness.getByLabel('Client seed').fill('bad seed!');
    await fairness.getByRole('button', { name: 'Save seed' }).click();
    await fairness.getByText('Letters, digits, dot, dash and underscore', { exact: true }).waitFor();
    await fairness.getByLabel('Client seed').fill('lucky-star_7');
    await fairness.getByRole('button', { name: 'Save seed' }).click();
    await fairness.getByText('Client seed saved: the next round uses it.').waitFor();

    await fairness.getByRole('button', { name: 'Rotate seed pair' }).click();
    const revealed = fairness.getByRole('listitem');
    await revealed.first().waitFor();
    const serverSeed = (await revealed.first().locator('dd code').first().textContent())!.trim();
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(hashShown);
    expect(await revealed.first().textContent()).toContain('lucky-star_7');
    expect(await fairness.locator('dd code').first().textContent()).not.toBe(hashShown);
    expect(await fairness.getByRole('link', { name: 'Verify rounds on the fairness page' }).getAttribute('target')).toBe('_top');
    await expectNoSeriousA11yViolations(page, 'fairness panel after a rotation');
    await context.close();
  });
});
