import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, phoneMessages, phoneProblem, splitPhone, toE164 } from './phone.ts';
import { profileUpdateRequest } from './profile.ts';

describe('splitPhone', () => {
  it('splits where the country calling code ends, whether it has 1, 2 or 3 digits', () => {
    expect(splitPhone('+1 202 555 0123')).toEqual({ dialingCode: '+1', phoneNumber: '2025550123' });
    expect(splitPhone('+44 7911 123456')).toEqual({ dialingCode: '+44', phoneNumber: '7911123456' });
    expect(splitPhone('+353 85 123 4567')).toEqual({ dialingCode: '+353', phoneNumber: '851234567' });
    expect(splitPhone('+356 7921 2345')).toEqual({ dialingCode: '+356', phoneNumber: '79212345' });
    expect(splitPhone('+358 40 1234567')).toEqual({ dialingCode: '+358', phoneNumber: '401234567' });
    expect(splitPhone('+351 912 345 678')).toEqual({ dialingCode: '+351', phoneNumber: '912345678' });
  });
  it('reads 00 as the international prefix, and splits nothing it cannot read as a valid number', () => {
    expect(splitPhone('00353 85 123 4567')).toEqual({ dialingCode: '+353', phoneNumber: '851234567' });
    for (const value of ['', '+', '+44', '+1 999 555 0123']) expect(splitPhone(value)).toBeUndefined();
  });
});

describe('phoneProblem', () => {
  it('accepts valid numbers of every country, with or without spaces, dashes and brackets', () => {
    for (const phone of ['+12025550123', '+1 (202) 555-0123', '+353851234567', '+356 7921 2345', '+49 (30) 1234-567']) {
      expect(phoneProblem(phone), phone).toBeUndefined();
    }
    expect(normalizePhone('+49 (30) 1234-567')).toBe('+49301234567');
  });
  it("says the library's reason for a number it refuses", () => {
    expect(phoneProblem('  ')).toBe(phoneMessages.required);
    expect(phoneProblem('353851234567')).toBe(phoneMessages.international);
    expect(phoneProblem('+35385123456a')).toBe(phoneMessages.notANumber);
    expect(phoneProblem('+4477009001234567')).toBe(phoneMessages.tooLong);
    expect(phoneProblem('+999 1234 5678')).toBe(phoneMessages.unknownCallingCode);
    expect(phoneProblem('+1 2025')).toBe(phoneMessages.tooShort('1'));
    expect(phoneProblem('+356 7921 234')).toBe(phoneMessages.tooShort('356'));
    expect(phoneProblem('+353 85 123 45678 9')).toBe(phoneMessages.tooLongFor('353'));
    expect(phoneProblem('+1 999 555 0123')).toBe(phoneMessages.invalid('1'));
  });
  it('stores E.164 and shows it grouped by its country', () => {
    expect(toE164('00 1 202-555-0123')).toBe('+12025550123');
    expect(toE164('+1 999 555 0123')).toBeUndefined();
    expect(formatPhone('+353851234567')).toBe('+353 85 123 4567');
  });
});

describe('profileUpdateRequest phone parts', () => {
  const parse = (body: object) => profileUpdateRequest.safeParse(body);
  it('accepts the parts of a valid number, however they were cut', () => {
    expect(parse({ dialingCode: '+353', phoneNumber: '851234567' }).success).toBe(true);
    expect(parse({ dialingCode: '+1', phoneNumber: '202 555 0123' }).success).toBe(true);
  });
  it('refuses a lone part and the parts of an invalid number, under phoneNumber', () => {
    for (const [body, message] of [
      [{ phoneNumber: '851234567' }, phoneMessages.bothParts],
      [{ dialingCode: '+353' }, phoneMessages.bothParts],
      [{ dialingCode: '+1', phoneNumber: '9995550123' }, phoneMessages.invalid('1')],
      [{ dialingCode: '', phoneNumber: '' }, phoneMessages.required],
    ] as const) {
      const result = parse(body);
      expect(result.error?.issues[0]?.path).toEqual(['phoneNumber']);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });
});
