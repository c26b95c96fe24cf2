import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages, providerWalletPaths } from '@lodestar/contracts';
import { useTestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../modules/games/index.ts';
import { newPlayer } from '../modules/payments/payments-test-kit.ts';
import { signedProviderRequest } from './provider-signature.ts';
import { findUnsafeText } from './text-input-guard.ts';

describe('findUnsafeText', () => {
  it('names where a NUL or a lone surrogate is, in values and keys, at any depth', () => {
    expect(findUnsafeText({ name: 'Ada', tags: ['a', 'b'], nested: { deep: [{ text: 'ok 😀 é' }] } })).toBeUndefined();
    expect(findUnsafeText('a\u0000b')).toBe('');
    expect(findUnsafeText({ coupon: 'x\u0000' })).toBe('coupon');
    expect(findUnsafeText({ list: [{ text: 'fine' }, { text: '\udc00' }] })).toBe('list.1.text');
    expect(findUnsafeText({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findUnsafeText({ half: 'pair \ud83d' })).toBe('half');
    expect(findUnsafeText([1, null, true, 2.5])).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let body: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth++) body = [body];
    expect(findUnsafeText(body)).toMatch(/^0(\.0)*$/);
  });
});

describe('the text input guard on every route', () => {
  const t = useTestApp();

  it('refuses a NUL in a profile field with 400 naming the field, and saves nothing', async () => {
    const { cookie } = await newPlayer(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: apiPaths.profile,
      headers: { cookie },
      payload: { address: '1 Main\u0000 Street', city: 'London' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.http.invalidCharacters,
      code: errorCodes.invalidCharacters,
      fieldErrors: { address: [messages.http.invalidCharacters] },
    });
    const profile = (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json();
    expect(JSON.stringify(profile)).not.toContain('Main');
  });

  it('refuses a NUL in a query string or a lone surrogate in a body, before any route runs', async () => {
    const { cookie } = await newPlayer(t);
    const query = await t.app.inject({ method: 'GET', url: `${apiPaths.paymentHistory('fiat', 'deposits')}?from=%00`, headers: { cookie } });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: errorCodes.invalidCharacters, fieldErrors: { from: [messages.http.invalidCharacters] } });
    const body = await t.app.inject({
      method: 'POST',
      url: apiPaths.deposit('ems'),
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"amount":"30","currency":"EUR","promotionCoupon":"\\udfff"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fieldErrors).toEqual({ promotionCoupon: [messages.http.invalidCharacters] });
    // Clean text, emoji included, passes the guard: the route itself judges the code (no such coupon).
    const clean = await t.app.inject({
      method: 'POST',
      url: apiPaths.deposit('ems'),
      headers: { cookie },
      payload: { amount: '30', currency: 'EUR', promotionCoupon: 'WELCOME😀' },
    });
    expect(clean.statusCode).toBe(400);
    expect(clean.json().fieldErrors).toEqual({ promotionCoupon: [messages.coupon.couponInvalid] });
  });

  it('checks the raw JSON of signed calls too, where a NUL is still an escape (a round id reached the database)', async () => {
    const signed = signedProviderRequest(STUDIO_PROVIDER_ID, t.config.STUDIO_WALLET_SECRET, {
      user: 'u',
      token: 'x'.repeat(20),
      game_code: 'g',
      round: 'r\u0000',
    });
    const response = await t.app.inject({ method: 'POST', url: providerWalletPaths.rollback, ...signed });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: errorCodes.invalidCharacters, fieldErrors: { round: [messages.http.invalidCharacters] } });
  });
});
