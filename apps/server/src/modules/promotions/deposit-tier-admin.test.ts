import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPromotionPaths as paths,
  apiPaths,
  promotionAdminMessages as messages,
  type AdminDepositTier,
  type AdminPromotionList,
  type CreateDepositTierRequest,
  type DepositBonusTier,
} from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { promotionsTestKit } from './promotions-test-kit.ts';
import { promotions } from './schema.ts';
import { seedPromotions } from './seed.ts';

// Deposit tiers are shared by every player of the app: this file has an app (and database) of its own.
const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const staff = staffTestKit(t, clock.now);
const player = promotionsTestKit(t);
// Shorter than the staff idle timeout, so the signed-in staff stay signed in when the clock moves on.
const MINUTE_MS = 60_000;
const FIRST_FROM_50 = 'deposit-1-from-50';

let marketing: string;
let finance: string;
beforeAll(async () => {
  marketing = (await staff.signedIn('marketing', clock.advance)).cookie;
  finance = (await staff.signedIn('finance', clock.advance)).cookie;
});

const tierUrl = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const tiers = async (): Promise<AdminDepositTier[]> => ((await call(marketing, 'GET', paths.list)).json() as AdminPromotionList).depositTiers;
const tierOf = async (id: string) => (await tiers()).find((tier) => tier.id === id);
const publicTiers = async (): Promise<DepositBonusTier[]> => (await call(undefined, 'GET', apiPaths.depositBonusTiers)).json().tiers;
const promotionRows = async () => (await t.database.db.select({ n: count() }).from(promotions))[0]!.n;
const edit = (id: string, body: object, cookie = marketing) => call(cookie, 'PUT', tierUrl(paths.editTier, id), body);
const end = (id: string, cookie = marketing) => call(cookie, 'POST', tierUrl(paths.endTier, id));

/** A player who makes a first deposit of `amount` EUR and gets what the tiers give at that moment. */
async function firstDepositGrant(amount: string) {
  const { cookie } = await newPlayer(t);
  await depositByCard(t, cookie, amount);
  return (await player.grants(cookie))[0];
}

