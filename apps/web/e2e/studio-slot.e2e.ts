import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { findSlotTitle } from '@lodestar/games';
import { expectNoSeriousA11yViolations, factOf, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { expectMainButtonsInFrame } from './support/game-frame.ts';
import { balanceOf, expectBalance, minorUnitsOf, openGameClient, typedStakeOf } from './support/studio.ts';

const sessionLine = (page: Page) => page.getByTestId('studio-session');
const spinButton = (page: Page) => page.getByRole('button', { name: 'Spin', exact: true });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Presses Spin once and waits until the round has played out (free spins included) and the button is Spin again. */
async function spinOnce(page: Page, { byKeyboard = false } = {}) {
  if (byKeyboard) {
    await spinButton(page).focus();
    await page.keyboard.press('Enter');
  } else {
    await spinButton(page).click();
  }
  await expect(page.getByTestId('slot-win')).toHaveText(/^\d+\.\d{2} EUR$/, { timeout: 30_000 });
  // The win shows from the first free spin on: a spin that triggers them (8 or more, each played out on screen) gives
  // Spin back only after the last, which on a loaded machine took longer than the default 10 s.
  await expect(spinButton(page)).toBeVisible({ timeout: 60_000 });
  await expect(spinButton(page)).not.toHaveAttribute('aria-disabled');
}

test.describe('the studio slot client', () => {
  test('shows Spin in the game page’s frame without scrolling it, on laptops and on a phone', async ({ browser, server }) => {
    await expectMainButtonsInFrame(browser, server.baseUrl, [
      { launchId: 'neon-nights', title: 'Neon Nights', button: 'Spin' },
      { launchId: 'dragon-hoard', title: 'Dragon Hoard', button: 'Spin' },
    ]);
  });

  test('plays one demo spin: the balance moves by exactly the win shown minus the stake, and the session clock and net position show', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openGameClient(page, 'slot-neon-nights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neon Nights');
    await expect(page.getByText('DEMO', { exact: true })).toHaveCount(1);
    await expect(sessionLine(page)).toHaveText(/^Session \d+:\d{2} · Net 0\.00 EUR$/);

    // One press is one round: there is no autoplay of any kind.
    await expect(page.getByRole('button', { name: /auto/i })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByText(/auto ?-?(play|spin)/i)).toHaveCount(0);

    const before = await balanceOf(page);
    const stake = await typedStakeOf(page.getByLabel('Total bet', { exact: true }));
    expect(stake).toBeGreaterThan(0n);
    await spinOnce(page);
    const win = minorUnitsOf(await page.getByTestId('slot-win').textContent());
    await expectBalance(page, before - stake + win);

    const net = win - stake;
    const shownNet = net === 0n ? '0.00 EUR' : `${net < 0n ? '\u2212' : '+'}${(Number(net < 0n ? -net : net) / 100).toFixed(2)} EUR`;
    await expect(sessionLine(page)).toHaveText(new RegExp(`^Session \\d+:\\d{2} · Net ${escapeRegExp(shownNet)}$`));
    const clockNow = /Session (\S+)/.exec((await sessionLine(page).textContent())!)![1]!;
    await expect(sessionLine(page)).not.toHaveText(new RegExp(`^Session ${escapeRegExp(clockNow)} `), { timeout: 3000 });
    await expectNoSeriousA11yViolations(page, 'slot after a spin at 390 px');

    const definition = findSlotTitle('slot-neon-nights')!;
    await page.getByRole('button', { name: 'Info' }).click();
    const info = page.getByRole('dialog', { name: 'Neon Nights' });
    const rtp = `${(definition.theoreticalRtp * 100).toFixed(2)}%`;
    await expect(info.getByText('Return to player', { exact: true })).toHaveCount(1);
    await expect(info.getByText(rtp, { exact: true }).first()).toBeVisible();
    await expect(info.getByRole('img', { name: /^Line \d+:/ })).toHaveCount(definition.paylines.length);
    await expectNoSeriousA11yViolations(page, 'slot info panel');
    await page.keyboard.press('Escape');
    await expect(info).toHaveCount(0);
  });

  test('shows a jackpot slot its jackpot rules and live amount when asked, never over the game by itself', async ({ page }) => {
    await openGameClient(page, 'slot-starfall-fortune');
    const info = page.getByRole('dialog', { name: 'Starfall Fortune' });
    await expect(spinButton(page)).toBeVisible();
    await expect(info).toHaveCount(0);
    await page.getByRole('button', { name: 'Jackpot rules' }).click();
    await expect(info).toBeVisible();
    await expect(info.getByText('Progressive jackpot')).toHaveCount(1);
    await expect(info.getByTestId('studio-jackpot-amount')).toHaveText(/^\d+\.\d{2} EUR$/);
    await info.getByRole('button', { name: 'Close' }).click();
    await expect(info).toHaveCount(0);

    const before = await balanceOf(page);
    await page.getByRole('button', { name: 'Double total bet' }).click();
    const stake = await typedStakeOf(page.getByLabel('Total bet', { exact: true }));
    await spinOnce(page, { byKeyboard: true });
    const win = minorUnitsOf(await page.getByTestId('slot-win').textContent());
    await expectBalance(page, before - stake + win);
  });

  test('says why a real-money spin cannot be placed with no money, before any spin is asked for', async ({ page, player: _signedIn }) => {
    await page.setViewportSize(PHONE);
    await openGameClient(page, 'slot-neon-nights', { demo: false });
    await expect(page.getByText('REAL', { exact: true })).toHaveCount(1);
    expect(await balanceOf(page)).toBe(0n);
    // The stake field says it before any spin is asked for; Spin (and its hotkey) wait for a stake the balance covers.
    await expect(page.getByLabel('Total bet', { exact: true })).toHaveAccessibleDescription('That is more than your balance of 0.00 EUR.');
    await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Space');
    expect(await balanceOf(page)).toBe(0n);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('rotates the pair on a new client seed: the server seed behind the hash shown before is revealed, and the next round is nonce 0', async ({
    page,
  }) => {
    await openGameClient(page, 'slot-neon-nights');
    await spinOnce(page);
    await spinOnce(page);
    await page.getByRole('button', { name: 'Fairness' }).click();
    const fairness = page.getByRole('dialog', { name: 'Provably fair' });
    const active = fairness.getByRole('region', { name: 'Active seed pair' });
    await expect(factOf(active, 'Server seed hash (SHA-256)')).toHaveText(/^\s*[0-9a-f]{64}\s*$/);
    await expect(factOf(active, 'Nonce of the next round')).toHaveText('2');
    const hashShown = (await factOf(active, 'Server seed hash (SHA-256)').textContent())!.trim();
    const clientSeedBefore = (await factOf(active, 'Client seed').textContent())!.trim();
    await expect(fairness.getByText('No seed pair has been rotated yet.')).toHaveCount(1);

    await fairness.getByLabel('New client seed').fill('bad seed!');
    await fairness.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(fairness.getByText('Letters, digits, dot, dash and underscore', { exact: true })).toBeVisible();
    await fairness.getByLabel('New client seed').fill('lucky-star_7');
    await fairness.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(fairness.getByText('New seed pair in play from nonce 0. The previous server seed is revealed below.')).toBeVisible();

    // The previous pair: its server seed hashes to what was shown before, with its client seed and last nonce (rounds 0 and 1).
    const previous = fairness.getByRole('listitem', { name: 'Previous seed pair' });
    const serverSeed = (await factOf(previous, 'Server seed').textContent())!.trim();
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(hashShown);
    await expect(factOf(previous, 'Its hash (SHA-256)')).toHaveText(hashShown);
    await expect(factOf(previous, 'Client seed')).toHaveText(clientSeedBefore);
    await expect(factOf(previous, 'Last nonce used')).toHaveText('1');

    // The new pair: another hash, the chosen client seed, nonce 0.
    await expect(factOf(active, 'Server seed hash (SHA-256)')).toHaveText(/^\s*[0-9a-f]{64}\s*$/);
    await expect(factOf(active, 'Server seed hash (SHA-256)')).not.toHaveText(hashShown);
    await expect(factOf(active, 'Client seed')).toHaveText('lucky-star_7');
    await expect(factOf(active, 'Nonce of the next round')).toHaveText('0');
    await expect(fairness.getByRole('link', { name: 'Verify rounds on the fairness page' })).toHaveAttribute('target', '_top');
    await expectNoSeriousA11yViolations(page, 'fairness panel after a rotation');
  });
});
