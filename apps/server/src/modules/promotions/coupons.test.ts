import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, messages, promotionMessages } from '@lodestar/contracts';
import { sessionCookieOf, useTestApp, validRegistration } from '../../../test/test-app.ts';
import { depositByCard, newPlayer, simulateChainTransaction } from '../payments/payments-test-kit.ts';
import { promotionsTestKit } from './promotions-test-kit.ts';
import { promotionCoupons } from './schema.ts';
import { DEMO_COUPONS } from './seed.ts';

const t = useTestApp();
const kit = promotionsTestKit(t);
const DAY_MS = 86_400_000;

const depositsOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.paymentHistory('fiat', 'deposits'), headers: { cookie } })).json().items as unknown[];
const usesOf = async (code: string) =>
  (
    await t.database.db
      .select({ uses: promotionCoupons.uses })
      .from(promotionCoupons)
      .where(sql`${promotionCoupons.code} = ${code}`)
  )[0]!.uses;

describe('POST promotion/coupon', () => {
  it('answers valid, naming the promotion, for a seeded coupon signed out and signed in, in any case, and invalid for an unknown one', async () => {
    expect((await kit.checkCoupon(undefined, DEMO_COUPONS.noDeposit)).json()).toEqual({
      valid: true,
      message: 'Coupon is valid',
      promotion: { name: '20 free spins, no deposit needed', kind: 'no-deposit' },
    });
    expect((await kit.checkCoupon(undefined, ' reload50 ')).json()).toEqual({
      valid: true,
      message: 'Coupon is valid',
      promotion: { name: 'Reload: 50% bonus + 25 free spins', kind: 'deposit' },
    });
    const { cookie } = await newPlayer(t);
    expect((await kit.checkCoupon(cookie, DEMO_COUPONS.deposit)).json()).toMatchObject({ valid: true });
    expect((await kit.checkCoupon(cookie, 'NO-SUCH-CODE')).json()).toEqual({ valid: false, message: 'Coupon is invalid', promotion: null });
  });

  it('answers invalid for expired, not yet valid and exhausted coupons', async () => {
    const expired = await kit.createCoupon('coupon-spins20', {
      validFrom: new Date(Date.now() - 10 * DAY_MS),
      validUntil: new Date(Date.now() - DAY_MS),
    });
    const future = await kit.createCoupon('coupon-spins20', { validFrom: new Date(Date.now() + DAY_MS) });
    const exhausted = await kit.createCoupon('coupon-spins20', { maxUses: 3, uses: 3 });
    for (const code of [expired, future, exhausted]) {
      expect((await kit.checkCoupon(undefined, code)).json(), code).toEqual({ valid: false, message: 'Coupon is invalid', promotion: null });
    }
    const { cookie } = await newPlayer(t);
    for (const code of [expired, future, exhausted]) {
      const redeemed = await kit.redeem(cookie, code);
      expect(redeemed.statusCode).toBe(400);
      expect(redeemed.json()).toMatchObject({ message: 'Not a valid promo code', fieldErrors: { promotionCoupon: ['Not a valid promo code'] } });
    }
    expect(await kit.grants(cookie)).toEqual([]);
    expect(await usesOf(exhausted)).toBe(3);
  });

  it('answers at the user-service path SPEC.md §7 gives and at the profile-service path alike', async () => {
    const checkAt = async (url: string, couponName: string, cookie?: string) => {
      const response = await t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: { couponName } });
      return { status: response.statusCode, body: response.json() };
    };
    const bothPaths = async (couponName: string, cookie?: string) => {
      const [spec, alias] = [
        await checkAt('/user-service/api/v1/promotion/coupon', couponName, cookie),
        await checkAt('/profile-service/api/v1/promotion/coupon', couponName, cookie),
      ];
      expect(alias).toEqual(spec);
      return spec;
    };
    expect(await bothPaths(DEMO_COUPONS.noDeposit)).toEqual({
      status: 200,
      body: { valid: true, message: 'Coupon is valid', promotion: { name: '20 free spins, no deposit needed', kind: 'no-deposit' } },
    });
    const invalid = { status: 200, body: { valid: false, message: 'Coupon is invalid', promotion: null } };
    expect(await bothPaths('NO-SUCH-CODE')).toEqual(invalid);
    expect((await bothPaths('   ')).status).toBe(400);
    // Signed in, both answer for the player: a coupon already redeemed is invalid for them at either path.
    const { cookie } = await newPlayer(t);
    expect((await kit.redeem(cookie, DEMO_COUPONS.noDeposit)).statusCode).toBe(200);
    expect(await bothPaths(DEMO_COUPONS.noDeposit, cookie)).toEqual(invalid);
  });

  it('refuses an empty or over-long code with 400 and a field message', async () => {
    const tooLong = await kit.checkCoupon(undefined, 'A'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.couponName).toEqual([messages.field.tooLong(255)]);
    expect((await kit.checkCoupon(undefined, '   ')).statusCode).toBe(400);
    const { cookie } = await newPlayer(t);
    expect((await kit.redeem(cookie, 'B'.repeat(256))).statusCode).toBe(400);
  });
});

