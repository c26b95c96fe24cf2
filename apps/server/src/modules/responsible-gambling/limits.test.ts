import { describe, expect, it } from 'vitest';
import { errorCodes, GAMBLING_LIMIT_MAX_EUR } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { balanceOf } from '../ledger/index.ts';
import { depositByCard, gatewayTestKit, newPlayer } from '../payments/payments-test-kit.ts';
import { responsibleGamblingTestKit } from './responsible-gambling-test-kit.ts';

const HOUR = 3_600_000;
const START = new Date('2026-03-04T10:00:00Z'); // a Wednesday
let clock = START;
const t = useTestApp({}, { now: () => clock });
const rg = responsibleGamblingTestKit(t);
const cashOf = (playerId: string) => balanceOf(t.database.db, { owner: { type: 'player', playerId }, currency: 'EUR', purpose: 'cash' });

describe('limit timing', () => {
  it('applies a first limit and a decrease at once, a raise and a removal only after 24 hours', async () => {
    clock = START;
    const { email } = await newPlayer(t);
    let cookie = await rg.signInAgain(email);
    expect((await rg.setLimit(cookie, { kind: 'deposit', period: 'week', amount: '100' })).statusCode).toBe(200);
    expect(await rg.limitOf(cookie, 'deposit', 'week')).toMatchObject({ amount: '100.00', remaining: '100.00', pending: null });
    expect((await rg.limitsOf(cookie)).limitStepAnswered).toBe(true);

    expect((await rg.setLimit(cookie, { kind: 'deposit', period: 'week', amount: '60.5' })).json().message).toMatch(/applies now/);
    expect((await rg.limitOf(cookie, 'deposit', 'week')).amount).toBe('60.50');

    const raised = await rg.setLimit(cookie, { kind: 'deposit', period: 'week', amount: '500' });
    expect(raised.json().message).toMatch(/applies on 2026-03-05 10:00 UTC/);
    expect(await rg.limitOf(cookie, 'deposit', 'week')).toMatchObject({
      amount: '60.50',
      pending: { amount: '500.00', effectiveAt: '2026-03-05T10:00:00.000Z' },
    });

    clock = new Date(START.getTime() + 24 * HOUR - 1000);
    cookie = await rg.signInAgain(email);
    expect((await rg.limitOf(cookie, 'deposit', 'week')).amount).toBe('60.50');
    clock = new Date(START.getTime() + 24 * HOUR);
    expect(await rg.limitOf(cookie, 'deposit', 'week')).toMatchObject({ amount: '500.00', pending: null });

    await rg.setLimit(cookie, { kind: 'deposit', period: 'week', amount: null });
    expect(await rg.limitOf(cookie, 'deposit', 'week')).toMatchObject({ amount: '500.00', pending: { amount: null } });
    clock = new Date(START.getTime() + 48 * HOUR);
    cookie = await rg.signInAgain(email);
    expect(await rg.limitOf(cookie, 'deposit', 'week')).toMatchObject({ amount: null, remaining: null, pending: null });
  });

  it('cancels a pending raise when the player lowers the limit again', async () => {
    clock = START;
    const { cookie } = await newPlayer(t);
    await rg.setLimit(cookie, { kind: 'loss', period: 'day', amount: '50' });
    await rg.setLimit(cookie, { kind: 'loss', period: 'day', amount: '80' });
    await rg.setLimit(cookie, { kind: 'loss', period: 'day', amount: '40' });
    expect(await rg.limitOf(cookie, 'loss', 'day')).toMatchObject({ amount: '40.00', pending: null });
  });

  it.each([
    ['a negative amount', { kind: 'deposit', period: 'day', amount: '-10' }],
    ['zero', { kind: 'deposit', period: 'day', amount: '0' }],
    ['not a number', { kind: 'deposit', period: 'day', amount: 'ten' }],
    ['a number instead of text', { kind: 'deposit', period: 'day', amount: 10 }],
    ['too many decimals', { kind: 'deposit', period: 'day', amount: '10.001' }],
    ['above the maximum', { kind: 'deposit', period: 'day', amount: String(GAMBLING_LIMIT_MAX_EUR + 1) }],
    ['an unknown period', { kind: 'deposit', period: 'year', amount: '10' }],
    ['an unknown kind', { kind: 'time', period: 'day', amount: '10' }],
    ['no amount at all', { kind: 'deposit', period: 'day' }],
  ])('refuses %s with a 400 and changes nothing', async (_case, payload) => {
    clock = START;
    const { cookie } = await newPlayer(t);
    await rg.setLimit(cookie, { kind: 'deposit', period: 'day', amount: '25' });
    const response = await rg.setLimit(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(errorCodes.validation);
    expect((await rg.limitOf(cookie, 'deposit', 'day')).amount).toBe('25.00');
  });
});

describe('deposit limits', () => {
  it('refuses a deposit over the limit with the amount still allowed, and shows what is left', async () => {
    clock = START;
    const { cookie, email } = await newPlayer(t);
    await rg.setLimit(cookie, { kind: 'deposit', period: 'day', amount: '50' });
    await depositByCard(t, cookie, '30');
    expect(await rg.limitOf(cookie, 'deposit', 'day')).toMatchObject({ used: '30.00', remaining: '20.00' });
    const refused = await gatewayTestKit(t).startDeposit(cookie, { amount: '30', currency: 'EUR' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: errorCodes.limitReached,
      message: 'This deposit would exceed your daily deposit limit. You can deposit up to 20.00 EUR more in this period.',
    });
    expect((await gatewayTestKit(t).startDeposit(cookie, { amount: '20', currency: 'EUR' })).statusCode).toBe(200);
    // The next day starts from zero.
    clock = new Date(START.getTime() + 24 * HOUR);
    const tomorrow = await rg.signInAgain(email);
    expect((await gatewayTestKit(t).startDeposit(tomorrow, { amount: '30', currency: 'EUR' })).statusCode).toBe(200);
  });

  it('keeps out of play a deposit started under the limit but paid after the limit was used', async () => {
    clock = START;
    const { cookie, playerId } = await newPlayer(t);
    await rg.setLimit(cookie, { kind: 'deposit', period: 'week', amount: '50' });
    const gateway = gatewayTestKit(t);
    const first = (await gateway.startDeposit(cookie)).json().paymentId;
    const second = (await gateway.startDeposit(cookie)).json().paymentId;
    await gateway.signedWebhook('ems', gateway.event('payment.succeeded', first));
    await gateway.signedWebhook('ems', gateway.event('payment.succeeded', second));
    // A replay of the success changes nothing either.
    await gateway.signedWebhook('ems', gateway.event('payment.succeeded', second));
    expect(await gateway.statusOf(first)).toBe('COMPLETED');
    expect(await gateway.statusOf(second)).toBe('FAILED');
    expect(await cashOf(playerId)).toBe(3000n);
    expect((await rg.limitOf(cookie, 'deposit', 'week')).used).toBe('30.00');
  });

  it('counts deposits in any currency in EUR at the rate of the deposit', async () => {
    clock = START;
    const { cookie } = await newPlayer(t, 'USD');
    await rg.setLimit(cookie, { kind: 'deposit', period: 'month', amount: '40' });
    await depositByCard(t, cookie, '30', 'USD');
    const used = Number((await rg.limitOf(cookie, 'deposit', 'month')).used);
    expect(used).toBeGreaterThan(20);
    expect(used).toBeLessThan(40);
    expect((await gatewayTestKit(t).startDeposit(cookie, { amount: '30', currency: 'USD' })).statusCode).toBe(403);
  });
});
