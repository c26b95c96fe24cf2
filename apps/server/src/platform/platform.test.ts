import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@lodestar/contracts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import { errorReports } from '../db/schema.ts';

const t = useTestApp({ TRUST_PROXY: 'true', RESTRICTED_COUNTRIES: 'US,FR' });

const GOOGLE_DNS_US = '8.8.8.8';
const UK_ADDRESS = '81.2.69.142';

describe('country of the caller', () => {
  it('locates the forwarded address behind a trusted proxy', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.currentIp, headers: { 'x-forwarded-for': UK_ADDRESS } });
    expect(response.json()).toEqual({ country: 'United Kingdom', isoCode: 'GB' });
  });

  it('says Unknown for loopback', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.currentIp });
    expect(response.json()).toEqual({ country: 'Unknown', isoCode: 'ZZ' });
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const untrusting = await createTestApp();
    try {
      const response = await untrusting.app.inject({ method: 'GET', url: apiPaths.currentIp, headers: { 'x-forwarded-for': UK_ADDRESS } });
      expect(response.json().isoCode).toBe('ZZ');
    } finally {
      await untrusting.close();
    }
  });

  it('serves the restricted list and refuses registration from a restricted country', async () => {
    expect((await t.app.inject({ method: 'GET', url: apiPaths.restrictedCountries })).json()).toEqual(['FR', 'US']);
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.registration,
      headers: { 'x-forwarded-for': GOOGLE_DNS_US },
      payload: { fullName: 'Ada Lovelace', email: 'ada-us@example.com', password: 'correct horse 1', terms: true },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COUNTRY_BLOCKED');
  });
});

describe('static data', () => {
  it('serves the site configuration without secrets', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.siteConfiguration });
    expect(response.json()).toEqual({
      recaptchaSiteKey: null,
      supportEmail: expect.stringContaining('@'),
      devTools: true,
      noLoyalty: false,
      licence: null,
      analyticsScriptUrl: null,
      tutorialYoutubeId: null,
      liveChatScriptUrl: null,
    });
  });

  it('serves country names by ISO code', async () => {
    const codes = (await t.app.inject({ method: 'GET', url: apiPaths.countryCodes })).json();
    expect(codes.DE).toEqual({ name: 'Germany' });
    expect(codes.EU).toBeUndefined();
    expect(Object.keys(codes).length).toBeGreaterThan(240);
  });
});

describe('error logger', () => {
  const report = { message: 'Cannot read properties of undefined', url: 'http://localhost/x', userAgent: 'test' };

  it('stores a report', async () => {
    const response = await t.app.inject({ method: 'POST', url: apiPaths.errorLogger, payload: { ...report, stack: 'at render' } });
    expect(response.statusCode).toBe(202);
    const [row] = await t.database.db
      .select()
      .from(errorReports)
      .where(sql`${errorReports.message} = ${report.message}`);
    expect(row).toMatchObject({ url: report.url, stack: 'at render', playerId: null });
  });

  it('refuses an oversize or malformed report and stores nothing', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(errorReports))[0]!.n;
    const before = await count();
    const big = await t.app.inject({ method: 'POST', url: apiPaths.errorLogger, payload: { ...report, stack: 'x'.repeat(40_000) } });
    expect(big.statusCode).toBe(413);
    const malformed = await t.app.inject({ method: 'POST', url: apiPaths.errorLogger, payload: { message: 42 } });
    expect(malformed.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('API documentation and errors', () => {
  it('serves an OpenAPI document of every route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [apiPaths.signin, apiPaths.registration, apiPaths.resetPassword, apiPaths.profile, apiPaths.currentIp, apiPaths.errorLogger]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths[apiPaths.registration].post.requestBody).toBeDefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/profile-service/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.http.notFound);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.currentIp });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
