import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, responsibleGamblingMessages as rgMessages, type SelfExcludePeriod } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { kycTestKit } from '../kyc/kyc-test-kit.ts';
import { operatorCommandToken } from '../staff/index.ts';
import { ADMIN_WITHDRAWALS_PATH } from '../payments/index.ts';
import { fundsOf, gatewayTestKit, markVerified } from '../payments/payments-test-kit.ts';
import { seatedPlayer } from '../studio/studio-test-kit.ts';
import { responsibleGamblingTestKit } from './responsible-gambling-test-kit.ts';

// A player on a time-out or self-exclusion signs in to a withdraw-only site (UKGC: their money is returned to them):
// balance, verification, cashout and history answer; every gambling, deposit and promotion call answers 451.
const HOUR = 3_600_000;
let clock = new Date('2026-03-02T10:00:00Z');
const t = useTestApp({}, { now: () => clock });
const rg = responsibleGamblingTestKit(t);
const kyc = kycTestKit(t);
const dice = { target: 50, direction: 'over' };

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const setReceiveEmail = (cookie: string, receiveEmailPromo: boolean) =>
  t.app.inject({ method: 'PUT', url: apiPaths.receiveEmail, headers: { cookie }, payload: { receiveEmailPromo } });
const admin = () => ({ authorization: `Bearer ${operatorCommandToken(t.config)}` });
const cashOut = (cookie: string, amount: string, email: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.fiatWithdraw, headers: { cookie }, payload: { amount, currency: 'EUR', email } });
const pendingWithdrawalIds = async (): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: ADMIN_WITHDRAWALS_PATH, headers: admin() }))
    .json()
    .withdrawals.filter((withdrawal: { status: string }) => withdrawal.status === 'PENDING')
    .map((withdrawal: { id: string }) => withdrawal.id);

/** Every call of the full site a player on a break must not make, as the site would make it. */
function closedCalls(cookie: string) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    'real-money launch': () => rg.launchReal(cookie),
    'demo launch': () => send('POST', apiPaths.launchGame, { id: 'lodestar:dice', demo: true }),
    deposit: () => gatewayTestKit(t).startDeposit(cookie),
    'crypto deposit address': () => send('POST', apiPaths.cryptoDeposit, { currency: 'BTC' }),
    'eligible promotions': () => send('GET', apiPaths.eligiblePromotions),
    'coupon redeem': () => send('PUT', apiPaths.redeemCoupon, { promotionCoupon: 'WELCOME' }),
    'promotion claim': () => send('POST', apiPaths.playerPromotions, { id: 'welcome', accepted: true }),
    'loyalty level': () => send('GET', apiPaths.loyaltyLevel),
    'favourite games': () => send('GET', apiPaths.favoriteGames),
  };
}

describe('a player on a break', () => {
  it.each<[SelfExcludePeriod, string]>([
    ['7-days', errorCodes.accountCoolOff],
    ['6-months', errorCodes.accountSelfExcluded],
  ])('on a %s break signs in to withdraw only: cashout reaches staff, games, deposits and promotions answer 451', async (period, code) => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    expect((await setReceiveEmail(player.cookie, true)).statusCode).toBe(200);
    const taken = await rg.selfExclude(player.cookie, period);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toMatch(/You can still sign in to withdraw your balance\.$/);
    // Every session ended with the break: this device too leaves the full site.
    expect((await get(player.cookie, apiPaths.profile)).statusCode).toBe(401);

    const cookie = await rg.signInAgain(player.email);
    // The profile says which break runs, so the site shows only what it allows.
    const { runningBreak } = (await get(cookie, apiPaths.profile)).json();
    expect(runningBreak).toMatchObject({ kind: taken.json().kind, period, endsAt: taken.json().endsAt });
    expect(runningBreak.message).toMatch(/Until then you can only withdraw your balance\./);

    // What the withdraw-only site shows: profile, balance, what can be cashed out, verification, history.
    // Marketing consent ended with the break, and cannot be given again during it.
    expect((await get(cookie, apiPaths.profile)).json().receiveEmailPromo).toBe(false);
    expect((await setReceiveEmail(cookie, true)).statusCode).toBe(451);
    const optInThroughProfile = { method: 'PUT' as const, url: apiPaths.profile, headers: { cookie }, payload: { receiveEmailPromo: true } };
    expect((await t.app.inject(optInThroughProfile)).statusCode).toBe(451);
    expect((await get(cookie, apiPaths.sessions)).statusCode).toBe(200);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '50.00' });
    expect((await get(cookie, apiPaths.withdrawable)).json()).toMatchObject({ currency: 'EUR', withdrawable: '50.00' });
    expect((await kyc.uploadFile(cookie, 'identity')).statusCode).toBe(201);
    expect((await get(cookie, apiPaths.paymentHistory('fiat', 'deposits'))).json().items).toHaveLength(1);

    await markVerified(t, player.playerId);
    const cashout = await cashOut(cookie, '50', player.email);
    expect(cashout.statusCode).toBe(200);
    expect(cashout.json()).toMatchObject({ status: 'PENDING' });
    expect(await pendingWithdrawalIds()).toContain(cashout.json().withdrawalId);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });

    for (const [name, call] of Object.entries(closedCalls(cookie))) {
      const refused = await call();
      expect(refused.statusCode, name).toBe(451);
      expect(refused.json().code, name).toBe(code);
    }
    // A game opened before the break takes no stake either.
    expect((await player.studio.play(100, dice)).status).toBe(403);
  });

  it('keeps a withdrawal requested before the break: staff still pay it', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    await markVerified(t, player.playerId);
    const { withdrawalId } = (await cashOut(player.cookie, '20', player.email)).json();
    expect((await rg.selfExclude(player.cookie, 'permanent')).statusCode).toBe(200);

    expect(await pendingWithdrawalIds()).toContain(withdrawalId);
    const approved = await t.app.inject({ method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${withdrawalId}/approve`, headers: admin() });
    expect(approved.json()).toEqual({ id: withdrawalId, status: 'PAID' });
    expect(await fundsOf(t, await rg.signInAgain(player.email))).toEqual({ EUR: '30.00' });
  });

  it('gets the full site back once the time-out has passed, not a minute before', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    expect((await rg.selfExclude(player.cookie, '24-hours')).statusCode).toBe(200);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 24 * HOUR - 60_000);
      const during = await rg.signInAgain(player.email);
      expect((await rg.launchReal(during)).json()).toMatchObject({
        code: errorCodes.accountCoolOff,
        message: rgMessages.timeOutRunning('2026-03-03 10:00 UTC'),
      });

      clock = new Date(start.getTime() + 24 * HOUR + 1);
      const after = await rg.signInAgain(player.email);
      expect((await get(after, apiPaths.profile)).json().runningBreak).toBeNull();
      expect((await rg.launchReal(after)).statusCode).toBe(200);
      expect((await get(after, apiPaths.eligiblePromotions)).statusCode).toBe(200);
      expect((await gatewayTestKit(t).startDeposit(after)).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });
});
