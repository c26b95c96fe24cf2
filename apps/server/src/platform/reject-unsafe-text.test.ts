import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, providerWalletPaths } from '@lodestar/contracts';
import { sessionCookieOf, useTestApp, validRegistration } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../modules/games/game-sessions.ts';
import { signedProviderRequest } from '../modules/provider-wallet/routes.ts';
import { containsUnsafeText } from './reject-unsafe-text.ts';

const t = useTestApp();

describe('containsUnsafeText', () => {
  it('finds a NUL or a lone surrogate in any string or key, however deep, and passes real text', () => {
    expect(containsUnsafeText({ a: [{ b: 'Ada\u0000' }] })).toBe(true);
    expect(containsUnsafeText({ a: 'x\ud800' })).toBe(true);
    expect(containsUnsafeText({ '\udfff': 1 })).toBe(true);
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`);
    expect(containsUnsafeText(deep)).toBe(true);
    expect(containsUnsafeText({ name: 'Zoë 😀 Łódź', n: 1, list: [null, true] })).toBe(false);
  });
});

describe('unsafe text in a request', () => {
  it('answers 400 VALIDATION to a NUL or lone surrogate in a profile field and stores nothing', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: validRegistration(email) }));
    for (const city of ['Paris\u0000', '\u0000', 'Par\ud800is']) {
      const response = await t.app.inject({ method: 'PUT', url: apiPaths.profile, headers: { cookie }, payload: { city } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: errorCodes.validation });
    }
    const profile = (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json();
    expect(profile.details.city).toBeNull();
  });

  it('checks the raw JSON of signed provider calls too', async () => {
    const signed = signedProviderRequest(STUDIO_PROVIDER_ID, t.config.STUDIO_WALLET_SECRET, { user: 'u', token: 'x'.repeat(20), game_code: 'g', round: 'r\u0000' });
    const response = await t.app.inject({ method: 'POST', url: providerWalletPaths.rollback, ...signed });
    expect(response.statusCode).toBe(400);
  });

  it('checks the query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${apiPaths.currencies}?x=%00` });
    expect(response.statusCode).toBe(400);
  });
});