describe('PUT profile/redeem-promotion-coupon', () => {
  it('grants a no-deposit coupon at once, once per player', async () => {
    const { cookie } = await newPlayer(t);
    const before = await usesOf(DEMO_COUPONS.noDeposit);
    const redeemed = await kit.redeem(cookie, 'spins20');
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({ message: 'Promo code is registered!' });
    expect(await kit.grants(cookie)).toEqual([
      expect.objectContaining({
        status: 'active',
        bonusAmount: '0.00',
        freeSpins: expect.objectContaining({ total: 20, left: 20, game: { id: 'lodestar:slot-fruit-constellation', name: 'Fruit Constellation' } }),
      }),
    ]);
    expect((await kit.funds(cookie))[0]!.freeSpinWallet).toMatchObject({ winUnlockConfig: { depositAmount: '0.00', depositCurrency: 'EUR' } });
    // Already used: invalid for this player now, and a second redemption moves nothing.
    expect((await kit.checkCoupon(cookie, DEMO_COUPONS.noDeposit)).json()).toMatchObject({ valid: false });
    expect((await kit.redeem(cookie, DEMO_COUPONS.noDeposit)).json()).toMatchObject({ message: 'Not a valid promo code' });
    expect(await kit.grants(cookie)).toHaveLength(1);
    expect(await usesOf(DEMO_COUPONS.noDeposit)).toBe(before + 1);
    expect(await kit.ledgerViolations()).toEqual([]);
  });

  it('never passes a coupon’s last use, however many players redeem it at once', async () => {
    const code = await kit.createCoupon('coupon-spins20', { maxUses: 2 });
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(t)));
    const answers = await Promise.all(players.map((player) => kit.redeem(player.cookie, code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(4);
    expect(await usesOf(code)).toBe(2);
  });

  it('registers one player’s code once when the same redemption arrives twice at once', async () => {
    const code = await kit.createCoupon('coupon-reload50', { perPlayerLimit: 1 });
    const { cookie } = await newPlayer(t);
    const answers = await Promise.all([kit.redeem(cookie, code), kit.redeem(cookie, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await usesOf(code)).toBe(1);
    expect((await kit.eligible(cookie)).filter((offer) => offer.couponCode === code)).toHaveLength(1);
  });

  it('makes a deposit coupon an eligible offer that the next qualifying deposit earns instead of the tier', async () => {
    const { cookie } = await newPlayer(t);
    await kit.redeem(cookie, DEMO_COUPONS.deposit);
    const offers = await kit.eligible(cookie);
    expect(offers[0]).toMatchObject({
      id: 'coupon-reload50',
      couponCode: 'RELOAD50',
      minDepositEur: '20.00',
      accepted: true,
      bonusPercent: 50,
      freeSpins: 25,
    });
    expect(offers.slice(1).map((offer) => offer.id)).toEqual(['deposit-1-from-16', 'deposit-1-from-50', 'deposit-1-from-100']);
    await depositByCard(t, cookie, '30');
    expect(await kit.grants(cookie)).toEqual([expect.objectContaining({ name: 'Reload: 50% bonus + 25 free spins', bonusAmount: '15.00' })]);
    expect((await kit.eligible(cookie)).map((offer) => offer.id)).toEqual(['deposit-2-from-20']);
  });
});

describe('a deposit’s promotionCoupon', () => {
  it('refuses a deposit with a code the player cannot use: 400 on the field, no payment created', async () => {
    const { cookie } = await newPlayer(t);
    for (const code of ['NOPE', await kit.createCoupon('coupon-reload50', { maxUses: 1, uses: 1 })]) {
      const started = await t.app.inject({
        method: 'POST',
        url: apiPaths.deposit('ems'),
        headers: { cookie },
        payload: { amount: '30', currency: 'EUR', promotionCoupon: code },
      });
      expect(started.statusCode).toBe(400);
      expect(started.json()).toMatchObject({ message: 'Coupon is invalid', fieldErrors: { promotionCoupon: ['Coupon is invalid'] } });
    }
    const crypto = await t.app.inject({
      method: 'POST',
      url: apiPaths.cryptoDeposit,
      headers: { cookie },
      payload: { currency: 'BTC', promotionCoupon: 'NOPE' },
    });
    expect(crypto.statusCode).toBe(400);
    expect(await depositsOf(cookie)).toEqual([]);
  });

  it('applies the code at credit: the deposit earns the coupon’s promotion', async () => {
    const { cookie } = await newPlayer(t);
    const started = await t.app.inject({
      method: 'POST',
      url: apiPaths.deposit('ems'),
      headers: { cookie },
      payload: { amount: '40', currency: 'EUR', promotionCoupon: 'reload50' },
    });
    expect(started.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.json().paymentId}/pay`, headers: { cookie } });
    expect(await kit.grants(cookie)).toEqual([expect.objectContaining({ name: 'Reload: 50% bonus + 25 free spins', bonusAmount: '20.00' })]);
    expect(await kit.ledgerViolations()).toEqual([]);
  });
});

describe('a crypto deposit’s promotionCoupon', () => {
  it('registers the code with the address, and the chain payment that follows earns its promotion', async () => {
    const { cookie } = await newPlayer(t, 'BTC');
    const addressed = await t.app.inject({
      method: 'POST',
      url: apiPaths.cryptoDeposit,
      headers: { cookie },
      payload: { currency: 'BTC', promotionCoupon: 'RELOAD50' },
    });
    expect(addressed.statusCode).toBe(200);
    expect((await kit.eligible(cookie))[0]).toMatchObject({ id: 'coupon-reload50', couponCode: 'RELOAD50' });
    // Asking for the address again with the same code registers nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: apiPaths.cryptoDeposit,
      headers: { cookie },
      payload: { currency: 'BTC', promotionCoupon: 'RELOAD50' },
    });
    expect(again.statusCode).toBe(200);
    // 0.001 BTC is 60 EUR at the seeded rate: 50% of it is 0.0005 BTC.
    await simulateChainTransaction(t, { currency: 'BTC', address: addressed.json().address, amount: '0.001', confirmations: 6 });
    expect(await kit.grants(cookie)).toEqual([
      expect.objectContaining({ name: 'Reload: 50% bonus + 25 free spins', currency: 'BTC', bonusAmount: '0.00050000' }),
    ]);
    expect(await kit.ledgerViolations()).toEqual([]);
  });
});

describe('registration code', () => {
  const register = (email: string, registrationCode: string) =>
    t.app.inject({ method: 'POST', url: apiPaths.registration, payload: { ...validRegistration(email), registrationCode } });

  it('keeps a no-deposit code typed at registration for after the welcome bonus, and ignores an unusable one', async () => {
    const withCode = await register(`coded-${Date.now()}@example.com`, 'SPINS20');
    expect(withCode.statusCode).toBe(201);
    const cookie = sessionCookieOf(withCode);
    // Not granted at once: the first deposit still earns the welcome bonus.
    expect(await kit.grants(cookie)).toEqual([]);
    expect((await kit.eligible(cookie))[0]).toMatchObject({ id: 'coupon-spins20', couponCode: 'SPINS20', afterWelcomeBonus: true });
    await depositByCard(t, cookie, '50');
    const [welcome] = await kit.grants(cookie);
    expect(welcome).toMatchObject({ name: 'First deposit: 125% bonus + 125 free spins' });
    // The spins wait in the offers; claimed while the welcome bonus runs they are refused, after it they are granted.
    expect((await kit.eligible(cookie))[0]).toMatchObject({ id: 'coupon-spins20', afterWelcomeBonus: false });
    expect((await kit.choose(cookie, 'coupon-spins20', true)).statusCode).toBe(409);
    expect((await kit.cancel(cookie, welcome!.id)).statusCode).toBe(200);
    expect((await kit.choose(cookie, 'coupon-spins20', true)).statusCode).toBe(200);
    expect((await kit.grants(cookie))[0]).toMatchObject({ freeSpins: expect.objectContaining({ total: 20 }) });
    const unknown = await register(`uncoded-${Date.now()}@example.com`, 'NOT-A-CODE');
    expect(unknown.statusCode).toBe(201);
    expect(await kit.grants(sessionCookieOf(unknown))).toEqual([]);
  });

  it('keeps the advertised welcome bonus for the first deposit: a deposit code typed at registration waits for the next', async () => {
    const cookie = sessionCookieOf(await register(`reload-${Date.now()}@example.com`, DEMO_COUPONS.deposit));
    expect((await kit.eligible(cookie))[0]).toMatchObject({ id: 'coupon-reload50', couponCode: 'RELOAD50' });
    await depositByCard(t, cookie, '50');
    const [welcome] = await kit.grants(cookie);
    expect(welcome).toMatchObject({ name: 'First deposit: 125% bonus + 125 free spins', bonusAmount: '62.50' });
    expect((await kit.eligible(cookie)).map((offer) => offer.id)).toEqual(['coupon-reload50', 'deposit-2-from-20']);
    // Once the welcome bonus is over, the next qualifying deposit earns the code's offer.
    expect((await kit.cancel(cookie, welcome!.id)).statusCode).toBe(200);
    await depositByCard(t, cookie, '30');
    expect((await kit.grants(cookie))[0]).toMatchObject({ name: 'Reload: 50% bonus + 25 free spins', bonusAmount: '15.00' });
    expect(await kit.ledgerViolations()).toEqual([]);
  });

  it('gives the first deposit the registration code when the player declined the welcome bonus', async () => {
    const declined = sessionCookieOf(await register(`declined-${Date.now()}@example.com`, DEMO_COUPONS.deposit));
    for (const tier of ['deposit-1-from-16', 'deposit-1-from-50', 'deposit-1-from-100']) await kit.choose(declined, tier, false);
    await depositByCard(t, declined, '30');
    expect(await kit.grants(declined)).toEqual([expect.objectContaining({ name: 'Reload: 50% bonus + 25 free spins' })]);
  });
});

describe('accepting and declining offers', () => {
  it('declining every offer keeps the next deposit without a promotion; accepting one again restores it', async () => {
    const { cookie } = await newPlayer(t);
    await kit.declineAll(cookie);
    expect((await kit.eligible(cookie)).every((offer) => !offer.accepted)).toBe(true);
    await depositByCard(t, cookie, '50');
    expect(await kit.grants(cookie)).toEqual([]);
    // The second deposit has tiers of its own, offered again.
    expect(await kit.eligible(cookie)).toEqual([expect.objectContaining({ id: 'deposit-2-from-20', accepted: true })]);
    await kit.declineAll(cookie);
    expect((await kit.choose(cookie, 'deposit-2-from-20', true)).json().promotions[0]).toMatchObject({ accepted: true });
    await depositByCard(t, cookie, '20');
    expect(await kit.grants(cookie)).toEqual([
      expect.objectContaining({ name: 'Second deposit: 150% bonus + 100 free spins', bonusAmount: '30.00' }),
    ]);
  });

  it('refuses a promotion that is not offered to the player', async () => {
    const { cookie } = await newPlayer(t);
    for (const id of ['deposit-2-from-20', 'coupon-spins20', 'nothing']) {
      const answer = await kit.choose(cookie, id, true);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(promotionMessages.notEligible);
    }
  });

  it('holds a no-deposit coupon while a promotion is active; accepting it then answers 409, and twice at once grants once', async () => {
    const { cookie } = await newPlayer(t);
    await depositByCard(t, cookie, '50');
    const second = await kit.createCoupon('coupon-spins20');
    expect((await kit.redeem(cookie, DEMO_COUPONS.noDeposit)).statusCode).toBe(200);
    expect((await kit.redeem(cookie, second)).statusCode).toBe(200);
    expect(await kit.grants(cookie)).toHaveLength(1);
    const held = await kit.choose(cookie, 'coupon-spins20', true);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(promotionMessages.alreadyActive);

    const [active] = await kit.grants(cookie);
    expect((await kit.cancel(cookie, active!.id)).statusCode).toBe(200);
    // Both registrations are offers of the same promotion: two accepts at once grant one of them.
    const answers = await Promise.all([kit.choose(cookie, 'coupon-spins20', true), kit.choose(cookie, 'coupon-spins20', true)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const grants = await kit.grants(cookie);
    expect(grants.filter((grant) => grant.status === 'active')).toHaveLength(1);
    expect(grants).toHaveLength(2);
    expect(await kit.ledgerViolations()).toEqual([]);
  });
});
