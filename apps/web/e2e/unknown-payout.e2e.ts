import { apiPaths } from '@lodestar/contracts';
import { SANDBOX_PAYOUT_UNKNOWN_PREFIX } from '../../server/src/modules/payments/gateways/sandbox-adapter.ts';
import { expect, test } from './support/fixtures.ts';
import { completeProfileThroughApi, declinePromotionsThroughApi, markVerified, registerThroughApi } from './support/players.ts';
import { signInStaffThroughPages } from './support/staff.ts';

test('a payout the gateway leaves undecided stays held until finance confirms it failed, once, and the player gets the funds back', async ({
  page,
  server,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = await registerThroughApi(page.request);
  await completeProfileThroughApi(page.request);
  await declinePromotionsThroughApi(page.request);
  await markVerified(server, player.playerId);
  const started = await (await page.request.post(apiPaths.deposit('ems'), { data: { amount: '30', currency: 'EUR' } })).json();
  expect((await page.request.post(`/sandbox/checkout/${started.paymentId}/pay`)).ok()).toBe(true);
  // The sandbox gateway answers "outcome unknown" to payouts to this e-wallet.
  const wallet = `${SANDBOX_PAYOUT_UNKNOWN_PREFIX}-${Date.now()}@sandbox.test`;
  const cashout = await page.request.post(apiPaths.fiatWithdraw, { data: { amount: '20', currency: 'EUR', email: wallet } });
  expect(cashout.status()).toBe(200);
  const { withdrawalId } = await cashout.json();

  const staffContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInStaffThroughPages(staff, server, 'finance');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Withdrawals' }).click();
  const request = staff.getByRole('listitem', { name: `20.00 EUR to ${player.email}` });
  await request.getByRole('button', { name: 'Approve withdrawal' }).click();
  await expect(staff.getByRole('status')).toHaveText(`20.00 EUR to ${player.email}: PAYOUT_UNKNOWN`);

  // Still in the queue, held, with the reference to look up at the gateway, and no approve/reject any more.
  await expect(request.getByText('Payout outcome unknown')).toBeVisible();
  await expect(request.locator('code')).toHaveText(/^sbx_payout_/);
  await expect(request.getByRole('button', { name: 'Approve withdrawal' })).toHaveCount(0);
  await staff.screenshot({ path: 'test-results/staff-withdrawal-unknown-1280.png', fullPage: true });

  // The reason is mandatory.
  await request.getByRole('button', { name: 'Confirm failed — release to player' }).click();
  await expect(request.getByRole('alert')).toHaveText('Say what the gateway shows');
  await request.getByLabel('What the gateway shows (required, kept in the audit log)').fill('Gateway report: payout rejected by the wallet');
  await request.getByRole('button', { name: 'Confirm failed — release to player' }).click();
  await expect(staff.getByRole('status')).toHaveText(`20.00 EUR to ${player.email}: FAILED`);
  await expect(request).toHaveCount(0);

  // A second decision (another tab, a colleague) is refused: the funds are released once.
  const again = await staff.request.post(`/api/admin/withdrawals/${withdrawalId}/confirm-paid`, { data: { reason: 'it was paid after all' } });
  expect(again.status()).toBe(409);

  const funds = await (await page.request.get(apiPaths.funds)).json();
  expect(funds.funds).toContainEqual(expect.objectContaining({ currency: 'EUR', balance: '30.00' }));
  await staffContext.close();
  expect(consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
});
