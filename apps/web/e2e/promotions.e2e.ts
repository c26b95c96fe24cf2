import { messages, promotionMessages } from '@lodestar/contracts';
import { openDeposit } from './support/deposit.ts';
import { expect, test } from './support/fixtures.ts';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations } from './support/browser.ts';
import { completeProfileThroughApi, headerBalance } from './support/players.ts';
import { saveScreen } from './support/screens.ts';

/** The demo coupons the server seeds (apps/server/src/modules/promotions/seed.ts). */
const RELOAD_COUPON = 'RELOAD50';
const FREE_SPINS_COUPON = 'SPINS20';

test.describe('promotions, end to end', () => {
  test('registers with a code, deposits 50 EUR for 62.50 EUR and 125 free spins, plays a free spin, wagers, sees the loyalty level and redeems a coupon', async ({
    page,
    server,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Full name').fill('Grace Hopper');
    await register.getByLabel('Email').fill(`grace-${Date.now()}@example.com`);
    await register.getByLabel('Password', { exact: true }).fill('promotion password 1');
    await register.getByRole('button', { name: 'I have a bonus code' }).click();
    await register.getByLabel('Bonus code').fill('NO-SUCH-CODE');
    await expect(register.getByText(messages.coupon.couponInvalid)).toBeVisible();
    await register.getByLabel('Bonus code').fill(RELOAD_COUPON);
    await expect(register.getByText(messages.coupon.valid)).toBeVisible();
    // Before sign-up the modal says what the code gives, and that the advertised welcome bonus stays.
    await expect(register.getByText(promotionMessages.registrationCodeKept('Reload: 50% bonus + 25 free spins', 'deposit'))).toBeVisible();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await saveScreen(page, `register-code-${viewport.width}`, register);
    }
    await register.getByRole('checkbox', { name: /18 years or older/ }).check();
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await completeProfileThroughApi(page.request);

    // The registration code registered its offer for a later deposit: the first deposit earns the welcome tier.
    await page.goto('/profile/available-promotions');
    const reload = page.getByRole('article').filter({ hasText: `Code ${RELOAD_COUPON} · on your next deposit of 20.00 EUR or more` });
    await expect(reload.getByText(/for a deposit after your first, which still gets the welcome bonus/)).toBeVisible();

    const deposit = await openDeposit(page);
    await deposit.getByLabel('Amount', { exact: true }).fill('12');
    await expect(deposit.getByText('Deposit 16.00 EUR or more to get a bonus.')).toBeVisible();
    await deposit.getByLabel('Amount', { exact: true }).fill('50');
    await expect(deposit.getByText('125% bonus + 125 free spins', { exact: true })).toBeVisible();
    await expect(deposit.getByText('Your first deposit bonus')).toBeVisible();
    await expect(deposit.getByText(/Bonus 62\.50 EUR/)).toBeVisible();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await saveScreen(page, `deposit-promotion-${viewport.width}`, deposit);
    }
    await deposit.getByLabel('Bonus code').fill('NOT-A-CODE');
    await expect(deposit.getByText(messages.coupon.couponInvalid)).toBeVisible();
    await deposit.getByLabel('Bonus code').fill('');
    await deposit.getByRole('button', { name: 'Play' }).click();
    await deposit.getByRole('button', { name: 'Credit Card' }).click();
    await deposit.getByRole('button', { name: /Ruby/ }).click();
    const checkout = page.frameLocator('iframe[title="Payment"]');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expect(page.locator('iframe[title="Payment"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(headerBalance(page)).toHaveText(/50\.00 EUR|112\.50 EUR/, { timeout: 15_000 });
    // While the promotion runs the header shows its bonus money beside the cash.
    await expect(headerBalance(page)).toHaveText('50.00 EUR');
    await expect(page.getByRole('banner').getByText('+ 62.50 bonus')).toBeVisible();
    for (const dismiss of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await dismiss.click();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await saveScreen(page, `header-bonus-${viewport.width}`, page.getByRole('banner'));
    }

    await page.goto('/profile/available-promotions');
    const welcome = page.getByRole('article', { name: /First deposit: 125% bonus \+ 125 free spins/ });
    await expect(welcome.getByText('62.50 EUR').first()).toBeVisible();
    await expect(welcome.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('aria-valuetext', '0.00 EUR of 625.00 EUR wagered');
    await expect(welcome.getByRole('progressbar', { name: /^Free spins/ })).toHaveAttribute('aria-valuetext', '125 of 125 left');
    await expect(welcome.getByRole('link', { name: 'Play free spins' })).toHaveAttribute('href', '/game/lodestar-fruit-constellation');
    await expectNoSeriousA11yViolations(page, 'available promotions with an active bonus');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await saveScreen(page, `available-promotions-${viewport.width}`);
    }

    // A free spin from the promotion's card: the slot opens with the spins counting down, paid by the house.
    await page.setViewportSize(DESKTOP);
    await welcome.getByRole('link', { name: 'Play free spins' }).click();
    const slot = page.frameLocator('iframe[title="Fruit Constellation"]');
    const freeSpins = slot.getByRole('region', { name: 'Free spins' });
    await expect(freeSpins.getByText('Free spins: 125 left')).toBeVisible({ timeout: 30_000 });
    await slot.getByRole('button', { name: 'Play free spin' }).click();
    await expect(freeSpins.getByText('Free spins: 124 left')).toBeVisible({ timeout: 30_000 });
    await expect(headerBalance(page)).toHaveText('50.00 EUR');
    // A paid spin (cash first) counts towards the wagering.
    await expect(slot.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled({ timeout: 30_000 });
    await slot.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(slot.getByTestId('slot-win')).toHaveText(/^\d+\.\d{2} EUR$/, { timeout: 30_000 });

    await page.goto('/profile/available-promotions');
    await expect(welcome.getByRole('progressbar', { name: /^Free spins/ })).toHaveAttribute('aria-valuetext', '124 of 125 left');
    await expect(welcome.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute(
      'aria-valuetext',
      /^(?!0\.00 EUR)\d+\.\d{2} EUR of 625\.00 EUR wagered$/,
    );

    // The paid spin also counted for the loyalty programme.
    await page.goto('/profile/details');
    await expect(page.getByTestId('loyalty-widget').getByTestId('loyalty-level-name')).toHaveText('Bronze');
    await expect(page.getByRole('progressbar', { name: 'Progress to the next loyalty level' })).toBeVisible();

    // A second deposit now would get nothing more: the modal says so.
    const again = await openDeposit(page);
    await again.getByLabel('Amount', { exact: true }).fill('30');
    await expect(again.getByText(promotionMessages.alreadyActive, { exact: false })).toBeVisible();
    await again.getByRole('button', { name: 'Close' }).click();

    await page.goto('/profile/account/general');
    const redeem = page.getByRole('region', { name: 'Redeem Promotion Coupon' });
    await redeem.getByLabel('Coupon code').fill('NO-SUCH-CODE');
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeem.getByText(messages.coupon.invalid)).toBeVisible();
    await redeem.getByLabel('Coupon code').fill(FREE_SPINS_COUPON);
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText(messages.coupon.registered)).toBeVisible();
    await expect(page).toHaveURL(`${server.baseUrl}/profile/available-promotions`);
    // Held back while the welcome bonus runs: an offer to claim later.
    await expect(page.getByRole('article', { name: '20 free spins, no deposit needed' }).getByRole('button', { name: 'Claim now' })).toBeVisible();
    // The registration code is still there for a later deposit.
    await expect(page.getByRole('article').filter({ hasText: `Code ${RELOAD_COUPON}` })).toBeVisible();
  });
});
