import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages, selfExcludePeriods, timeOutPeriods } from '@lodestar/contracts';
import { sessionCookieOf, useTestApp } from '../../../test/test-app.ts';
import { players } from '../../db/schema.ts';
import { accountsTestKit } from '../accounts/accounts-test-kit.ts';
import { balanceOf } from '../ledger/index.ts';
import { depositByCard, gatewayTestKit, newPlayer } from '../payments/payments-test-kit.ts';
import { createResponsibleGambling } from './index.ts';
import { responsibleGamblingTestKit } from './responsible-gambling-test-kit.ts';

const clock = new Date('2026-03-02T10:00:00Z');
const t = useTestApp({}, { now: () => clock });
const accounts = accountsTestKit(t);
const rg = responsibleGamblingTestKit(t);

describe('PUT profile/self-exclude', () => {
  it.each(selfExcludePeriods)('%s ends every session at once; sign-in then opens a withdraw-only session', async (period) => {
    const { email, cookie, password } = await accounts.registered();
    const second = await accounts.signin(email, password);
    expect(second.statusCode).toBe(200);
    const secondCookie = `${second.cookies[0]!.name}=${second.cookies[0]!.value}`;

    const taken = await rg.selfExclude(cookie, period);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().kind).toBe(timeOutPeriods.includes(period) ? 'time-out' : 'self-exclusion');
    expect(taken.json().endsAt === null).toBe(period === 'permanent');

    for (const old of [cookie, secondCookie]) {
      expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie: old } })).statusCode).toBe(401);
    }
    const signin = await accounts.signin(email, password);
    expect(signin.statusCode).toBe(200);
    const launch = await rg.launchReal(sessionCookieOf(signin));
    expect(launch.statusCode).toBe(451);
    if (timeOutPeriods.includes(period)) {
      expect(launch.json()).toMatchObject({ code: errorCodes.accountCoolOff, message: expect.stringMatching(/time-out until \d{4}-\d{2}-\d{2}/) });
    } else {
      expect(launch.json().code).toBe(errorCodes.accountSelfExcluded);
      expect(launch.json().message).toMatch(period === 'permanent' ? /permanently self-excluded/ : /self-excluded until \d{4}-\d{2}-\d{2}/);
    }
  });

  it('refuses to shorten or lift a running break, and lets a longer one extend it', async () => {
    const { playerId } = await newPlayer(t);
    const service = createResponsibleGambling({ db: t.database.db, now: () => clock });
    await service.selfExclude(playerId, '6-months');
    await expect(service.selfExclude(playerId, '30-days')).rejects.toMatchObject({ code: errorCodes.exclusionNotShortened });
    await expect(service.selfExclude(playerId, '24-hours')).rejects.toThrow(/cannot be shortened or lifted early/);
    const extended = await service.selfExclude(playerId, '5-years');
    expect(extended.endsAt).toBe('2031-03-02T10:00:00.000Z');
    await service.selfExclude(playerId, 'permanent');
    await expect(service.selfExclude(playerId, '5-years')).rejects.toThrow(/cannot be lifted/);
  });

  it.each([['1 year'], [''], [null], [42], ['PERMANENT']])('refuses the period %j with a 400 and changes nothing', async (period) => {
    const { cookie } = await accounts.registered();
    expect((await rg.selfExclude(cookie, period)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json().runningBreak).toBeNull();
  });

  it('needs a signed-in player', async () => {
    expect((await rg.selfExclude('', '24-hours')).statusCode).toBe(401);
  });
});

describe('a locked player on a session opened before the lock', () => {
  it('is refused a deposit and a real-money launch', async () => {
    const { cookie, playerId } = await newPlayer(t);
    await t.database.db.update(players).set({ lockedAt: new Date() }).where(eq(players.id, playerId));
    const deposit = await gatewayTestKit(t).startDeposit(cookie);
    expect(deposit.statusCode).toBe(423);
    expect(deposit.json().message).toBe(messages.login.locked);
    expect((await rg.launchReal(cookie)).statusCode).toBe(423);
    expect(
      (await t.app.inject({ method: 'POST', url: apiPaths.launchGame, headers: { cookie }, payload: { id: 'lodestar:dice', demo: true } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a deposit paid after its player took a break', () => {
  it('is kept out of play: the payment fails with the reason and the balance does not move', async () => {
    const { cookie, playerId } = await newPlayer(t);
    await depositByCard(t, cookie, '20');
    const gateway = gatewayTestKit(t);
    const started = await gateway.startDeposit(cookie);
    expect(started.statusCode).toBe(200);
    const { paymentId } = started.json();
    await createResponsibleGambling({ db: t.database.db, now: () => clock }).selfExclude(playerId, '7-days');

    expect((await gateway.signedWebhook('ems', gateway.event('payment.succeeded', paymentId))).statusCode).toBe(200);
    expect(await gateway.statusOf(paymentId)).toBe('FAILED');
    expect(await balanceOf(t.database.db, { owner: { type: 'player', playerId }, currency: 'EUR', purpose: 'cash' })).toBe(2000n);
  });
});

describe('when the exclusion state cannot be read', () => {
  it('refuses rather than allows', async () => {
    const unavailable = () => {
      throw new Error('database unavailable');
    };
    // Every way a statement reaches the database fails: built per call (select, execute), prepared by the session, or
    // a prepared statement's run sent to the session's driver client directly (db/driver-query.ts).
    const realSession = t.database.db._.session as unknown as { client: object };
    const client = new Proxy(realSession.client, {
      get: (target, property, receiver) => (property === 'query' ? unavailable : Reflect.get(target, property, receiver)),
    });
    const session = new Proxy(realSession, {
      get: (target, property, receiver) =>
        property === 'prepareQuery' ? unavailable : property === 'client' ? client : Reflect.get(target, property, receiver),
    });
    const failing = new Proxy(t.database.db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'execute') return unavailable;
        if (property === '_') return { ...target._, session };
        return Reflect.get(target, property, receiver);
      },
    });
    const service = createResponsibleGambling({ db: failing, now: () => clock });
    const { playerId } = await newPlayer(t);
    await expect(service.assertMayGamble(playerId)).rejects.toThrow('database unavailable');
    await expect(service.assertNotOnBreak(playerId)).rejects.toThrow('database unavailable');
    await expect(service.assertDepositAllowed(playerId, 100n)).rejects.toThrow('database unavailable');
  });
});
