import { describe, expect, it } from 'vitest';
import { birthDateSeconds, birthYears } from './birth-date.ts';
import { profileUpdateRequest } from './profile.ts';

describe('date of birth', () => {
  it('lists 84 years, 2004 first and 1921 last', () => {
    expect(birthYears).toHaveLength(84);
    expect([birthYears[0], birthYears.at(-1)]).toEqual([2004, 1921]);
  });
  it('gives midnight UTC of a real date and nothing for a date that does not exist', () => {
    expect(birthDateSeconds(17, 5, 1990)).toBe(Date.UTC(1990, 4, 17) / 1000);
    expect(birthDateSeconds(29, 2, 2000)).toBe(Date.UTC(2000, 1, 29) / 1000);
    expect(birthDateSeconds(31, 2, 1990)).toBeUndefined();
    expect(birthDateSeconds(29, 2, 1999)).toBeUndefined();
    expect(birthDateSeconds(31, 4, 1990)).toBeUndefined();
  });
  it('is refused by the profile call when it names no calendar day or is before 1921', () => {
    expect(profileUpdateRequest.safeParse({ dateOfBirth: Date.UTC(1990, 4, 17) / 1000 + 3600 }).success).toBe(false);
    expect(profileUpdateRequest.safeParse({ dateOfBirth: Date.UTC(1920, 11, 31) / 1000 }).success).toBe(false);
    expect(profileUpdateRequest.safeParse({ dateOfBirth: '1990-02-31' }).success).toBe(false);
  });
});
