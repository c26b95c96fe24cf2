import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPromotionPaths as paths,
  promotionAdminMessages,
  type AdminCouponOffer,
  type AdminPromotionList,
  type CreateCouponRequest,
} from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { promotionsTestKit } from './promotions-test-kit.ts';
import { playerPromotions, promotionCoupons, promotions } from './schema.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const staff = staffTestKit(t, clock.now);
const player = promotionsTestKit(t);
const HOUR_MS = 3_600_000;

let marketing: string;
let support: string;
beforeAll(async () => {
  marketing = (await staff.signedIn('marketing', clock.advance)).cookie;
  support = (await staff.signedIn('support', clock.advance)).cookie;
});

let codeCounter = 0;
const newCode = () => `STAFF-${++codeCounter}-${Date.now().toString(36)}`.toUpperCase();
const couponUrl = (path: string, code: string) => path.replace(':id', encodeURIComponent(code));
const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const offer = (overrides: Partial<CreateCouponRequest> = {}): CreateCouponRequest => ({
  couponCode: newCode(),
  bonusKind: 'fixed',
  fixedBonusEur: '10',
  freeSpins: 5,
  maxRedemptions: 100,
  validFrom: new Date(clock.now().getTime() - HOUR_MS).toISOString(),
  validUntil: new Date(clock.now().getTime() + 24 * HOUR_MS).toISOString(),
  ...overrides,
});
const create = (body: object, cookie = marketing) => call(cookie, 'POST', paths.createCoupon, body);
const list = async () => {
  const response = await call(marketing, 'GET', paths.list);
  if (response.statusCode !== 200) throw new Error(`list: ${response.body}`);
  return response.json() as AdminPromotionList;
};
const couponOf = async (code: string): Promise<AdminCouponOffer | undefined> => (await list()).coupons.find((coupon) => coupon.code === code);
/** Rows a refused call must leave as they were. */
const tableCounts = async () => {
  const { db } = t.database;
  const [[p], [c], [g]] = await Promise.all([
    db.select({ n: count() }).from(promotions),
    db.select({ n: count() }).from(promotionCoupons),
    db.select({ n: count() }).from(playerPromotions),
  ]);
  return { promotions: p!.n, coupons: c!.n, grants: g!.n };
};

describe('who may call', () => {
  it('answers 401 without staff credentials and 403 to a role without promotions:manage, changing nothing and auditing both', async () => {
    const code = newCode();
    expect((await create(offer({ couponCode: code }))).statusCode).toBe(200);
    const before = { counts: await tableCounts(), coupon: await couponOf(code) };
    const { cookie: playerCookie } = await newPlayer(t);
    const calls: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', paths.list],
      ['POST', paths.createCoupon, offer()],
      ['PUT', couponUrl(paths.editCoupon, code), { ...offer(), couponCode: undefined }],
      ['POST', couponUrl(paths.couponLimit, code), { maxRedemptions: 1 }],
      ['POST', couponUrl(paths.expireCoupon, code)],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(playerCookie, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const denied = await call(support, method, url, body);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      const [row] = await latestAuditRows(t.database.db, 1);
      expect(row).toMatchObject({ action: `${method} ${url.replace(encodeURIComponent(code), ':id')}`, outcome: '403' });
    }
    expect(await tableCounts()).toEqual(before.counts);
    expect(await couponOf(code)).toEqual(before.coupon);
  });
});

