import { expect, test } from './support/fixtures.ts';
import { signInStaffThroughPages } from './support/staff.ts';

test('finance staff turn automatic approval on and off above the withdrawal queue', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInStaffThroughPages(staff, server, 'finance');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Withdrawals' }).click();
  const setting = staff.getByRole('form', { name: 'Automatic approval' });
  await expect(setting).toContainText('Off: every withdrawal waits for a decision.');

  await setting.getByRole('textbox', { name: 'Up to (EUR)' }).fill('1.234');
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByRole('alert')).toHaveText('Enter an amount in EUR, at most 2 decimals');

  await setting.getByRole('textbox', { name: 'Up to (EUR)' }).fill('25');
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting).toContainText('On: withdrawals up to 25.00 EUR');
  await staff.screenshot({ path: 'test-results/staff-auto-approval-1280.png', fullPage: true });

  await staff.reload();
  await expect(setting).toContainText('On: withdrawals up to 25.00 EUR');
  await setting.getByRole('button', { name: 'Turn off' }).click();
  await expect(setting).toContainText('Off: every withdrawal waits for a decision.');
  await staffContext.close();
});
