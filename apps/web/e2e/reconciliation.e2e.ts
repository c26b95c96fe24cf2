import { eq } from 'drizzle-orm';
import { apiPaths } from '@lodestar/contracts';
import { payments } from '../../server/src/db/schema.ts';
import { expect, test } from './support/fixtures.ts';
import { registerThroughApi } from './support/players.ts';
import { signInStaffThroughPages } from './support/staff.ts';

test('finance staff see a deposit stuck pending past its expiry and run the ledger check', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  const player = await registerThroughApi(page.request);
  // A checkout started and never finished, as if two days ago: the expiry job, which runs every few minutes, missed it.
  const started = await (await page.request.post(apiPaths.deposit('ems'), { data: { amount: '42', currency: 'EUR' } })).json();
  await server.database.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60_000) })
    .where(eq(payments.id, started.paymentId));

  const staffContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInStaffThroughPages(staff, server, 'finance');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reconciliation' }).click();
  await expect(staff.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: player.email });
  await expect(row.getByRole('cell', { name: started.paymentId.slice(0, 8) })).toBeVisible();
  await expect(row.getByRole('cell', { name: '42.00 EUR' })).toBeVisible();
  await expect(staff.getByText('The ledger has not been checked yet.')).toBeVisible();

  await staff.getByRole('button', { name: 'Run ledger check' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'The ledger balances' })).toBeVisible();
  await expect(staff.getByRole('status')).toContainText('from the back office');
  await staff.screenshot({ path: 'test-results/staff-reconciliation-1280.png', fullPage: true });
  await staffContext.close();
});
