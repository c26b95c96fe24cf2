import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsPaths, apiPaths, type FunnelReport } from '@lodestar/contracts';
import { analyticsEvents } from '../../db/schema.ts';
import { rateLimitRules } from '../../platform/rate-limiter.ts';
import { markVerified } from '../payments/payments-test-kit.ts';
import { useWalletTestApp } from '../provider-wallet/provider-wallet-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';

const clock = testClock();
const ANALYTICS_LIMIT = 5;
const { t, seated, bet } = useWalletTestApp(
  {},
  { now: clock.now, rateLimits: { ...rateLimitRules, analyticsPerIp: { max: ANALYTICS_LIMIT, windowMs: 60_000 } } },
);
const kit = staffTestKit(t, clock.now);

const storedEvents = () => t.database.db.select().from(analyticsEvents);
const eventsOf = async (playerId: string) => (await storedEvents()).filter((row) => row.playerId === playerId).map((row) => row.name);
let ipCounter = 0;
/** Each test sends from its own address, so the rate limit test alone meets the limit. */
const send = (payload: unknown, remoteAddress = `10.0.0.${++ipCounter}`) =>
  t.app.inject({ method: 'POST', url: analyticsPaths.events, payload: payload as object, remoteAddress });

beforeEach(async () => {
  await t.database.db.delete(analyticsEvents);
});

describe('browser events', () => {
  it('stores a page view and a registration start, anonymously', async () => {
    expect((await send({ name: 'page_view', path: '/games' })).statusCode).toBe(202);
    expect((await send({ name: 'registration_started', path: '/' })).statusCode).toBe(202);
    const rows = await storedEvents();
    expect(rows.map((row) => [row.name, row.path, row.playerId])).toEqual(
      expect.arrayContaining([
        ['page_view', '/games', null],
        ['registration_started', '/', null],
      ]),
    );
  });

  it.each([
    ['a step only the server records', { name: 'first_deposit', path: '/' }],
    ['an unknown event', { name: 'purchase', path: '/' }],
    ['a field more', { name: 'page_view', path: '/', playerId: randomUUID() }],
    ['a path with a query (it may carry an emailed token)', { name: 'page_view', path: '/?reset-password=secret' }],
    ['a path that is not one', { name: 'page_view', path: 'https://evil.example/' }],
    ['an over-long path', { name: 'page_view', path: `/${'a'.repeat(400)}` }],
    ['no path', { name: 'page_view' }],
    ['not an object', ['page_view', '/']],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(await storedEvents()).toEqual([]);
  });

  it('refuses a body over 1 KB before reading it', async () => {
    const response = await send({ name: 'page_view', path: '/', padding: 'x'.repeat(2048) });
    expect(response.statusCode).toBe(413);
    expect(await storedEvents()).toEqual([]);
  });

  it('answers 429 past the limit of an address and stores no more', async () => {
    for (let sent = 0; sent < ANALYTICS_LIMIT; sent += 1) expect((await send({ name: 'page_view', path: '/' }, '10.9.9.9')).statusCode).toBe(202);
    expect((await send({ name: 'page_view', path: '/' }, '10.9.9.9')).statusCode).toBe(429);
    expect(await storedEvents()).toHaveLength(ANALYTICS_LIMIT);
    expect((await send({ name: 'page_view', path: '/' }, '10.9.9.10')).statusCode).toBe(202);
  });
});

