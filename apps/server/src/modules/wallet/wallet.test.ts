import { describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@lodestar/contracts';
import { useTestApp, sessionCookieOf, validRegistration } from '../../../test/test-app.ts';
import { postTransactionInOwnTransaction } from '../ledger/index.ts';

const t = useTestApp();

let counter = 0;
async function newPlayer(currency = 'EUR') {
  const email = `wallet${++counter}@example.com`;
  const response = await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: { ...validRegistration(email), currency } });
  const cookie = sessionCookieOf(response);
  const profile = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } });
  return { cookie, playerId: profile.json().id as string };
}

/** Money arrives the only way it can: a balanced ledger posting from the payments clearing account. */
const credit = (playerId: string, currency: string, amount: bigint) =>
  postTransactionInOwnTransaction(t.database.db, {
    idempotencyKey: `test-credit:${playerId}:${currency}:${amount}:${Math.random()}`,
    kind: 'deposit',
    legs: [
      { account: { owner: { type: 'house' }, currency, purpose: 'payments-clearing' }, amount: -amount },
      { account: { owner: { type: 'player', playerId }, currency, purpose: 'cash' }, amount },
    ],
  });

describe('currencies', () => {
  it('lists the catalogue with DOGE and the (Erc20) tag', async () => {
    const { currencies } = (await t.app.inject({ method: 'GET', url: apiPaths.currencies })).json();
    expect(currencies.map((currency: { code: string }) => currency.code)).toEqual([
      'EUR',
      'USD',
      'CAD',
      'GBP',
      'BRL',
      'BTC',
      'ETH',
      'LTC',
      'DOG',
      'USDT',
      'TRX',
    ]);
    expect(currencies.find((currency: { code: string }) => currency.code === 'DOG')).toMatchObject({
      displayCode: 'DOGE',
      type: 'CRYPTO',
      fiat: false,
    });
    expect(currencies.find((currency: { code: string }) => currency.code === 'USDT')).toMatchObject({ tag: '(Erc20)', subunits_to_unit: 1_000_000 });
  });

  it('gives minimums and the minimum cashout, BTC by default', async () => {
    expect((await t.app.inject({ method: 'GET', url: apiPaths.minimums('EUR') })).json()).toEqual({
      currency: 'EUR',
      minDeposit: '10.00',
      minPromotion: '16.00',
      eurRate: '1',
    });
    expect((await t.app.inject({ method: 'GET', url: apiPaths.rateLimit('EUR') })).json()).toEqual({ currency: 'EUR', minWithdraw: '10.00' });
    expect((await t.app.inject({ method: 'GET', url: '/profile-service/api/v1/rate/limit' })).json()).toEqual({
      currency: 'BTC',
      minWithdraw: '0.00017000',
    });
    expect((await t.app.inject({ method: 'GET', url: apiPaths.minimums('XYZ') })).statusCode).toBe(400);
  });
});

describe('wallets', () => {
  it('starts with a default wallet in the registration currency', async () => {
    const { cookie } = await newPlayer('BTC');
    const response = await t.app.inject({ method: 'GET', url: apiPaths.funds, headers: { cookie } });
    expect(response.json()).toEqual({
      funds: [{ currency: 'BTC', balance: '0.00000000', bonusBalance: '0.00000000', default: true, freeSpinWallet: null }],
    });
  });

  it('adds currencies, switches the default and shows ledger balances', async () => {
    const { cookie, playerId } = await newPlayer();
    await credit(playerId, 'EUR', 3000n);
    const added = await t.app.inject({ method: 'POST', url: apiPaths.funds, headers: { cookie }, payload: { currency: 'DOG' } });
    expect(added.json().funds).toEqual([
      expect.objectContaining({ currency: 'EUR', balance: '30.00', default: true }),
      expect.objectContaining({ currency: 'DOG', balance: '0.00000000', default: false }),
    ]);
    const again = await t.app.inject({ method: 'POST', url: apiPaths.funds, headers: { cookie }, payload: { currency: 'DOG' } });
    expect(again.json().funds).toHaveLength(2);
    const switched = await t.app.inject({ method: 'PUT', url: apiPaths.funds, headers: { cookie }, payload: { currency: 'DOG' } });
    expect(
      switched
        .json()
        .funds.filter((fund: { default: boolean }) => fund.default)
        .map((fund: { currency: string }) => fund.currency),
    ).toEqual(['DOG']);
    const withdrawable = await t.app.inject({ method: 'GET', url: apiPaths.withdrawable, headers: { cookie }, query: { currency: 'EUR' } });
    expect(withdrawable.json()).toEqual({ currency: 'EUR', withdrawable: '30.00' });
    const defaultWithdrawable = await t.app.inject({ method: 'GET', url: apiPaths.withdrawable, headers: { cookie } });
    expect(defaultWithdrawable.json()).toEqual({ currency: 'DOG', withdrawable: '0.00000000' });
  });

  it('refuses a default without a wallet, and unknown currencies', async () => {
    const { cookie } = await newPlayer();
    const missing = await t.app.inject({ method: 'PUT', url: apiPaths.funds, headers: { cookie }, payload: { currency: 'GBP' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.money.addCurrencyFailed);
    const unknown = await t.app.inject({ method: 'POST', url: apiPaths.funds, headers: { cookie }, payload: { currency: 'XYZ' } });
    expect(unknown.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.funds })).statusCode).toBe(401);
  });
});

describe('live balance stream', () => {
  it('sends the balances at once and again after a ledger movement', async () => {
    const { cookie, playerId } = await newPlayer();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}${apiPaths.balanceStream}`, { headers: { cookie }, signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const nextEvent = async () => {
      let text = '';
      while (!text.includes('\n\n')) text += (await reader.read()).value ?? '';
      return JSON.parse(/data: (.*)/.exec(text)![1]!);
    };
    expect((await nextEvent()).funds[0]).toMatchObject({ currency: 'EUR', balance: '0.00' });
    await credit(playerId, 'EUR', 4250n);
    await t.app.inject({ method: 'PUT', url: apiPaths.funds, headers: { cookie }, payload: { currency: 'EUR' } });
    expect((await nextEvent()).funds[0]).toMatchObject({ currency: 'EUR', balance: '42.50' });
    controller.abort();
  });
});
