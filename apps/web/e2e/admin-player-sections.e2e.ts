import { apiPaths, KYC_UPLOAD_FIELD, kycPaths, launchGameResponse } from '@lodestar/contracts';
import { roundPlayer } from '../../server/src/modules/game-history/game-rounds-test-kit.ts';
import { DESKTOP, expectNoSeriousA11yViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { registerThroughApi } from './support/players.ts';
import { signInStaffThroughApi } from './support/staff.ts';

const GAME_ID = 'lodestar:slot-starfall-fortune';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('passport scan')]);

test('staff see the documents, deposits, rounds and bonus of a player who deposited and played, and cancel the bonus with a reason', async ({
  page,
  server,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The player: 50 EUR deposited with the first-deposit bonus (125%: 62.50 EUR), a passport uploaded, one round lost.
  const player = await registerThroughApi(page.request);
  const started = await (await page.request.post(apiPaths.deposit('ems'), { data: { amount: '50', currency: 'EUR' } })).json();
  expect((await page.request.post(`/sandbox/checkout/${started.paymentId}/pay`)).ok()).toBe(true);
  const uploaded = await page.request.post(kycPaths.identity, {
    multipart: { [KYC_UPLOAD_FIELD]: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status()).toBe(201);
  const launch = launchGameResponse.parse(await (await page.request.post(apiPaths.launchGame, { data: { id: GAME_ID, demo: false } })).json());
  const token = new URL(launch.url, server.baseUrl).searchParams.get('token')!;
  const rounds = roundPlayer(
    async (path, body, headers) => (await page.request.post(path, { data: body, headers })).json(),
    server.config.STUDIO_WALLET_SECRET,
  );
  await rounds.play({ user: player.playerId, token, game_code: GAME_ID, currency: 'EUR' }, 'e2e-detail-round', { stake: 150, prize: 0 });

  await signInStaffThroughApi(page, server, 'admin');
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/players/${player.playerId}`);
  await expect(page.getByRole('heading', { name: /Mary Somerville/ })).toBeVisible();

  const section = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(section('Verification').getByRole('row', { name: /Identity document.*pending/ })).toBeVisible();
  await expect(section('Verification').getByRole('link', { name: 'Review' })).toHaveAttribute('href', /\/admin\/verification\?document=/);
  await expect(section('Deposits').getByRole('row', { name: /50\.00 EUR.*completed/ })).toBeVisible();
  await expect(section('Withdrawals').getByText('No withdrawals yet.')).toBeVisible();
  await expect(section('Game rounds').getByRole('row', { name: /Starfall Fortune.*1\.50.*0\.00.*EUR/ })).toBeVisible();
  const bonus = section('Bonuses').getByRole('row', { name: /active/ });
  await expect(bonus).toContainText('62.50 EUR');
  // Tables scroll inside their panel: each is a named region a keyboard can reach.
  await expect(page.getByRole('region', { name: 'Game rounds table' })).toHaveAttribute('tabindex', '0');
  await expectNoSeriousA11yViolations(page, 'player detail at 1280 px');
  await page.screenshot({ path: 'test-results/admin-player-sections-1280.png', fullPage: true });

  await section('Bonuses').getByRole('button', { name: 'Cancel bonus' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The player forfeits 62.50 EUR of bonus money');
  await page.screenshot({ path: 'test-results/admin-cancel-bonus-dialog-1280.png' });
  // No reason, no cancel: the form's own check stops it before any call.
  await dialog.getByRole('button', { name: 'Forfeit bonus' }).click();
  await expect(dialog).toBeVisible();
  await expect(section('Bonuses').getByRole('row', { name: /active/ })).toHaveCount(1);
  await dialog.getByLabel('Reason').fill('Duplicate account, ticket 4711');
  await dialog.getByRole('button', { name: 'Forfeit bonus' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section('Bonuses').getByRole('row', { name: /forfeited/ })).toBeVisible();
  await expect(section('Bonuses').getByRole('button', { name: 'Cancel bonus' })).toHaveCount(0);
  await expect(section('Wallets').getByRole('row', { name: /EUR/ })).toContainText('48.50');
  await expect(
    section('Ledger entries')
      .getByRole('row', { name: /promotion-forfeit/ })
      .first(),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