describe('deposit tiers in the back office', () => {
  it('lists the tiers of SPEC.md §9 live, and the public list the terms page reads', async () => {
    expect(await tierOf(FIRST_FROM_50)).toMatchObject({
      depositNumber: 1,
      minDepositEur: '50.00',
      bonusPercent: 125,
      maxBonusEur: '8000.00',
      freeSpins: 125,
      endsAt: null,
      status: 'live',
    });
    expect(await publicTiers()).toContainEqual({ depositNumber: 1, fromEur: '50.00', percent: 125, maxBonusEur: '8000.00', freeSpins: 125 });
  });

  it('applies an edit to deposits from then on: a bonus granted before keeps its terms, a restart keeps the edit', async () => {
    const before = await newPlayer(t);
    await depositByCard(t, before.cookie, '60');
    expect((await player.grants(before.cookie))[0]).toMatchObject({ bonusAmount: '75.00', freeSpins: { total: 125 } });

    const edited = await edit(FIRST_FROM_50, { bonusPercent: 80, maxBonusEur: '40', freeSpins: 30, endsAt: null });
    expect(edited.json()).toEqual({ message: messages.tierEdited });
    const [audit] = await latestAuditRows(t.database.db, 1);
    expect(audit).toMatchObject({
      action: `PUT ${paths.editTier}`,
      target: FIRST_FROM_50,
      outcome: 'ok',
      details: { permission: 'promotions:manage', body: { bonusPercent: 80, maxBonusEur: '40', freeSpins: 30 } },
    });

    // 80% of 60 is 48, capped at 40.
    const after = await firstDepositGrant('60');
    expect(after).toMatchObject({ name: 'First deposit: 80% bonus + 30 free spins', bonusAmount: '40.00', freeSpins: { total: 30 } });
    expect((await player.grants(before.cookie))[0]).toMatchObject({ bonusAmount: '75.00', freeSpins: { total: 125 } });

    await seedPromotions(t.database.db, clock.now());
    expect(await tierOf(FIRST_FROM_50)).toMatchObject({ bonusPercent: 80, maxBonusEur: '40.00', freeSpins: 30 });
    expect(await publicTiers()).toContainEqual({ depositNumber: 1, fromEur: '50.00', percent: 80, maxBonusEur: '40.00', freeSpins: 30 });
    expect(await player.ledgerViolations()).toEqual([]);
  });

  it('ends a tier now: a deposit earns the tier below it, the public list drops it, a second end is 409', async () => {
    const id = 'deposit-1-from-100';
    expect((await end(id)).json()).toEqual({ message: messages.tierEnded });
    expect(await tierOf(id)).toMatchObject({ status: 'ended', endsAt: clock.now().toISOString() });
    expect((await publicTiers()).some((tier) => tier.depositNumber === 1 && tier.fromEur === '100.00')).toBe(false);

    // 150 EUR qualified for the 200% tier; with it ended, the from-50 tier (80%, at most 40 EUR, since the edit) pays.
    expect(await firstDepositGrant('150')).toMatchObject({ bonusAmount: '40.00', freeSpins: { total: 30 } });

    const again = await end(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.tierAlreadyEnded });
  });

  it('runs an ended tier again when an edit gives it a later end, and stops it when that time comes', async () => {
    const id = 'deposit-1-from-100';
    const endsAt = new Date(clock.now().getTime() + MINUTE_MS).toISOString();
    expect((await edit(id, { bonusPercent: 200, maxBonusEur: '8000', freeSpins: 150, endsAt })).statusCode).toBe(200);
    expect(await tierOf(id)).toMatchObject({ status: 'live', endsAt });
    expect(await firstDepositGrant('100')).toMatchObject({ bonusAmount: '200.00', freeSpins: { total: 150 } });

    clock.advance(MINUTE_MS);
    expect(await tierOf(id)).toMatchObject({ status: 'ended' });
    expect(await firstDepositGrant('100')).toMatchObject({ bonusAmount: '40.00' });
  });

  it('creates a tier for a deposit from a threshold, once; players earn it on that deposit', async () => {
    const body: CreateDepositTierRequest = {
      depositNumber: 1,
      minDepositEur: '500',
      bonusPercent: 10,
      maxBonusEur: '1000',
      freeSpins: 0,
      endsAt: null,
    };
    const created = await call(marketing, 'POST', paths.createTier, body);
    expect(created.json()).toEqual({ message: messages.tierCreated });
    expect(await tierOf('deposit-1-from-500')).toMatchObject({ name: 'First deposit: 10% bonus', minDepositEur: '500.00', status: 'live' });
    expect(await firstDepositGrant('600')).toMatchObject({ name: 'First deposit: 10% bonus', bonusAmount: '60.00', freeSpins: { total: 0 } });

    const rows = await promotionRows();
    const twice = await call(marketing, 'POST', paths.createTier, { ...body, minDepositEur: '500.00', bonusPercent: 50 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: messages.tierExists, fieldErrors: { minDepositEur: [messages.tierExists] } });
    expect(await promotionRows()).toBe(rows);
    expect(await tierOf('deposit-1-from-500')).toMatchObject({ bonusPercent: 10 });
  });

  it('refuses bad input with a message on the field, an unknown tier with 404 and a coupon promotion as no tier, changing nothing', async () => {
    const rows = await promotionRows();
    const before = await tiers();
    const good: CreateDepositTierRequest = {
      depositNumber: 2,
      minDepositEur: '30',
      bonusPercent: 50,
      maxBonusEur: '100',
      freeSpins: 10,
      endsAt: null,
    };
    const cases: Array<[Partial<CreateDepositTierRequest>, string, string]> = [
      [{ depositNumber: 6 }, 'depositNumber', messages.depositNumberRange],
      [{ depositNumber: 0 }, 'depositNumber', messages.depositNumberRange],
      [{ minDepositEur: '-5' }, 'minDepositEur', messages.tierMinDepositRange],
      [{ minDepositEur: '2000000' }, 'minDepositEur', messages.tierMinDepositRange],
      [{ bonusPercent: 0 }, 'bonusPercent', messages.percentRange],
      [{ bonusPercent: 12.5 }, 'bonusPercent', messages.percentRange],
      [{ maxBonusEur: '9000' }, 'maxBonusEur', messages.amountAboveMaximum],
      [{ maxBonusEur: '0' }, 'maxBonusEur', messages.amountZero],
      [{ freeSpins: -1 }, 'freeSpins', messages.freeSpinsRange],
      [{ endsAt: 'soon' }, 'endsAt', messages.dateFormat],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call(marketing, 'POST', paths.createTier, { ...good, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fieldErrors[field], JSON.stringify(overrides)).toContain(message);
    }
    const change = { bonusPercent: 50, maxBonusEur: '100', freeSpins: 10, endsAt: null };
    expect((await edit(FIRST_FROM_50, { ...change, bonusPercent: 501 })).statusCode).toBe(400);
    for (const unknown of ['no-such-tier', 'coupon-spins20']) {
      expect((await edit(unknown, change)).json()).toMatchObject({ message: messages.tierNotFound });
      expect((await end(unknown)).statusCode).toBe(404);
    }
    expect(await promotionRows()).toBe(rows);
    expect(await tiers()).toEqual(before);
  });

  it('refuses staff without promotions:manage with 403 and audits the attempt', async () => {
    const denied = await end(FIRST_FROM_50, finance);
    expect(denied.statusCode).toBe(403);
    const [audit] = await latestAuditRows(t.database.db, 1);
    expect(audit).toMatchObject({ action: `POST ${paths.endTier}`, outcome: '403' });
    expect(await tierOf(FIRST_FROM_50)).toMatchObject({ status: 'live' });
  });
});
