import type { Page, Request, Route } from '@playwright/test';
import {
  FREE_SPIN_GAME_ID,
  PROMOTION_TERMS,
  apiPaths,
  bonusTiers,
  messages,
  promotionMessages,
  type EligiblePromotion,
  type PlayerPromotion,
} from '@lodestar/contracts';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations } from './support/browser.ts';
import { openDeposit } from './support/deposit.ts';
import { expect, test } from './support/fixtures.ts';
import { saveScreen } from './support/screens.ts';
import { completeProfileThroughApi, markVerified, depositThroughSandbox } from './support/players.ts';

/**
 * The web side of the promotions against answers shaped by the contracts: the promotion calls are stubbed, so the
 * exact words and dialogs are checked for situations (a 2nd deposit, a running bonus) that take long to build for
 * real. promotions.e2e.ts runs the same screens against the real server. With PROMO_SCREENS=<folder> it also
 * saves the screenshots of the note.
 */
const tierOffers: EligiblePromotion[] = bonusTiers.map((tier) => ({
  id: `tier-${tier.depositNumber}-${tier.fromEur}`,
  name: tier.depositNumber === 1 ? 'Welcome bonus' : `Deposit ${tier.depositNumber} bonus`,
  kind: 'deposit',
  depositNumber: tier.depositNumber,
  minDepositEur: `${tier.fromEur}.00`,
  bonusPercent: tier.percent,
  freeSpins: tier.freeSpins,
  freeSpinGame: { id: FREE_SPIN_GAME_ID, name: 'Fruit Constellation' },
  maxBonusEur: '8000.00',
  wageringMultiplier: PROMOTION_TERMS.wageringMultiplier,
  validDays: PROMOTION_TERMS.bonusValidDays,
  couponCode: null,
  accepted: true,
  afterWelcomeBonus: false,
  terms: `${tier.percent}% of the deposit as bonus, wagered 10 times within 30 days; ${tier.freeSpins} free spins of 0.10 EUR within 7 days.`,
}));

const day = 86_400_000;
const activePromotion: PlayerPromotion = {
  id: 'granted-1',
  name: 'Welcome bonus',
  status: 'active',
  currency: 'EUR',
  bonusAmount: '62.50',
  bonusBalance: '62.50',
  wageringRequired: '625.00',
  wagered: '87.50',
  freeSpins: { total: 125, left: 118, game: { id: FREE_SPIN_GAME_ID, name: 'Fruit Constellation' }, stake: '0.10', winnings: '1.40' },
  maxStake: '5.00',
  expiresAt: new Date(Date.now() + 30 * day).toISOString(),
  createdAt: new Date().toISOString(),
  terms: '125% of the deposit as bonus, wagered 10 times within 30 days; 125 free spins of 0.10 EUR within 7 days.',
};

interface Stubs {
  eligible: EligiblePromotion[];
  mine: PlayerPromotion[];
  depositCount?: number;
}

/**
 * Answers the promotion calls (and, when asked, the deposit count) from `stubs`, which a test may change. A
 * coupon check is answered at once, unless the test holds the next refused code's answer (`holdNextRefusal`).
 */
async function stubPromotions(page: Page, stubs: Stubs) {
  let heldRefusal: { arrived: (request: Request) => void; released: Promise<void> } | undefined;
  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(
    (url) => url.pathname === apiPaths.eligiblePromotions,
    (route) => json(route, { promotions: stubs.eligible }),
  );
  await page.route(
    (url) => url.pathname === apiPaths.playerPromotions,
    async (route) => {
      if (route.request().method() === 'DELETE') {
        const { id } = route.request().postDataJSON() as { id: string };
        stubs.mine = stubs.mine.map((promotion) => (promotion.id === id ? { ...promotion, status: 'forfeited', bonusBalance: '0.00' } : promotion));
        return json(route, { message: 'Cancelled' });
      }
      return json(route, { promotions: stubs.mine });
    },
  );
  await page.route(
    (url) => url.pathname === apiPaths.couponCheck,
    async (route) => {
      const { couponName } = route.request().postDataJSON() as { couponName: string };
      const valid = couponName === 'SPINS20';
      const held = valid ? undefined : heldRefusal;
      if (held) {
        heldRefusal = undefined;
        held.arrived(route.request());
        await held.released;
      }
      // The page may have given the request up meanwhile: there is then nothing to answer.
      const promotion = valid ? { name: '20 free spins, no deposit needed', kind: 'no-deposit' } : null;
      return json(route, { valid, message: valid ? messages.coupon.valid : messages.coupon.couponInvalid, promotion }).catch(() => undefined);
    },
  );
  if (stubs.depositCount !== undefined) {
    await page.route(
      (url) => url.pathname === apiPaths.totalDeposits,
      (route) =>
        json(route, {
          deposits: Array.from({ length: stubs.depositCount ?? 0 }, (_, index) => ({
            id: `d${index}`,
            amount: '30.00',
            currency: 'EUR',
            createdAt: new Date().toISOString(),
          })),
        }),
    );
  }
  return {
    /** Holds the answer of the next refused code until released: an answer still on its way as the player types on. */
    holdNextRefusal() {
      let arrived!: (request: Request) => void;
      let release!: () => void;
      const request = new Promise<Request>((resolve) => (arrived = resolve));
      heldRefusal = { arrived, released: new Promise<void>((resolve) => (release = resolve)) };
      return { request, release };
    },
  };
}

