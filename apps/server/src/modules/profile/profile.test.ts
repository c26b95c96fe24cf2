import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, missingProfileFields, phoneMessages, requiredProfileFieldsByMethod } from '@lodestar/contracts';
import { playerProfiles } from './schema.ts';
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
      phoneNumber: '7911123456',
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
      phone: { phoneNumber: '7911123456', dialingCode: '+44' },
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

  it('stores a valid number of any calling code as E.164 and answers it split where the code ends', async () => {
    for (const [typed, dialingCode, phoneNumber] of [
      ['+1 202 555 0123', '+1', '2025550123'],
      ['+353 85 123 4567', '+353', '851234567'],
      ['+356 7921 2345', '+356', '79212345'],
    ] as const) {
      const { put, details } = await signedInPlayer();
      // Cut anywhere by the client, the number is the same number.
      const response = await put({
        dialingCode: typed.slice(0, 3),
        phoneNumber: typed.slice(3),
        country: 'IE',
        address: 'Main St 1',
        zipCode: 'D01',
        city: 'Dublin',
        state: 'Dublin',
      });
      expect(response.statusCode, typed).toBe(200);
      const profile = response.json();
      expect((await details()).phone).toEqual({ dialingCode, phoneNumber });
      // The card gateway's profile check (SPEC.md §5) finds nothing missing.
      expect(missingProfileFields(profile, requiredProfileFieldsByMethod.CREDIT_CARD)).toEqual([]);
      const [stored] = await t.database.db
        .select({ phone: playerProfiles.phone })
        .from(playerProfiles)
        .where(eq(playerProfiles.playerId, profile.id));
      expect(stored?.phone).toBe(`${dialingCode}${phoneNumber}`);
      // Locked once saved: the same number again is fine, another is refused.
      expect((await put({ dialingCode, phoneNumber })).statusCode).toBe(200);
      expect((await put({ dialingCode: '+44', phoneNumber: '7911123456' })).json().code).toBe('PROFILE_FIELD_LOCKED');
    }
  });

  it("refuses an invalid phone with the library's reason and saves nothing of the request", async () => {
    const { put, details } = await signedInPlayer();
    const cases: [object, string][] = [
      [{ dialingCode: '+1', phoneNumber: '9995550123' }, phoneMessages.invalid('1')],
      [{ dialingCode: '+356', phoneNumber: '7921234' }, phoneMessages.tooShort('356')],
      [{ dialingCode: '+353', phoneNumber: '85123456789' }, phoneMessages.tooLongFor('353')],
      [{ dialingCode: '+999', phoneNumber: '12345678' }, phoneMessages.unknownCallingCode],
      [{ dialingCode: '', phoneNumber: '353851234567' }, phoneMessages.international],
      [{ dialingCode: '+44', phoneNumber: '77009001234567' }, phoneMessages.tooLong],
      [{ phoneNumber: '851234567' }, phoneMessages.bothParts],
      [{ dialingCode: '', phoneNumber: '' }, phoneMessages.required],
    ];
    for (const [payload, message] of cases) {
      expect(await fieldMessage(await put({ ...payload, city: 'Dublin' }), 'phoneNumber'), JSON.stringify(payload)).toBe(message);
    }
    const unchanged = await details();
    expect([unchanged.phone, unchanged.city]).toEqual([{ phoneNumber: null, dialingCode: null }, null]);
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
