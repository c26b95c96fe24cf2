import { openFirstDeposit, openCardCheckout } from './support/deposit.ts';
import { expect, test } from './support/fixtures.ts';
import { completeProfileThroughApi, headerBalance, registerThroughApi } from './support/players.ts';

test.describe('the payment frame on any host the site is served from', () => {
  test('pays 30 EUR in the card checkout frame with the site opened on 127.0.0.1 and on localhost alike', async ({ browser, server }) => {
    // PUBLIC_URL names 127.0.0.1 here, so localhost is a host the server was not configured with.
    expect(new URL(server.config.PUBLIC_URL).hostname).toBe('127.0.0.1');
    for (const hostname of ['127.0.0.1', 'localhost']) {
      const site = new URL(server.baseUrl);
      site.hostname = hostname;
      const context = await browser.newContext({ baseURL: site.origin });
      const page = await context.newPage();
      await registerThroughApi(context.request);
      await completeProfileThroughApi(context.request);
      await page.goto('/');
      await expect(headerBalance(page)).toHaveText('0.00 EUR');

      const checkout = await openCardCheckout(page, await openFirstDeposit(page));
      expect(
        new URL(
          page
            .frames()
            .find((frame) => frame.url().includes('/sandbox/checkout/'))!
            .url(),
        ).hostname,
      ).toBe(hostname);
      await checkout.getByRole('button', { name: 'Pay' }).click();
      await expect(page.locator('iframe[title="Payment"]')).toHaveCount(0);
      await expect(headerBalance(page)).toHaveText('30.00 EUR');
      await context.close();
    }
  });
});
