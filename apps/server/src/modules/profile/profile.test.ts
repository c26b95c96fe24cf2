import { describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';

const t = useTestApp();

const BORN_1990 = Date.UTC(1990, 4, 17) / 1000;

describe('profile details', () => {
  it('fills in empty details and then locks them', async () => {
    const { cookie } = await newPlayer(t);
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: apiPaths.profile, headers: { cookie }, payload });
    const saved = await put({
      address: '1 Main Street',
      zipCode: 'SW1A 1AA',
      country: 'gb',
      city: 'London',
      state: 'Greater London',
      phoneNumber: '7700900123',
      dialingCode: '+44',
      gender: 'Female',
      dateOfBirth: BORN_1990,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().details).toEqual({
      address: '1 Main Street',
      address2: null,
      zipCode: 'SW1A 1AA',
      country: 'GB',
      city: 'London',
      state: 'Greater London',
      gender: 'Female',
      dateOfBirth: BORN_1990,
      phone: { phoneNumber: '7700900123', dialingCode: '+44' },
    });
    expect((await put({ city: 'London', receiveEmailPromo: true })).json().receiveEmailPromo).toBe(true);
    const changed = await put({ city: 'Paris' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe('PROFILE_FIELD_LOCKED');
    const renamed = await put({ lastName: 'Byron' });
    expect(renamed.json().code).toBe('PROFILE_FIELD_LOCKED');
    const profile = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } });
    expect(profile.json().details.city).toBe('London');
  });

  it('refuses minors and malformed values', async () => {
    const { cookie } = await newPlayer(t);
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: apiPaths.profile, headers: { cookie }, payload });
    const tenYearsAgo = Math.floor(Date.now() / 1000) - 10 * 365 * 86_400;
    expect((await put({ dateOfBirth: tenYearsAgo })).json().code).toBe('UNDERAGE');
    expect((await put({ gender: 'Other' })).statusCode).toBe(400);
    expect((await put({ city: 'x'.repeat(256) })).statusCode).toBe(400);
    expect((await put({ phoneNumber: '+44 7700' })).statusCode).toBe(400);
    const profile = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } });
    expect(profile.json().details.dateOfBirth).toBeNull();
  });
});
