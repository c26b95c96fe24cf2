import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { houseGameAccountOf, postTransactionInOwnTransaction, type AccountRef } from '../../server/src/modules/ledger/index.ts';
import { expectNoSeriousA11yViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { signInStaffThroughApi } from './support/staff.ts';

const house = (purpose: 'payments-clearing' | 'bonus-cost', currency: string): AccountRef => ({
  owner: { type: 'house' },
  currency,
  purpose,
});
const cashOf = (playerId: string, currency: string, purpose: 'cash' | 'bonus' = 'cash'): AccountRef => ({
  owner: { type: 'player', playerId },
  currency,
  purpose,
});

test('a finance staff member reads two weeks of revenue on a chart and a table, per currency and in EUR, and downloads the CSV', async ({
  page,
  server,
  consoleErrors,
}) => {
  // Two weeks of play by a few players, moved back in time day by day: the ledger is the report's only source.
  const players = Array.from({ length: 4 }, () => randomUUID());
  for (let daysAgo = 13; daysAgo >= 0; daysAgo -= 1) {
    for (const [index, playerId] of players.entries()) {
      const currency = index === 3 ? 'USD' : 'EUR';
      const post = (kind: string, from: AccountRef, to: AccountRef, amount: number) =>
        postTransactionInOwnTransaction(server.database.db, {
          idempotencyKey: `e2e-report:${daysAgo}:${randomUUID()}`,
          kind,
          legs: [
            { account: from, amount: -BigInt(amount) },
            { account: to, amount: BigInt(amount) },
          ],
        });
      const stake = 2_000 + ((daysAgo * 7 + index * 13) % 9) * 500;
      await post('deposit', house('payments-clearing', currency), cashOf(playerId, currency), stake * 2);
      const game = houseGameAccountOf(currency, playerId);
      await post('bet', cashOf(playerId, currency), game, stake);
      await post('win', game, cashOf(playerId, currency), Math.round(stake * (0.5 + ((daysAgo + index) % 5) * 0.2)));
      if (daysAgo % 3 === index) await post('withdrawal-paid', cashOf(playerId, currency), house('payments-clearing', currency), stake);
      if (daysAgo % 4 === index) await post('promotion-grant', house('bonus-cost', currency), cashOf(playerId, currency, 'bonus'), 1_000);
    }
    await server.database.db.execute(
      sql`update ledger_transactions set created_at = now() - make_interval(days => ${daysAgo}) where idempotency_key like ${`e2e-report:${daysAgo}:%`}`,
    );
  }

  await signInStaffThroughApi(page, server, 'finance');

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByLabel('Figures per day').getByRole('table').locator('tbody tr')).toHaveCount(30);
  await page.screenshot({ path: 'test-results/admin-reports-1280.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'reports');

  await page.getByLabel('Currency').selectOption('USD');
  await expect(page.getByLabel('Figures per day').getByRole('table').locator('tfoot')).toContainText('Total');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^lodestar-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/admin-reports-1024.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
