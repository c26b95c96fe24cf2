import { describe, expect, it } from 'vitest';
import { phoneMessages } from '@lodestar/contracts';
import { emptyProfileForm, formFieldOf, profileFormSchema, profileUpdateOf, type ProfileInput } from './profile-form';

const all: ProfileInput[] = ['firstName', 'birthDate', 'gender', 'country', 'city', 'phone'];
const values = (changes: Partial<typeof emptyProfileForm>) => ({ ...emptyProfileForm, ...changes });

describe('profile form', () => {
  it('sends the date of birth only when day, month and year are all chosen', () => {
    expect(profileUpdateOf(values({ day: '17', month: '5' }), all)).not.toHaveProperty('dateOfBirth');
    expect(profileUpdateOf(values({ day: '17', month: '5', year: '1990' }), all).dateOfBirth).toBe(Date.UTC(1990, 4, 17) / 1000);
  });

  it('sends the phone split where its calling code ends and leaves out empty inputs', () => {
    expect(profileUpdateOf(values({ phone: '+353 85 123 4567', city: ' Leeds ' }), all)).toEqual({
      dialingCode: '+353',
      phoneNumber: '851234567',
      city: 'Leeds',
    });
  });

  it('asks for the missing part of a date, refuses 31 February and a phone that is not valid', () => {
    const schema = profileFormSchema(all, []);
    const issues = (input: object) => schema.safeParse(values(input)).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ day: '17', phone: '+49301234567' })).toEqual([['month', 'Choose day, month and year']]);
    expect(issues({ day: '31', month: '2', year: '1990', phone: '+49301234567' })).toEqual([['day', 'Choose a date that exists']]);
    expect(issues({ phone: '+19995550123' })).toEqual([['phone', phoneMessages.invalid('1')]]);
    expect(issues({ phone: '' })).toEqual([['phone', phoneMessages.required]]);
  });

  it('requires what the deposit step needs, and nothing in the edit view but the phone', () => {
    expect(profileFormSchema(['city', 'gender'], []).safeParse(values({})).success).toBe(true);
    expect(profileFormSchema(['city', 'gender'], ['city', 'gender']).safeParse(values({})).success).toBe(false);
  });

  it('puts server field errors under the form field that caused them', () => {
    expect([formFieldOf('dateOfBirth'), formFieldOf('phoneNumber'), formFieldOf('country'), formFieldOf('nickName')]).toEqual([
      'year',
      'phone',
      'country',
      undefined,
    ]);
  });
});
