import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneMessages, phoneProblem, splitPhone } from './phone.ts';
import { profileUpdateRequest } from './profile.ts';

describe('splitPhone (SPEC.md §5)', () => {
  it('takes the first 3 characters as the dialing code of a +number', () => {
    expect(splitPhone('+447700900123')).toEqual({ dialingCode: '+44', phoneNumber: '7700900123' });
  });
  it('takes the first 4 characters as the dialing code of a 00number', () => {
    expect(splitPhone('00447700900123')).toEqual({ dialingCode: '0044', phoneNumber: '7700900123' });
  });
  it('gives empty parts for 4 or fewer characters', () => {
    for (const value of ['', '+', '+44', '0044', '+447']) expect(splitPhone(value)).toEqual({ dialingCode: '', phoneNumber: '' });
    expect(splitPhone('+4470')).toEqual({ dialingCode: '+44', phoneNumber: '70' });
  });
});

describe('phoneProblem', () => {
  it('accepts + and 11 digits whose first two are a calling code, ignoring spaces', () => {
    expect(phoneProblem('+44 770 090 012')).toBeUndefined();
    expect(normalizePhone('+49 (30) 1234-567')).toBe('+49301234567');
    expect(phoneProblem('+49 (30) 1234-567')).toBeUndefined();
  });
  it('refuses what the rule cannot split faithfully instead of saving it cut', () => {
    expect(phoneProblem('+12025550123')).toBe(phoneMessages.cannotSplit); // +1: one-digit code
    expect(phoneProblem('+35312345678')).toBe(phoneMessages.cannotSplit); // +353: three-digit code
  });
  it('refuses empty, too long and off-pattern numbers', () => {
    expect(phoneProblem('  ')).toBe(phoneMessages.required);
    expect(phoneProblem('+4477009001234567')).toBe(phoneMessages.tooLong);
    expect(phoneProblem('004477009001')).toBe(phoneMessages.pattern);
    expect(phoneProblem('+4477009')).toBe(phoneMessages.pattern);
    expect(phoneProblem('+44770090012a')).toBe(phoneMessages.pattern);
  });
});

describe('profileUpdateRequest phone parts', () => {
  const parse = (body: object) => profileUpdateRequest.safeParse(body);
  it('accepts the parts the split makes', () => {
    expect(parse({ dialingCode: '+44', phoneNumber: '770090012' }).success).toBe(true);
  });
  it('refuses parts cut elsewhere, a lone part, and a number the rule cannot split', () => {
    for (const body of [
      { dialingCode: '+4', phoneNumber: '4770090012' },
      { phoneNumber: '770090012' },
      { dialingCode: '+44' },
      { dialingCode: '+12', phoneNumber: '025550123' },
    ]) {
      const result = parse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['phoneNumber']);
    }
  });
});
