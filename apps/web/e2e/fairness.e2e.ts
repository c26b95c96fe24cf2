import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, playerFairnessPaths, STUDIO_TOKEN_HEADER, studioPaths } from '@lodestar/contracts';
import { expectNoSeriousA11yViolations, factOf, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { depositThroughSandbox } from './support/players.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const verifier = (page: Page) => page.getByRole('region', { name: 'Verify a round' });
const result = (page: Page) => page.getByRole('status', { name: 'Verification result' });

/** A real-money dice round through the studio API, as the game client plays it. */
async function playDiceRound(request: APIRequestContext, baseUrl: string) {
  await depositThroughSandbox(request);
  const eurBalance = async () =>
    ((await (await request.get(apiPaths.funds)).json()).funds as { currency: string; balance: string }[]).find((fund) => fund.currency === 'EUR')
      ?.balance;
  // An API answer, no locator: polled.
  await expect.poll(eurBalance).toMatch(/^30(\.0+)?$/);
  const launch = await (await request.post(apiPaths.launchGame, { data: { id: 'lodestar:dice', demo: false, launchId: 'dice' } })).json();
  const token = new URL(launch.url, baseUrl).searchParams.get('token')!;
  const played = await request.post(studioPaths.rounds, {
    headers: { [STUDIO_TOKEN_HEADER]: token },
    data: { stake: '100', params: { target: 49.5, direction: 'under' } },
  });
  expect(played.status()).toBe(200);
  return (await played.json()).round as { fairness: { serverSeedHash: string; clientSeed: string; nonce: number }; outcome: { roll: number } };
}

test.describe('the fairness page', () => {
  test('lets anyone recompute a round from known seeds and checks the server seed against its hash', async ({ page, consoleErrors }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/fairness');
    await expect(page.getByRole('heading', { name: 'Provably fair', level: 1 })).toBeVisible();
    await expect(page.getByText('HMAC_SHA256(serverSeed, clientSeed:nonce:round)')).toHaveCount(1);
    await expect(page.getByText('roll = ⌊float × 10,001⌋ ÷ 100, from 0.00 to 100.00')).toHaveCount(1);

    const form = verifier(page);
    await form.getByLabel('Game', { exact: true }).selectOption('dice');
    await form.getByLabel('Server seed', { exact: true }).fill('abc');
    await form.getByLabel('Client seed').fill('player');
    await form.getByLabel('Nonce').fill('0');
    await form.getByLabel('Stake (minor units)').fill('100');
    await form.getByLabel('Target').fill('2');
    await form.getByLabel('Roll').selectOption('under');
    // SHA-256("abc") from FIPS 180-2: the hash a player would have been shown before betting.
    await form.getByLabel('Server seed hash shown before play').fill('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await form.getByRole('button', { name: 'Verify', exact: true }).click();

    // HMAC_SHA256('abc', 'player:0:0') starts with a float of 0.0168…: roll ⌊0.0168… × 10,001⌋ ÷ 100 = 1.68, under 2.00 wins 49.5×.
    await expect(result(page)).toBeVisible();
    await expect(result(page).getByText('1.68', { exact: true })).toHaveCount(1);
    await expect(result(page).getByText('Roll under 2.00 · 2 % chance · won 49.5×')).toHaveCount(1);
    await expect(result(page).getByText('4950 minor units')).toHaveCount(1);
    await expect(result(page).getByText('SHA-256 of the server seed matches the hash shown before play')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'fairness page with a verified round at 390 px');

    await form.getByLabel('Server seed', { exact: true }).fill('abd');
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(result(page).getByText('SHA-256 of the server seed does not match the hash shown before play')).toHaveCount(1);

    await form.getByLabel('Game', { exact: true }).selectOption('keno');
    await form.getByLabel('Server seed', { exact: true }).fill('abc');
    await form.getByLabel('Picked numbers').fill('1, 2, 5, 38, 39');
    await form.getByLabel('Risk').selectOption('medium');
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    // Stake's keno: each float picks ⌊float × numbers left⌋ among the numbers not drawn yet; four of five picks hit, 25×.
    await expect(result(page).getByText('Drawn in order: 1, 2, 38, 39, 40, 7, 19, 36, 32, 37')).toHaveCount(1);
    await expect(result(page).getByText('2500 minor units')).toHaveCount(1);

    await form.getByLabel('Picked numbers').fill('1, 1');
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(form.getByText('Pick 1 to 10 different numbers from 1 to 40').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('shows a player their seeds, reveals the previous pair on a new client seed and verifies their own round', async ({
    page,
    player: _signedIn,
    server,
    consoleErrors,
  }) => {
    const round = await playDiceRound(page.request, server.baseUrl);
    await page.goto('/fairness');

    const active = page.getByRole('region', { name: 'Your active seeds' });
    await expect(active.getByText(round.fairness.serverSeedHash)).toBeVisible();
    await expect(factOf(active, 'Next nonce')).toHaveText('1');
    const revealed = page.getByRole('region', { name: 'Revealed seeds' });
    await expect(revealed.getByText('Nothing revealed yet: rotate your seed pair to reveal the server seed in play.')).toBeVisible();

    await active.getByLabel('Client seed').fill('my-lucky-seed');
    await active.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(page.getByText('New seed pair in play from nonce 0. The previous server seed is revealed below.')).toBeVisible();
    await expect(factOf(active, 'Next nonce')).toHaveText('0');
    await expect(active.getByLabel('Client seed')).toHaveValue('my-lucky-seed');
    await expect(active.getByText(round.fairness.serverSeedHash)).toHaveCount(0);

    // The previous pair, with everything its rounds need: the seed behind the hash shown before, its client seed, its last nonce.
    const previous = revealed.getByRole('listitem', { name: 'Previous seed pair' });
    await expect(factOf(previous, 'SHA-256 hash')).toHaveText(round.fairness.serverSeedHash);
    const serverSeed = (await factOf(previous, 'Server seed').textContent())!.trim();
    expect(sha256(serverSeed)).toBe(round.fairness.serverSeedHash);
    await expect(factOf(previous, 'Client seed')).toHaveText(round.fairness.clientSeed);
    await expect(factOf(previous, 'Last nonce used')).toHaveText('0');
    const seeds = (await (await page.request.get(playerFairnessPaths.seeds)).json()).active;
    expect(seeds).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });

    const rounds = page.getByRole('region', { name: 'Your recent rounds' });
    await rounds.getByRole('button', { name: 'Verify' }).first().click();
    await expect(result(page)).toBeVisible();
    await expect(result(page).getByText('SHA-256 of the server seed matches the hash shown before play')).toHaveCount(1);
    await expect(result(page).getByText('The recomputed round matches the recorded round')).toHaveCount(1);
    await expect(result(page).getByText(round.outcome.roll.toFixed(2), { exact: true })).toHaveCount(1);
    await expect(verifier(page).getByLabel('Server seed', { exact: true })).toHaveValue(serverSeed);
    await expectNoSeriousA11yViolations(page, 'fairness page of a signed-in player');
    expect(consoleErrors).toEqual([]);
  });
});