describe('create a coupon offer', () => {
  it('creates it live with its terms, lists it with its counts and audits the call with its fields', async () => {
    const body = offer({ couponCode: `new-${Date.now()}`, bonusKind: 'percent', bonusPercent: 50, maxBonusEur: '100', freeSpins: 25 });
    const created = await create(body);
    expect(created.json()).toEqual({ message: promotionAdminMessages.created });
    const [audit] = await latestAuditRows(t.database.db, 1);
    expect(audit).toMatchObject({
      action: `POST ${paths.createCoupon}`,
      outcome: 'ok',
      details: {
        permission: 'promotions:manage',
        body: { couponCode: body.couponCode.toUpperCase(), bonusPercent: 50, maxBonusEur: '100', freeSpins: 25 },
      },
    });
    expect(await couponOf(body.couponCode.toUpperCase())).toMatchObject({
      name: '50% bonus up to 100 EUR + 25 free spins',
      bonusKind: 'percent',
      bonusPercent: 50,
      maxBonusEur: '100.00',
      freeSpins: 25,
      redeemed: 0,
      granted: 0,
      maxRedemptions: 100,
      status: 'live',
    });
    const { depositTiers } = await list();
    expect(depositTiers.length).toBeGreaterThanOrEqual(5);
    expect(depositTiers[0]).toMatchObject({ depositNumber: 1, status: 'live' });
  });

  it('answers 409 for a code that exists in any case, creating no promotion', async () => {
    const code = newCode();
    expect((await create(offer({ couponCode: code }))).statusCode).toBe(200);
    const before = await tableCounts();
    const duplicate = await create(offer({ couponCode: code.toLowerCase() }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: promotionAdminMessages.codeTaken,
      fieldErrors: { couponCode: [promotionAdminMessages.codeTaken] },
    });
    expect((await create(offer({ couponCode: 'spins20' }))).statusCode).toBe(409);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 with a message on the field at fault, creating nothing', async () => {
    const before = await tableCounts();
    const from = clock.now().toISOString();
    const cases: Array<[Partial<CreateCouponRequest>, string, string]> = [
      [{ fixedBonusEur: '-5' }, 'fixedBonusEur', promotionAdminMessages.amountNegative],
      [{ fixedBonusEur: '0' }, 'fixedBonusEur', promotionAdminMessages.amountZero],
      [{ fixedBonusEur: '9000' }, 'fixedBonusEur', promotionAdminMessages.amountAboveMaximum],
      [{ fixedBonusEur: '1.234' }, 'fixedBonusEur', promotionAdminMessages.amountFormat],
      [{ bonusKind: 'percent', bonusPercent: 501, maxBonusEur: '10' }, 'bonusPercent', promotionAdminMessages.percentRange],
      [{ bonusKind: 'percent', bonusPercent: 50 }, 'maxBonusEur', promotionAdminMessages.amountFormat],
      [{ bonusKind: 'percent', bonusPercent: 50, maxBonusEur: '-1' }, 'maxBonusEur', promotionAdminMessages.amountNegative],
      [{ freeSpins: 501 }, 'freeSpins', promotionAdminMessages.freeSpinsRange],
      [{ freeSpins: -1 }, 'freeSpins', promotionAdminMessages.freeSpinsRange],
      [{ bonusKind: 'none', freeSpins: 0 }, 'freeSpins', promotionAdminMessages.givesNothing],
      [
        { validFrom: from, validUntil: new Date(clock.now().getTime() - HOUR_MS).toISOString() },
        'validUntil',
        promotionAdminMessages.untilBeforeFrom,
      ],
      [{ validFrom: 'tomorrow' }, 'validFrom', promotionAdminMessages.dateFormat],
      [{ couponCode: 'NO SPACES' }, 'couponCode', promotionAdminMessages.codeFormat],
      [{ couponCode: 'ÄÖÜ1' }, 'couponCode', promotionAdminMessages.codeFormat],
      [{ couponCode: 'AB' }, 'couponCode', promotionAdminMessages.codeLength],
      [{ maxRedemptions: 0 }, 'maxRedemptions', promotionAdminMessages.limitRange],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await create(offer(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fieldErrors[field], JSON.stringify(overrides)).toContain(message);
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe('what players get', () => {
  it('grants a fixed bonus and free spins at redemption, within PROMOTION_TERMS', async () => {
    const code = newCode();
    await create(offer({ couponCode: code, fixedBonusEur: '12.50', freeSpins: 7 }));
    const { cookie } = await newPlayer(t);
    expect((await player.redeem(cookie, code.toLowerCase())).json()).toEqual({ message: 'Promo code is registered!' });
    const [grant] = await player.grants(cookie);
    expect(grant).toMatchObject({ status: 'active', bonusAmount: '12.50', wageringRequired: '125.00', maxStake: '5.00', freeSpins: { total: 7 } });
    expect(grant!.terms).toContain('12.50 EUR bonus');
    expect(await couponOf(code)).toMatchObject({ redeemed: 1, granted: 1 });
    expect(await player.ledgerViolations()).toEqual([]);
  });

  it('applies an edit to redemptions after it only: a registration made before keeps its terms, a grant keeps its own', async () => {
    const code = newCode();
    await create(offer({ couponCode: code, bonusKind: 'percent', bonusPercent: 20, maxBonusEur: '100', freeSpins: 0 }));
    const before = await newPlayer(t);
    await player.redeem(before.cookie, code);
    const fixedCode = newCode();
    await create(offer({ couponCode: fixedCode, fixedBonusEur: '5', freeSpins: 0 }));
    const granted = await newPlayer(t);
    await player.redeem(granted.cookie, fixedCode);

    const edit = { bonusKind: 'percent', bonusPercent: 100, maxBonusEur: '50', freeSpins: 10, validFrom: offer().validFrom, validUntil: null };
    const edited = await call(marketing, 'PUT', couponUrl(paths.editCoupon, code.toLowerCase()), edit);
    expect(edited.json()).toEqual({ message: promotionAdminMessages.edited });
    const [audit] = await latestAuditRows(t.database.db, 1);
    expect(audit).toMatchObject({
      action: `PUT ${paths.editCoupon}`,
      target: code.toLowerCase(),
      outcome: 'ok',
      details: { body: { bonusPercent: 100 } },
    });
    await call(marketing, 'PUT', couponUrl(paths.editCoupon, fixedCode), { ...edit, bonusKind: 'fixed', fixedBonusEur: '99' });
    expect(await couponOf(code)).toMatchObject({ bonusPercent: 100, maxBonusEur: '50.00', freeSpins: 10, validUntil: null, redeemed: 1 });

    const after = await newPlayer(t);
    await player.redeem(after.cookie, code);
    const couponOffer = async (cookie: string) => (await player.eligible(cookie)).find((candidate) => candidate.couponCode === code);
    expect(await couponOffer(before.cookie)).toMatchObject({ bonusPercent: 20, maxBonusEur: '100.00', freeSpins: 0 });
    expect(await couponOffer(after.cookie)).toMatchObject({ bonusPercent: 100, maxBonusEur: '50.00', freeSpins: 10 });
    await depositByCard(t, before.cookie, '100');
    await depositByCard(t, after.cookie, '100');
    expect((await player.grants(before.cookie))[0]).toMatchObject({ bonusAmount: '20.00', freeSpins: { total: 0 } });
    expect((await player.grants(after.cookie))[0]).toMatchObject({ bonusAmount: '50.00', freeSpins: { total: 10 } });
    const [fixedGrant] = await player.grants(granted.cookie);
    expect(fixedGrant).toMatchObject({ bonusAmount: '5.00', status: 'active' });
    expect(fixedGrant!.terms).toContain('5.00 EUR bonus');
  });

  it('answers 400 to a bad edit and 404 to an unknown code, changing nothing', async () => {
    const code = newCode();
    await create(offer({ couponCode: code }));
    const before = await couponOf(code);
    const bad = await call(marketing, 'PUT', couponUrl(paths.editCoupon, code), {
      ...offer({ bonusKind: 'percent', bonusPercent: 600 }),
      couponCode: undefined,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.bonusPercent).toContain(promotionAdminMessages.percentRange);
    const unknown = await call(marketing, 'PUT', couponUrl(paths.editCoupon, 'NO-SUCH-CODE'), { ...offer(), couponCode: undefined });
    expect(unknown.statusCode).toBe(404);
    expect(await couponOf(code)).toEqual(before);
  });
});

describe('limit', () => {
  it('never goes below the redemptions made (409, unchanged); at the limit the coupon is exhausted and refused', async () => {
    const code = newCode();
    await create(offer({ couponCode: code, maxRedemptions: 5 }));
    for (let index = 0; index < 2; index += 1) await player.redeem((await newPlayer(t)).cookie, code);
    const below = await call(marketing, 'POST', couponUrl(paths.couponLimit, code), { maxRedemptions: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ message: promotionAdminMessages.limitBelowRedemptions(2) });
    const [audit] = await latestAuditRows(t.database.db, 1);
    expect(audit).toMatchObject({ action: `POST ${paths.couponLimit}`, target: code, outcome: '409', details: { body: { maxRedemptions: 1 } } });
    expect(await couponOf(code)).toMatchObject({ maxRedemptions: 5, status: 'live' });

    expect((await call(marketing, 'POST', couponUrl(paths.couponLimit, code), { maxRedemptions: 2 })).statusCode).toBe(200);
    expect(await couponOf(code)).toMatchObject({ maxRedemptions: 2, redeemed: 2, status: 'exhausted' });
    const late = await newPlayer(t);
    expect((await player.checkCoupon(late.cookie, code)).json()).toEqual({ valid: false, message: 'Coupon is invalid', promotion: null });
    expect((await player.redeem(late.cookie, code)).json()).toMatchObject({ message: 'Not a valid promo code' });
    expect(await player.grants(late.cookie)).toEqual([]);

    expect((await call(marketing, 'POST', couponUrl(paths.couponLimit, code), { maxRedemptions: null })).statusCode).toBe(200);
    expect((await player.redeem(late.cookie, code)).statusCode).toBe(200);
    expect((await call(marketing, 'POST', couponUrl(paths.couponLimit, code), { maxRedemptions: -1 })).statusCode).toBe(400);
    expect((await call(marketing, 'POST', couponUrl(paths.couponLimit, 'NO-SUCH-CODE'), { maxRedemptions: 3 })).statusCode).toBe(404);
  });

  it('grants once when two players redeem the last use at the same time', async () => {
    const code = newCode();
    await create(offer({ couponCode: code, maxRedemptions: 1 }));
    const [first, second] = await Promise.all([newPlayer(t), newPlayer(t)]);
    const answers = await Promise.all([player.redeem(first.cookie, code), player.redeem(second.cookie, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toMatchObject({ message: 'Not a valid promo code' });
    const grants = [...(await player.grants(first.cookie)), ...(await player.grants(second.cookie))];
    expect(grants).toHaveLength(1);
    expect(await couponOf(code)).toMatchObject({ redeemed: 1, granted: 1, status: 'exhausted' });
  });
});

describe('expire', () => {
  it('stops redemptions at once while granted promotions keep running; a second expiry is 409', async () => {
    const code = newCode();
    await create(offer({ couponCode: code }));
    const early = await newPlayer(t);
    await player.redeem(early.cookie, code);
    const expired = await call(marketing, 'POST', couponUrl(paths.expireCoupon, code));
    expect(expired.json()).toEqual({ message: promotionAdminMessages.expired });
    const [audit] = await latestAuditRows(t.database.db, 1);
    expect(audit).toMatchObject({ action: `POST ${paths.expireCoupon}`, target: code, outcome: 'ok' });
    expect(await couponOf(code)).toMatchObject({ status: 'expired', validUntil: clock.now().toISOString() });

    const late = await newPlayer(t);
    expect((await player.redeem(late.cookie, code)).json()).toMatchObject({ message: 'Not a valid promo code' });
    expect((await player.checkCoupon(undefined, code)).json()).toEqual({ valid: false, message: 'Coupon is invalid', promotion: null });
    expect((await player.grants(early.cookie))[0]).toMatchObject({ status: 'active', bonusAmount: '10.00' });

    const again = await call(marketing, 'POST', couponUrl(paths.expireCoupon, code));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: promotionAdminMessages.alreadyExpired });
    expect((await call(marketing, 'POST', couponUrl(paths.expireCoupon, 'NO-SUCH-CODE'))).statusCode).toBe(404);
  });

  it('shows a coupon whose window has not begun as scheduled, and refuses it to players', async () => {
    const code = newCode();
    const start = new Date(clock.now().getTime() + HOUR_MS);
    await create(offer({ couponCode: code, validFrom: start.toISOString(), validUntil: null }));
    expect(await couponOf(code)).toMatchObject({ status: 'scheduled' });
    expect((await player.redeem((await newPlayer(t)).cookie, code)).json()).toMatchObject({ message: 'Not a valid promo code' });
  });
});
