import { describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../../test/test-app.ts';
import { verifyLedger } from '../../ledger/index.ts';
import { fundsOf, newPlayer } from '../payments-test-kit.ts';
import { sandboxText } from './sandbox-routes.ts';

const t = useTestApp();

const startDeposit = async (cookie: string, amount = '30') => {
  const started = await t.app.inject({ method: 'POST', url: apiPaths.deposit('ems'), headers: { cookie }, payload: { amount, currency: 'EUR' } });
  expect(started.statusCode).toBe(200);
  return started.json().paymentId as string;
};
const checkout = (paymentId: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/sandbox/checkout/${paymentId}`, headers: cookie ? { cookie } : {} });
const decide = (paymentId: string, decision: 'pay' | 'decline' | 'hold', cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/sandbox/checkout/${paymentId}/${decision}`, headers: cookie ? { cookie } : {} });
const statusOf = async (paymentId: string, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.payment(paymentId), headers: { cookie } })).json().status as string;

describe('the sandbox checkout belongs to the player who opened it', () => {
  it('refuses a visitor with a 403 page and another player with a 404 page, and moves nothing', async () => {
    const owner = await newPlayer(t);
    const paymentId = await startDeposit(owner.cookie);
    const stranger = await newPlayer(t);

    for (const decision of ['pay', 'decline'] as const) {
      const visitor = await decide(paymentId, decision);
      expect(visitor.statusCode).toBe(403);
      expect(visitor.headers['content-type']).toContain('text/html');
      expect(visitor.body).toContain(sandboxText.signInTitle);
      const other = await decide(paymentId, decision, stranger.cookie);
      expect(other.statusCode).toBe(404);
      expect(other.body).toContain(sandboxText.notFound);
    }
    expect((await checkout(paymentId)).statusCode).toBe(403);
    const otherPage = await checkout(paymentId, stranger.cookie);
    expect(otherPage.statusCode).toBe(404);
    expect(otherPage.body).not.toContain('30.00 EUR');

    expect(await statusOf(paymentId, owner.cookie)).toBe('PENDING');
    expect(await fundsOf(t, owner.cookie)).toEqual({ EUR: '0.00' });
    expect(await fundsOf(t, stranger.cookie)).toEqual({ EUR: '0.00' });
  });

  it('answers an unknown checkout with the same 404 page', async () => {
    const { cookie } = await newPlayer(t);
    const response = await decide('00000000-0000-4000-8000-000000000000', 'pay', cookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(sandboxText.notFoundTitle);
  });

  it('says declined after a decline, and refuses any second decision without moving money', async () => {
    const { cookie } = await newPlayer(t);
    const paymentId = await startDeposit(cookie);
    const declined = await decide(paymentId, 'decline', cookie);
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain(sandboxText.declined);
    const page = await checkout(paymentId, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(sandboxText.declined);
    expect(page.body).not.toContain('action="/sandbox/checkout/');

    const payAfterDecline = await decide(paymentId, 'pay', cookie);
    expect(payAfterDecline.statusCode).toBe(409);
    expect(payAfterDecline.body).toContain(sandboxText.alreadyDecided('DECLINED'));
    expect(await statusOf(paymentId, cookie)).toBe('DECLINED');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });
  });

  it('refuses a decline after a payment and a second payment, crediting once', async () => {
    const { cookie } = await newPlayer(t);
    const paymentId = await startDeposit(cookie, '40');
    const paid = await decide(paymentId, 'pay', cookie);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain(sandboxText.approved);
    expect((await checkout(paymentId, cookie)).body).toContain(sandboxText.approved);

    const declineAfterPay = await decide(paymentId, 'decline', cookie);
    expect(declineAfterPay.statusCode).toBe(409);
    expect(declineAfterPay.body).toContain(sandboxText.alreadyDecided('COMPLETED'));
    const payTwice = await decide(paymentId, 'pay', cookie);
    expect(payTwice.statusCode).toBe(409);
    expect(await statusOf(paymentId, cookie)).toBe('COMPLETED');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '40.00' });
  });

  it('credits once when Pay and Decline race, and tells the loser its decision did not count', async () => {
    const { cookie } = await newPlayer(t);
    const paymentId = await startDeposit(cookie);
    const answers = await Promise.all([decide(paymentId, 'pay', cookie), decide(paymentId, 'decline', cookie), decide(paymentId, 'pay', cookie)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    const final = await statusOf(paymentId, cookie);
    expect(['COMPLETED', 'DECLINED']).toContain(final);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: final === 'COMPLETED' ? '30.00' : '0.00' });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});

describe('the sandbox checkout can answer before its verdict, as a bank still checking does', () => {
  it('leaves the payment pending on Leave pending, and Pay on the same checkout still credits it once', async () => {
    const { cookie } = await newPlayer(t);
    const paymentId = await startDeposit(cookie);
    expect((await checkout(paymentId, cookie)).body).toContain(`action="/sandbox/checkout/${paymentId}/hold"`);

    const held = await decide(paymentId, 'hold', cookie);
    expect(held.statusCode).toBe(200);
    expect(held.body).toContain(sandboxText.processing);
    expect(await statusOf(paymentId, cookie)).toBe('PENDING');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });

    expect((await decide(paymentId, 'pay', cookie)).body).toContain(sandboxText.approved);
    expect(await statusOf(paymentId, cookie)).toBe('COMPLETED');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '30.00' });
    expect((await decide(paymentId, 'hold', cookie)).statusCode).toBe(409);
  });
});

describe('the checkout is framed on whichever host the site was opened on', () => {
  const hosts = ['127.0.0.1:3000', 'localhost:3000', 'attacker.example'];

  it('answers a path whatever the Host header says, and a code to scan on PUBLIC_URL', async () => {
    const { cookie, email } = await newPlayer(t);
    for (const host of hosts) {
      const started = await t.app.inject({
        method: 'POST',
        url: apiPaths.deposit('ems'),
        headers: { cookie, host },
        payload: { amount: '30', currency: 'EUR' },
      });
      expect(started.json().redirectUrl).toBe(`/sandbox/checkout/${started.json().paymentId}`);
      const crypto = await t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie, host }, payload: { currency: 'BTC' } });
      expect(crypto.json().banxaCheckoutIframe).toMatch(/^\/sandbox\/buy-crypto\?currency=BTC&address=/);
    }
    const qr = await t.app.inject({
      method: 'POST',
      url: apiPaths.jetonDeposit('qr'),
      headers: { cookie, host: 'attacker.example' },
      payload: { amount: '20', currency: 'EUR', email },
    });
    expect(qr.json().qr).toBe(`${t.config.PUBLIC_URL}/sandbox/checkout/${qr.json().paymentId}`);
  });

  it('lets the site frame its own origin and the checkout be framed by it, and links back to the same host', async () => {
    const { cookie } = await newPlayer(t);
    const paymentId = await startDeposit(cookie);
    const site = await t.app.inject({ method: 'GET', url: apiPaths.currentIp, headers: { host: 'localhost:3000' } });
    const directive = (policy: unknown, name: string) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(String(policy))?.[1]?.split(' ');
    expect(directive(site.headers['content-security-policy'], 'frame-src')).toContain("'self'");

    const held = await decide(paymentId, 'hold', cookie);
    expect(directive(held.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(held.headers['content-security-policy'], 'form-action')).toEqual(["'self'"]);
    expect(held.body).toContain('href="/" target="_top"');
  });
});
