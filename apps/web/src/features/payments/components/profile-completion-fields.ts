import { z } from 'zod';
import { messages, profileUpdateRequest, type Profile, type RequiredProfileField } from '@lodestar/contracts';

/** SPEC.md §5: birth years 1921 to 2004, newest first. */
export const birthYears = Array.from({ length: 2004 - 1921 + 1 }, (_, index) => 2004 - index);
export const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const days = Array.from({ length: 31 }, (_, index) => index + 1);

export type InputName =
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'day'
  | 'month'
  | 'year'
  | 'address'
  | 'zipCode'
  | 'city'
  | 'state'
  | 'country'
  | 'dialingCode'
  | 'phoneNumber';
export type CompletionValues = Record<InputName, string>;

/** The inputs each missing requirement needs (a requirement like 'names' or 'phone' takes two). */
export const inputsOf: Record<Exclude<RequiredProfileField, 'confirmedEmail'>, InputName[]> = {
  names: ['firstName', 'lastName'],
  gender: ['gender'],
  dateOfBirth: ['day', 'month', 'year'],
  address: ['address'],
  zipCode: ['zipCode'],
  city: ['city'],
  state: ['state'],
  country: ['country'],
  phone: ['dialingCode', 'phoneNumber'],
};

/** The value the profile already has for an input: shown locked, and not sent again (SPEC.md §4). */
export function existingValue(profile: Profile, name: InputName): string | null {
  const { details } = profile;
  const values: Partial<Record<InputName, string | null>> = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    dialingCode: details.phone.dialingCode,
    phoneNumber: details.phone.phoneNumber,
  };
  return values[name] ?? null;
}

const required = z.string().trim().min(1, messages.field.required);
const { shape } = profileUpdateRequest;
/** Each input's rule: required here, and the contract's own rule for the field. */
export const inputRules: Record<InputName, z.ZodType<string, string>> = {
  firstName: required.pipe(shape.firstName.unwrap()),
  lastName: required.pipe(shape.lastName.unwrap()),
  gender: required,
  day: required,
  month: required,
  year: required,
  address: required.pipe(shape.address.unwrap()),
  zipCode: required.pipe(shape.zipCode.unwrap()),
  city: required.pipe(shape.city.unwrap()),
  state: required.pipe(shape.state.unwrap()),
  country: required,
  dialingCode: required.pipe(shape.dialingCode.unwrap()),
  phoneNumber: required.transform((value) => value.replace(/[\s-]/g, '')).pipe(shape.phoneNumber.unwrap()),
};

/** Unix seconds of a calendar date, or undefined for a date that does not exist (31 February). */
export function birthDateSeconds(day: string, month: string, year: string): number | undefined {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return undefined;
  return date.getTime() / 1000;
}
