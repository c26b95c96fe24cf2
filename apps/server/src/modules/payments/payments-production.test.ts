import { HDKey } from '@scure/bip32';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages } from '@lodestar/contracts';
import { productionEnvironment } from '../../../test/production-environment.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CHAIN_SIMULATOR_PATH } from './sandbox/chain-simulator-routes.ts';
import { SANDBOX_BUY_CRYPTO_PATH, sandboxText } from './sandbox/sandbox-routes.ts';
import { fundsOf, newPlayer } from './payments-test-kit.ts';
import { payments } from './schema.ts';

const paymentCount = async (t: TestApp) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n;

describe('payments in production without the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(productionEnvironment);
  });
  afterAll(() => t.close());

  it('serves no sandbox page, no chain simulator and no /dev page', async () => {
    const owner = await newPlayer(t);
    const someId = '00000000-0000-4000-8000-000000000000';
    const requests = [
      { method: 'GET', url: `/sandbox/checkout/${someId}` },
      { method: 'POST', url: `/sandbox/checkout/${someId}/pay` },
      { method: 'POST', url: `/sandbox/checkout/${someId}/decline` },
      { method: 'GET', url: SANDBOX_BUY_CRYPTO_PATH },
      { method: 'GET', url: '/dev/chain' },
      { method: 'POST', url: CHAIN_SIMULATOR_PATH, payload: { currency: 'BTC', address: 'bc1q', amount: '1', confirmations: 6 } },
      { method: 'GET', url: '/dev/mailbox' },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: { cookie: owner.cookie } });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect(await fundsOf(t, owner.cookie)).toEqual({ EUR: '0.00' });
  });

  it('answers a deposit with 503 "not configured", writes nothing, and offers no gateway', async () => {
    const { cookie } = await newPlayer(t);
    const before = await paymentCount(t);
    for (const [url, payload] of [
      [apiPaths.deposit('ems'), { amount: '30', currency: 'EUR' }],
      [apiPaths.deposit('ikajo'), { amount: '30', currency: 'EUR', cardTier: 'Ruby' }],
      [apiPaths.jetonDeposit('qr'), { amount: '30', currency: 'EUR', email: 'a@example.com' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ message: messages.money.paymentsNotConfigured, code: errorCodes.paymentsNotConfigured });
    }
    expect(await paymentCount(t)).toBe(before);
    const gateways = await t.app.inject({ method: 'GET', url: apiPaths.gateways, headers: { cookie } });
    expect(gateways.json()).toEqual({ gateways: [] });
    const crypto = await t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie }, payload: { currency: 'ETH' } });
    expect(crypto.statusCode).toBe(503);
    expect(crypto.json().message).toBe(messages.money.cryptoNotConfigured('ETH'));
  });
});

describe('crypto deposits in production: only a currency whose node is configured gets an address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An operator's Ethereum account key that is not the public test mnemonic's.
    const operatorEthKey = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/60'/0'").publicExtendedKey;
    // Nothing listens there: background jobs are off, and handing out an address asks the node nothing.
    t = await createTestApp({ ...productionEnvironment, CRYPTO_XPUB_ETH: operatorEthKey, ETH_RPC_URL: 'http://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('answers 503 naming the currency without a node, and an address where the Ethereum node watches', async () => {
    const { cookie } = await newPlayer(t);
    const depositAddress = (currency: string) =>
      t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie }, payload: { currency } });
    for (const [currency, named] of [
      ['BTC', 'BTC'],
      ['DOG', 'DOGE'],
      ['LTC', 'LTC'],
      ['TRX', 'TRX'],
    ] as const) {
      const refused = await depositAddress(currency);
      expect(refused.statusCode, currency).toBe(503);
      expect(refused.json()).toEqual({ message: messages.money.cryptoNotConfigured(named), code: errorCodes.paymentsNotConfigured });
    }
    for (const currency of ['ETH', 'USDT']) {
      const served = await depositAddress(currency);
      expect(served.statusCode, currency).toBe(200);
      expect(served.json()).toMatchObject({ currency, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), testMode: false });
    }
  });
});

describe('payments in production with SANDBOX_PAYMENTS=true (a staging site)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...productionEnvironment, SANDBOX_PAYMENTS: 'true' });
  });
  afterAll(() => t.close());

  it('serves the sandbox checkout to the player who opened it only, and still no mailbox', async () => {
    const owner = await newPlayer(t);
    const started = await t.app.inject({
      method: 'POST',
      url: apiPaths.deposit('ems'),
      headers: { cookie: owner.cookie },
      payload: { amount: '30', currency: 'EUR' },
    });
    expect(started.statusCode).toBe(200);
    const { paymentId, redirectUrl } = started.json();
    // A path on the site's own host, which the browser resolves: never the request's Host header.
    expect(redirectUrl).toBe(`/sandbox/checkout/${paymentId}`);

    const visitor = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${paymentId}/pay` });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.body).toContain(sandboxText.signIn);
    expect(await fundsOf(t, owner.cookie)).toEqual({ EUR: '0.00' });

    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${paymentId}/pay`, headers: { cookie: owner.cookie } });
    expect(paid.statusCode).toBe(200);
    expect(await fundsOf(t, owner.cookie)).toEqual({ EUR: '30.00' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('start-up checks that need the derived keys', () => {
  it('refuses the public test mnemonic’s own keys configured by hand in production', async () => {
    const { testAccountXpubs } = await import('./crypto/address-derivation.ts');
    const keys = testAccountXpubs();
    const environment = {
      ...productionEnvironment,
      CRYPTO_XPUB_BTC: keys.BTC,
      CRYPTO_XPUB_LTC: keys.LTC,
      CRYPTO_XPUB_DOG: keys.DOG,
      CRYPTO_XPUB_ETH: keys.ETH,
      CRYPTO_XPUB_TRX: keys.TRX,
    };
    await expect(createTestApp(environment)).rejects.toThrow(/CRYPTO_XPUB_\*: the public test mnemonic/);
  });
});
