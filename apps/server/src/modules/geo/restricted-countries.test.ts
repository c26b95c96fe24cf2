import { beforeAll, describe, expect, it } from 'vitest';
import { adminRestrictedCountryPaths as paths, apiPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { CONFIGURED_REASON, seedRestrictedCountries } from './restricted-countries.ts';

const clock = testClock();
const t = useTestApp({ TRUST_PROXY: 'true', RESTRICTED_COUNTRIES: 'US,FR' }, { now: clock.now });
const kit = staffTestKit(t, clock.now);

const GERMAN_ADDRESS = '85.214.132.117';
const US_ADDRESS = '8.8.8.8';

let admin: string;
let marketing: string;
beforeAll(async () => {
  admin = (await kit.signedIn('admin', clock.advance)).cookie;
  marketing = (await kit.signedIn('marketing', clock.advance)).cookie;
});

const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const removePath = (code: string) => paths.remove.replace(':code', code);
const publicList = async () => (await t.app.inject({ method: 'GET', url: apiPaths.restrictedCountries })).json();
const adminList = async () => (await call(admin, 'GET', paths.list)).json().countries;
let registrations = 0;
const registerFrom = (address: string) => {
  registrations += 1;
  return t.app.inject({
    method: 'POST',
    url: apiPaths.registration,
    headers: { 'x-forwarded-for': address },
    payload: { fullName: 'Ada Lovelace', email: `ada-${registrations}@example.com`, password: 'correct horse 1', terms: true },
  });
};
const lastAuditOf = async (action: string) => (await latestAuditRows(t.database.db, 50)).find((row) => row.action === action)!;

describe('restricted countries in the database', () => {
  it('starts from the configured list, and a later start does not seed it again', async () => {
    expect(await publicList()).toEqual(['FR', 'US']);
    expect(await adminList()).toEqual([
      { code: 'FR', reason: CONFIGURED_REASON, addedBy: null, addedAt: expect.any(String) },
      { code: 'US', reason: CONFIGURED_REASON, addedBy: null, addedAt: expect.any(String) },
    ]);
    await seedRestrictedCountries(t.database.db, ['IT']);
    expect((await adminList()).map((entry: { code: string }) => entry.code)).toEqual(['FR', 'US']);
  });

  it('answers 401 without staff and 403 to a role without countries:manage, changing nothing', async () => {
    const calls = [
      ['GET', paths.list, undefined],
      ['POST', paths.list, { code: 'DE', reason: 'licence' }],
      ['POST', removePath('US'), { reason: 'licence' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(undefined, method, url, payload)).statusCode).toBe(401);
      expect((await call(marketing, method, url, payload)).json()).toMatchObject({ code: 'STAFF_PERMISSION_MISSING' });
    }
    expect(await publicList()).toEqual(['FR', 'US']);
    expect(await lastAuditOf(`POST ${paths.list}`)).toMatchObject({ outcome: '403', details: { permission: 'countries:manage' } });
  });

  it('refuses a code that is not a current ISO 3166-1 alpha-2 code, or no reason, with 400', async () => {
    for (const code of ['XX', 'DD', 'USA', 'D', '', 'EU']) {
      const response = await call(admin, 'POST', paths.list, { code, reason: 'licence' });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().fieldErrors.code).toEqual(['Enter a two-letter ISO 3166-1 country code, such as DE']);
    }
    expect((await call(admin, 'POST', paths.list, { code: 'DE', reason: '  ' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', removePath('XX'), { reason: 'licence' })).statusCode).toBe(400);
    expect(await publicList()).toEqual(['FR', 'US']);
  });

  it('answers 409 to a country already on the list and 404 to removing one that is not', async () => {
    const twice = await call(admin, 'POST', paths.list, { code: 'us', reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'COUNTRY_ALREADY_RESTRICTED', message: 'US is already restricted' });
    const absent = await call(admin, 'POST', removePath('DE'), { reason: 'never there' });
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('DE is not on the restricted list');
    expect((await adminList()).find((entry: { code: string }) => entry.code === 'US').reason).toBe(CONFIGURED_REASON);
  });

  it('closes the site to an added country at once: the public list and registration read the stored list', async () => {
    expect((await registerFrom(GERMAN_ADDRESS)).statusCode).toBe(201);
    const added = await call(admin, 'POST', paths.list, { code: 'de', reason: 'Licence withdrawn' });
    expect(added.json()).toEqual({ message: 'DE added: visitors from there now see the blocked page' });
    expect(await publicList()).toEqual(['DE', 'FR', 'US']);
    expect((await adminList())[0]).toMatchObject({ code: 'DE', reason: 'Licence withdrawn', addedBy: expect.stringMatching(/^admin-/) });
    expect((await registerFrom(GERMAN_ADDRESS)).json()).toMatchObject({ code: 'COUNTRY_BLOCKED' });
    expect(await lastAuditOf(`POST ${paths.list}`)).toMatchObject({
      outcome: 'ok',
      details: {
        permission: 'countries:manage',
        body: { reason: 'Licence withdrawn' },
        change: { before: { code: 'DE', restricted: false }, after: { code: 'DE', restricted: true, reason: 'Licence withdrawn' } },
      },
    });
  });

  it('opens the site again to a removed country, and a removed country may be added back', async () => {
    expect((await registerFrom(US_ADDRESS)).json()).toMatchObject({ code: 'COUNTRY_BLOCKED' });
    const removed = await call(admin, 'POST', removePath('us'), { reason: 'Licence granted' });
    expect(removed.json()).toEqual({ message: 'US removed: the site is open there again' });
    expect(await publicList()).toEqual(['DE', 'FR']);
    expect((await registerFrom(US_ADDRESS)).statusCode).toBe(201);
    expect(await lastAuditOf(`POST ${paths.remove}`)).toMatchObject({
      target: null,
      details: { change: { before: { code: 'US', restricted: true, reason: CONFIGURED_REASON }, after: { code: 'US', restricted: false } } },
    });

    await call(admin, 'POST', paths.list, { code: 'US', reason: 'Licence lost' });
    expect(await publicList()).toEqual(['DE', 'FR', 'US']);
  });
});