test.describe('promotions in the web app', () => {
  test('the deposit modal states the offer for each amount band and checks the bonus code as typed', async ({ page, player: _signedIn }) => {
    const coupons = await stubPromotions(page, { eligible: tierOffers, mine: [] });
    await page.goto('/');
    const deposit = await openDeposit(page);
    const amount = deposit.getByLabel('Amount', { exact: true });

    await amount.fill('5');
    await expect(deposit.getByText(messages.money.belowMinimumDeposit('10'))).toBeVisible();
    await amount.fill('12');
    await expect(deposit.getByText(messages.money.noPromotion, { exact: true })).toBeVisible();
    await expect(deposit.getByText('Deposit 16.00 EUR or more to get a bonus.')).toBeVisible();
    await amount.fill('50');
    await expect(deposit.getByText('125% bonus + 125 free spins')).toBeVisible();
    await expect(deposit.getByText(/Bonus 62\.50 EUR · 10× wagering in 30 days/)).toBeVisible();

    const code = deposit.getByLabel('Bonus code');
    await code.pressSequentially('SPINS2', { delay: 30 });
    await expect(deposit.getByText(messages.coupon.couponInvalid)).toBeVisible();
    // A shorter code's 'invalid', still on its way when the player types the rest, cannot come back over the
    // latest answer: the page gives its request up (coupon-check.ts), so it never reaches the field.
    const slowRefusal = coupons.holdNextRefusal();
    await code.press('Backspace');
    const shorterCode = await slowRefusal.request;
    expect(shorterCode.postDataJSON()).toEqual({ couponName: 'SPINS' });
    await code.pressSequentially('20', { delay: 30 });
    await expect(deposit.getByText(messages.coupon.valid)).toBeVisible();
    slowRefusal.release();
    expect(await shorterCode.response(), 'the request of the shorter code, given up').toBeNull();
    await expect(deposit.getByText(messages.coupon.valid)).toBeVisible();
    await expect(deposit.getByText(messages.coupon.couponInvalid)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'deposit modal with a promotion');

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await saveScreen(page, `stubbed-deposit-promotion-${viewport.width}`, page.getByRole('dialog'));
    }
  });

  test('a 2nd deposit of 16 EUR is told the amount that really qualifies, and a declined offer is not shown', async ({ page, player: _signedIn }) => {
    const stubs: Stubs = { eligible: tierOffers, mine: [], depositCount: 1 };
    await stubPromotions(page, stubs);
    let declined = false;
    await page.route(
      (url) => url.pathname === apiPaths.eligiblePromotions,
      async (route) => {
        if (route.request().method() === 'DELETE') {
          declined = true;
          stubs.eligible = stubs.eligible.map((offer) => ({ ...offer, accepted: false }));
          return route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"Declined"}' });
        }
        return route.fallback();
      },
    );
    await page.goto('/');
    const deposit = await openDeposit(page);
    await deposit.getByLabel('Amount', { exact: true }).fill('16');
    await expect(deposit.getByText('Deposit 20.00 EUR or more to get a bonus.')).toBeVisible();
    await saveScreen(page, 'deposit-second-deposit-16eur', page.getByRole('dialog'));
    await deposit.getByLabel('Amount', { exact: true }).fill('20');
    await expect(deposit.getByText('150% bonus + 100 free spins')).toBeVisible();

    await deposit.getByRole('button', { name: messages.money.noPromotion }).click();
    await expect.poll(() => declined).toBe(true);
    await expect(deposit.getByText('150% bonus + 100 free spins')).toHaveCount(0);
    await expect(deposit.getByText(messages.money.noPromotion)).toHaveCount(0);
    await expect(deposit.getByRole('button', { name: 'Play' })).toBeEnabled();
  });

  test('available promotions show progress, and cancelling says what is forfeited first', async ({ page, player: _signedIn }) => {
    const stubs: Stubs = {
      eligible: [tierOffers[3]!, { ...tierOffers[4]!, accepted: false }],
      mine: [activePromotion, { ...activePromotion, id: 'granted-0', name: 'Spring spins', status: 'completed', bonusBalance: '0.00' }],
    };
    await stubPromotions(page, stubs);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/profile/available-promotions');
      const card = page.getByRole('article', { name: 'Welcome bonus' });
      await expect(card.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('aria-valuetext', '87.50 EUR of 625.00 EUR wagered');
      await expect(card.getByRole('progressbar', { name: 'Free spins on Fruit Constellation' })).toHaveAttribute('aria-valuetext', '118 of 125 left');
      await saveScreen(page, `stubbed-available-promotions-${viewport.width}`);
    }
    await expectNoSeriousA11yViolations(page, 'available promotions');
    const card = page.getByRole('article', { name: 'Welcome bonus' });
    await expect(card.getByText('62.50 EUR').first()).toBeVisible();
    await expect(card.getByRole('link', { name: 'Play free spins' })).toHaveAttribute('href', '/game/lodestar-fruit-constellation');

    await card.getByRole('button', { name: 'Cancel promotion' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Welcome bonus?' });
    await expect(confirm).toHaveAccessibleDescription(promotionMessages.cancelForfeits('62.50 EUR'));
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await saveScreen(page, 'cancel-confirm-1280');
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await card.getByRole('button', { name: 'Cancel promotion' }).click();
    await confirm.getByRole('button', { name: 'Cancel promotion' }).click();
    await expect(page.getByText('Welcome bonus cancelled')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Welcome bonus' }).getByText('Forfeited')).toBeVisible();
  });

  test('the loading failures of the eligible promotions and the minimums are toasted', async ({ page, player: _signedIn }) => {
    await page.route(
      (url) =>
        url.pathname === apiPaths.eligiblePromotions ||
        url.pathname.startsWith(apiPaths.minimums('')) ||
        url.pathname.startsWith(apiPaths.rateLimit('')),
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable","code":"HTTP_503"}' }),
    );
    await page.goto('/profile/available-promotions');
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: promotionMessages.eligibleFailed })).toBeVisible();
    const deposit = await openDeposit(page);
    await expect(page.getByText(messages.toast.minimumsFailed)).toBeVisible();
    await deposit.getByRole('button', { name: 'Close' }).click();
    // Without its minimum the cashout button stays disabled: the player is told why instead of facing a dead button.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Cash out' }).click();
    await expect(page.getByText(messages.toast.minimumCashoutFailed)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cash out' }).getByRole('button', { name: 'Cash out', exact: true })).toBeDisabled();
  });

  test('a cashout that would forfeit the bonus asks first and is sent again once confirmed', async ({ page, server, player }) => {
    await completeProfileThroughApi(page.request);
    await markVerified(server, player.playerId);
    await depositThroughSandbox(page.request);
    const bodies: Record<string, unknown>[] = [];
    await page.route(
      (url) => url.pathname === apiPaths.fiatWithdraw,
      async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        bodies.push(body);
        if (body.forfeitBonus === true) return route.fallback();
        return route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: promotionMessages.withdrawalForfeits('62.50 EUR'), code: 'BONUS_FORFEIT_REQUIRED' }),
        });
      },
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Cash out' }).click();
    const cashout = page.getByRole('dialog', { name: 'Cash out' });
    const amount = cashout.getByRole('textbox', { name: 'Amount' });
    await amount.fill('10');
    await cashout.getByRole('button', { name: 'Cash out', exact: true }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Forfeit your bonus?' });
    await expect(confirm).toHaveAccessibleDescription(promotionMessages.withdrawalForfeits('62.50 EUR'));
    await confirm.getByRole('button', { name: 'Keep my bonus' }).click();
    await expect(amount).toHaveValue('10');
    await cashout.getByRole('button', { name: 'Cash out', exact: true }).click();
    await confirm.getByRole('button', { name: 'Forfeit bonus and cash out' }).click();
    await expect(page.getByText(messages.money.cashoutSent)).toBeVisible();
    expect(bodies.map((body) => body.forfeitBonus ?? false)).toEqual([false, false, true]);
  });

  test('the terms page states the bonus terms from the tiers running now', async ({ page }) => {
    // Another test of this worker's server may have added a tier: the page lists what the server runs.
    const running = (await (await page.request.get(apiPaths.depositBonusTiers)).json()).tiers as unknown[];
    expect(running.length).toBeGreaterThanOrEqual(bonusTiers.length);
    await page.goto('/terms#bonus-terms');
    const section = page.locator('#bonus-terms');
    await expect(section.getByRole('heading', { name: '5. Bonus terms' })).toBeVisible();
    await expect(section.getByRole('row')).toHaveCount(running.length + 1);
    await expect(section.getByRole('row', { name: '1st 100 EUR 200% of the deposit 150' })).toBeVisible();
    await expect(section.getByText(/wagered 10 times \(its amount × 10\) within 30 days/)).toBeVisible();
    await expect(section.getByText(/largest stake is 5\.00 EUR/)).toBeVisible();
    await expect(section.getByText(/A bonus code entered when you register never takes away the welcome bonus of your first deposit/)).toBeVisible();
  });
});
