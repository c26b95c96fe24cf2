import { describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { verifyLedger } from '../ledger/index.ts';
import { isValidWithdrawalAddress } from './crypto/address-validation.ts';
import { cryptoAddressOf, fundsOf, newPlayer, simulateChainTransaction } from './payments-test-kit.ts';

const t = useTestApp();

const addressOf = (cookie: string, currency: string) => cryptoAddressOf(t, cookie, currency);

describe('crypto deposits', () => {
  it('gives each player one valid address per currency, in test mode without configured keys', async () => {
    const first = await newPlayer(t);
    const second = await newPlayer(t);
    const btc = await addressOf(first.cookie, 'BTC');
    expect(btc).toMatchObject({ currency: 'BTC', confirmations: 2, testMode: true });
    expect(btc.address).toMatch(/^bc1q/);
    expect(isValidWithdrawalAddress('BTC', btc.address)).toBe(true);
    expect(btc.banxaCheckoutIframe).toContain(`/sandbox/buy-crypto?currency=BTC&address=${btc.address}`);
    expect((await addressOf(first.cookie, 'BTC')).address).toBe(btc.address);
    expect((await addressOf(second.cookie, 'BTC')).address).not.toBe(btc.address);
    for (const [currency, pattern] of [
      ['ETH', /^0x[0-9a-fA-F]{40}$/],
      ['DOG', /^D/],
      ['LTC', /^ltc1/],
      ['TRX', /^T/],
      ['USDT', /^0x/],
    ] as const) {
      expect((await addressOf(first.cookie, currency)).address).toMatch(pattern);
    }
    const fiat = await t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie: first.cookie }, payload: { currency: 'EUR' } });
    expect(fiat.statusCode).toBe(400);
  });

  it('credits a transaction once its confirmations are reached, and only once', async () => {
    const { cookie } = await newPlayer(t);
    const { address } = await addressOf(cookie, 'BTC');
    const seen = await simulateChainTransaction(t, { currency: 'BTC', address, amount: '0.01', confirmations: 1 });
    expect(seen.outcome).toBe('waiting-for-confirmations');
    expect((await fundsOf(t, cookie)).BTC).toBe('0.00000000');
    const confirmed = await simulateChainTransaction(t, { currency: 'BTC', address, amount: '0.01', confirmations: 2, txHash: seen.txHash });
    expect(confirmed.outcome).toBe('credited');
    expect((await fundsOf(t, cookie)).BTC).toBe('0.01000000');
    const again = await simulateChainTransaction(t, { currency: 'BTC', address, amount: '0.01', confirmations: 9, txHash: seen.txHash });
    expect(again.outcome).toBe('already-credited');
    expect((await fundsOf(t, cookie)).BTC).toBe('0.01000000');
    const history = await t.app.inject({ method: 'GET', url: apiPaths.paymentHistory('crypto', 'deposits'), headers: { cookie } });
    expect(history.json().items).toEqual([expect.objectContaining({ amount: '0.01000000', currency: 'BTC', status: 'COMPLETED', address })]);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('credits concurrent deliveries of one transaction once', async () => {
    const { cookie } = await newPlayer(t);
    const { address } = await addressOf(cookie, 'LTC');
    const txHash = 'ab'.repeat(32);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => simulateChainTransaction(t, { currency: 'LTC', address, amount: '1.5', confirmations: 6, txHash })),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === 'credited')).toHaveLength(1);
    expect((await fundsOf(t, cookie)).LTC).toBe('1.50000000');
  });

  it('does not credit unknown addresses or amounts below the minimum', async () => {
    const { cookie } = await newPlayer(t);
    const { address } = await addressOf(cookie, 'BTC');
    expect(
      (await simulateChainTransaction(t, { currency: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: '1', confirmations: 6 }))
        .outcome,
    ).toBe('unknown-address');
    expect((await simulateChainTransaction(t, { currency: 'BTC', address, amount: '0.0001', confirmations: 6 })).outcome).toBe('below-minimum');
    expect((await fundsOf(t, cookie)).BTC).toBe('0.00000000');
  });
});