describe('server-side funnel steps', () => {
  it('records registration, the first deposit, the first round and cashouts once each where they happen', async () => {
    // seated(): registers, deposits 50 EUR and takes a seat at the test slot.
    const player = await seated();
    await expect.poll(() => eventsOf(player.playerId)).toEqual(expect.arrayContaining(['registration_completed', 'first_deposit']));

    expect((await bet(player.base, randomUUID(), 100, 'round-a')).status).toBe('RS_OK');
    expect((await bet(player.base, randomUUID(), 100, 'round-b')).status).toBe('RS_OK');
    await markVerified(t, player.playerId);
    const cashout = await t.app.inject({
      method: 'POST',
      url: apiPaths.fiatWithdraw,
      headers: { cookie: player.cookie },
      payload: { amount: '20', currency: 'EUR', email: player.email },
    });
    expect(cashout.statusCode, cashout.body).toBe(200);
    await expect
      .poll(async () => (await eventsOf(player.playerId)).sort())
      .toEqual(['cashout_requested', 'first_deposit', 'first_game_round', 'registration_completed']);
  });

  it('does not count a refused stake as a first round', async () => {
    const player = await seated();
    expect((await bet(player.base, randomUUID(), 1_000_000, 'round-too-big')).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    await expect.poll(() => eventsOf(player.playerId)).toContain('first_deposit');
    expect(await eventsOf(player.playerId)).not.toContain('first_game_round');
  });
});

describe('funnel report', () => {
  let reportsCookie: string;
  let supportWithoutReports: string | undefined;
  beforeAll(async () => {
    reportsCookie = (await kit.signedIn('finance', clock.advance)).cookie;
    supportWithoutReports = (await kit.signedIn('support', clock.advance)).cookie;
  });

  const funnel = (from: string, to: string, cookie = reportsCookie) =>
    t.app.inject({ method: 'GET', url: `${analyticsPaths.funnel}?from=${from}&to=${to}`, headers: cookie ? { cookie } : {} });

  /**
   * A seeded set: 2025-03-01 four visitors start, three register, two deposit, one plays, one cashes out; 03-02 one
   * more starts and two register (one of them never accepted cookies, so no start of theirs was counted).
   */
  async function seedEvents() {
    const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const players = Array.from({ length: 5 }, () => randomUUID());
    const rows: (typeof analyticsEvents.$inferInsert)[] = [];
    const add = (name: string, day: string, playerId: string | null = null) =>
      rows.push({ name, playerId, occurredAt: at(day), path: playerId ? null : '/' });
    for (let visitor = 0; visitor < 4; visitor += 1) add('registration_started', '2025-03-01');
    for (let view = 0; view < 7; view += 1) add('page_view', '2025-03-01');
    players.slice(0, 3).forEach((player) => add('registration_completed', '2025-03-01', player));
    players.slice(0, 2).forEach((player) => add('first_deposit', '2025-03-01', player));
    add('first_game_round', '2025-03-01', players[0]!);
    // Two cashouts of one player on one day are one player who asked.
    add('cashout_requested', '2025-03-01', players[0]!);
    add('cashout_requested', '2025-03-01', players[0]!);
    add('registration_started', '2025-03-02');
    add('registration_completed', '2025-03-02', players[3]!);
    add('registration_completed', '2025-03-02', players[4]!);
    // Outside the range asked for.
    add('registration_started', '2025-03-03');
    await t.database.db.insert(analyticsEvents).values(rows);
  }

  it('counts each step per day and over the range, with the conversion from the step before', async () => {
    await seedEvents();
    const response = await funnel('2025-03-01', '2025-03-02');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as FunnelReport;
    expect(report.pageViews).toBe(7);
    expect(report.stages).toEqual([
      { step: 'registration_started', count: 5, conversion: null },
      { step: 'registration_completed', count: 5, conversion: 1 },
      { step: 'first_deposit', count: 2, conversion: 0.4 },
      { step: 'first_game_round', count: 1, conversion: 0.5 },
      { step: 'cashout_requested', count: 1, conversion: 1 },
    ]);
    expect(report.days.map((day) => [day.day, day.stages.map((stage) => stage.count)])).toEqual([
      ['2025-03-01', [4, 3, 2, 1, 1]],
      ['2025-03-02', [1, 2, 0, 0, 0]],
    ]);
    // More registered than were counted starting: two different sets of people, so no share is given.
    expect(report.days[1]!.stages.map((stage) => stage.conversion)).toEqual([null, null, 0, null, null]);
  });

  it('answers 401 without a staff session, 403 without reports:read, 400 for a bad range', async () => {
    expect((await funnel('2025-03-01', '2025-03-02', '')).statusCode).toBe(401);
    expect((await funnel('2025-03-01', '2025-03-02', supportWithoutReports)).statusCode).toBe(403);
    expect((await funnel('2025-03-02', '2025-03-01')).statusCode).toBe(400);
    expect((await funnel('2025-02-30', '2025-03-01')).statusCode).toBe(400);
  });
});
