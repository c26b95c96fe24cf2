import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A rates feed on loopback: one good quote, one malformed, one for the reference currency. */
const feedAnswer = { rates: { BTC: '65000.5', ETH: 'not-a-number', EUR: '1' } };
const feed = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(feedAnswer));
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const { port } = feed.address() as AddressInfo;
  t = await createTestApp({ RATES_PROVIDER_URL: `http://127.0.0.1:${port}/rates` });
});
afterAll(async () => {
  await t.close();
  feed.close();
});

const rateOf = async (code: string) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.currencies })).json().currencies.find((currency: { code: string }) => currency.code === code)
    .eurRate;

describe('exchange rates', () => {
  it('takes the rates a configured provider quotes and keeps the rest', async () => {
    await expect.poll(() => rateOf('BTC')).toBe('65000.5');
    expect(await rateOf('ETH')).toBe('3000');
    expect(await rateOf('USD')).toBe('0.92');
  });
});
