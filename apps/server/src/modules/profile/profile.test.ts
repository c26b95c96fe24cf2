import { describe, expect, it } from 'vitest';
import { apiPaths, phoneMessages } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';

const t = useTestApp();

const BORN_1990 = Date.UTC(1990, 4, 17) / 1000;

async function signedInPlayer() {
  const { cookie } = await newPlayer(t);
  const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: apiPaths.profile, headers: { cookie }, payload: payload as object });
  const details = async () => (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json().details;
  return { put, details };
}

describe('profile details', () => {
  it('fills in empty details and then locks them', async () => {
    const { put, details } = await signedInPlayer();
    const saved = await put({
      address: '1 Main Street',
      zipCode: 'SW1A 1AA',
      country: 'gb',
      city: 'London',
      state: 'Greater London',
      phoneNumber: '770090012',
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
      phone: { phoneNumber: '770090012', dialingCode: '+44' },
    });
    // Sending a locked field's own value again is fine.
    expect((await put({ city: 'London', receiveEmailPromo: true })).json().receiveEmailPromo).toBe(true);
    for (const change of [
      { city: 'Paris' },
      { lastName: 'Byron' },
      { country: 'FR' },
      { gender: 'Male' },
      { dateOfBirth: BORN_1990 + 86_400 },
      { dialingCode: '+49', phoneNumber: '301234567' },
    ]) {
      const refused = await put(change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().code).toBe('PROFILE_FIELD_LOCKED');
      expect(refused.json().message).toContain('contact support');
    }
    const after = await details();
    expect([after.city, after.country, after.gender, after.dateOfBirth, after.phone.dialingCode]).toEqual([
      'London',
      'GB',
      'Female',
      BORN_1990,
      '+44',
    ]);
  });

  it('refuses a partial locked update as a whole: nothing of it is saved', async () => {
    const { put, details } = await signedInPlayer();
    expect((await put({ city: 'London' })).statusCode).toBe(200);
    expect((await put({ address: '2 High Street', city: 'Leeds' })).json().code).toBe('PROFILE_FIELD_LOCKED');
    expect((await details()).address).toBeNull();
  });
});

describe('bad input: a clear 4xx and nothing changed', () => {
  const fieldMessage = async (response: { statusCode: number; json(): { fieldErrors?: Record<string, string[]> } }, field: string) => {
    expect(response.statusCode).toBe(400);
    return response.json().fieldErrors?.[field]?.[0];
  };

  it('refuses malformed and under-18 dates of birth', async () => {
    const { put, details } = await signedInPlayer();
    const now = new Date();
    const seventeenYearsAgo = Date.UTC(now.getUTCFullYear() - 17, now.getUTCMonth(), 1) / 1000;
    const underage = await put({ dateOfBirth: seventeenYearsAgo });
    expect(underage.json().code).toBe('UNDERAGE');
    expect(await fieldMessage(underage, 'dateOfBirth')).toBe('You must be at least 18 years old');
    expect(await fieldMessage(await put({ dateOfBirth: BORN_1990 + 3600 }), 'dateOfBirth')).toBe('Date of birth must be a calendar day');
    expect(await fieldMessage(await put({ dateOfBirth: '1990-02-31' }), 'dateOfBirth')).toBeTruthy();
    expect(await fieldMessage(await put({ dateOfBirth: Date.UTC(1900, 0, 1) / 1000 }), 'dateOfBirth')).toBe('Date of birth must be in 1921 or later');
    expect((await details()).dateOfBirth).toBeNull();
  });

  it('refuses each phone the split rule cannot store faithfully', async () => {
    const { put, details } = await signedInPlayer();
    const cases: [object, string][] = [
      [{ dialingCode: '+1', phoneNumber: '2025550123' }, phoneMessages.cannotSplit],
      [{ dialingCode: '+12', phoneNumber: '025550123' }, phoneMessages.cannotSplit],
      [{ dialingCode: '+35', phoneNumber: '312345678' }, phoneMessages.cannotSplit],
      [{ dialingCode: '+4', phoneNumber: '4770090012' }, phoneMessages.partsMismatch],
      [{ dialingCode: '0044', phoneNumber: '77009001' }, phoneMessages.pattern],
      [{ dialingCode: '+44', phoneNumber: '7700900123' }, phoneMessages.pattern],
      [{ dialingCode: '+44', phoneNumber: '77009001234567' }, phoneMessages.tooLong],
      [{ dialingCode: '+44', phoneNumber: '' }, phoneMessages.pattern],
      [{ phoneNumber: '770090012' }, phoneMessages.pattern],
      [{ dialingCode: '', phoneNumber: '' }, phoneMessages.required],
    ];
    for (const [payload, message] of cases) expect(await fieldMessage(await put(payload), 'phoneNumber'), JSON.stringify(payload)).toBe(message);
    expect((await details()).phone).toEqual({ phoneNumber: null, dialingCode: null });
    expect((await put({ dialingCode: '+49', phoneNumber: '301234567' })).statusCode).toBe(200);
  });

  it('refuses withdrawn and unknown countries', async () => {
    const { put, details } = await signedInPlayer();
    for (const country of ['DD', 'SU', 'YU', 'UK', 'XK', 'ZZ', 'Germany', '']) {
      expect(await fieldMessage(await put({ country }), 'country'), country).toBe('Choose a country from the list');
    }
    expect((await details()).country).toBeNull();
    expect((await put({ country: 'de' })).json().details.country).toBe('DE');
  });

  it('refuses other genders and over-long text', async () => {
    const { put, details } = await signedInPlayer();
    expect(await fieldMessage(await put({ gender: 'Other' }), 'gender')).toBe('Gender must be Male or Female');
    expect(await fieldMessage(await put({ gender: 'male' }), 'gender')).toBe('Gender must be Male or Female');
    for (const field of ['firstName', 'city', 'address', 'zipCode', 'state']) {
      expect(await fieldMessage(await put({ [field]: 'x'.repeat(256) }), field), field).toBe('Must be at most 255 characters');
    }
    const unchanged = await details();
    expect([unchanged.gender, unchanged.city, unchanged.address]).toEqual([null, null, null]);
  });
});
