import { z } from 'zod';
import {
  birthDateMessages,
  birthDateSeconds,
  genders,
  joinPhone,
  messages,
  formatPhone,
  phoneProblem,
  profileUpdateRequest,
  splitPhone,
  type Profile,
  type ProfileUpdateRequest,
} from '@lodestar/contracts';

/**
 * The profile form of SPEC.md §2/§5, shared by the edit view (/profile/details) and the deposit modal's
 * profile step: the same inputs, the same rules, the same mapping to PUT profile.
 */
export type ProfileInput = 'firstName' | 'lastName' | 'birthDate' | 'gender' | 'country' | 'city' | 'address' | 'zipCode' | 'state' | 'phone';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
  gender: string;
  country: string;
  city: string;
  address: string;
  zipCode: string;
  state: string;
  phone: string;
}

/** The edit view's inputs, in SPEC.md §2's order. */
export const editViewInputs: readonly ProfileInput[] = [
  'firstName',
  'lastName',
  'birthDate',
  'country',
  'city',
  'address',
  'zipCode',
  'phone',
  'gender',
];

export const emptyProfileForm: ProfileFormValues = {
  firstName: '',
  lastName: '',
  day: '',
  month: '',
  year: '',
  gender: '',
  country: '',
  city: '',
  address: '',
  zipCode: '',
  state: '',
  phone: '',
};

/** The form fields an input is made of: the date of birth is three selects. */
export const fieldsOf = (input: ProfileInput): (keyof ProfileFormValues)[] => (input === 'birthDate' ? ['day', 'month', 'year'] : [input]);

/** What the profile already holds for an input, as the player reads it; null while it is empty (and editable). */
export function savedValue(profile: Profile, input: ProfileInput, countryName: (code: string) => string): string | null {
  const { details } = profile;
  switch (input) {
    case 'firstName':
    case 'lastName':
      return profile[input] || null;
    case 'birthDate':
      return details.dateOfBirth === null
        ? null
        : new Date(details.dateOfBirth * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    case 'country':
      return details.country ? countryName(details.country) : null;
    case 'phone':
      return details.phone.phoneNumber || details.phone.dialingCode ? formatPhone(joinPhone(details.phone)) : null;
    default:
      return details[input] || null;
  }
}

/** SPEC.md §4: a field that already has a value is locked; empty ones are editable. */
export const editableInputs = (profile: Profile, inputs: readonly ProfileInput[]) =>
  inputs.filter((input) => savedValue(profile, input, String) === null);

const { shape } = profileUpdateRequest;
const text = (rule: z.ZodType<string | undefined, string>, required: boolean) =>
  required
    ? z.string().trim().min(1, messages.field.required).pipe(rule)
    : z
        .string()
        .trim()
        .pipe(z.union([z.literal(''), rule]));

/**
 * The form's schema over the editable inputs. `required` inputs must be filled (the deposit step asks only for
 * what a gateway needs); the phone is always required when it is asked for (SPEC.md §5).
 */
export function profileFormSchema(editable: readonly ProfileInput[], required: readonly ProfileInput[]) {
  const needs = (input: ProfileInput) => required.includes(input);
  const rules: Partial<Record<keyof ProfileFormValues, z.ZodType>> = {};
  for (const input of editable) {
    if (input === 'birthDate')
      for (const part of fieldsOf(input)) rules[part] = needs(input) ? z.string().min(1, messages.field.required) : z.string();
    else if (input === 'gender')
      rules.gender = needs(input) ? z.enum(genders, { error: messages.field.required }) : z.union([z.literal(''), z.enum(genders)]);
    else if (input === 'country') rules.country = needs(input) ? z.string().min(1, 'Choose a country from the list') : z.string();
    else if (input === 'phone')
      rules.phone = z.string().superRefine((typed, context) => {
        const problem = phoneProblem(typed);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      });
    else rules[input] = text(shape[input].unwrap(), needs(input));
  }
  return z.object(rules).superRefine((values, context) => {
    const { day, month, year } = values as Partial<ProfileFormValues>;
    if (!editable.includes('birthDate')) return;
    const chosen = [day, month, year].filter(Boolean).length;
    if (chosen > 0 && chosen < 3)
      context.addIssue({ code: 'custom', path: [day ? (month ? 'year' : 'month') : 'day'], message: 'Choose day, month and year' });
    if (chosen === 3 && birthDateSeconds(Number(day), Number(month), Number(year)) === undefined) {
      context.addIssue({ code: 'custom', path: ['day'], message: birthDateMessages.notADay });
    }
  });
}

/**
 * PUT profile with what the player filled in: empty inputs are left out, the date of birth goes only when day,
 * month and year are all chosen, and the phone is sent as SPEC.md §3's two parts, split where its calling code ends.
 */
export function profileUpdateOf(values: ProfileFormValues, editable: readonly ProfileInput[]): ProfileUpdateRequest {
  const update: ProfileUpdateRequest = {};
  for (const input of editable) {
    if (input === 'birthDate') {
      const seconds = birthDateSeconds(Number(values.day), Number(values.month), Number(values.year));
      if (values.day && values.month && values.year && seconds !== undefined) update.dateOfBirth = seconds;
    } else if (input === 'phone') {
      const parts = splitPhone(values.phone);
      if (parts) Object.assign(update, parts);
    } else if (input === 'gender') {
      if (values.gender) update.gender = values.gender as (typeof genders)[number];
    } else if (values[input].trim()) {
      update[input] = values[input].trim();
    }
  }
  return update;
}

const serverFieldAliases: Record<string, keyof ProfileFormValues> = { dateOfBirth: 'year', phoneNumber: 'phone', dialingCode: 'phone' };

/** Where a server field error belongs in the form, if the form has such a field. */
export function formFieldOf(serverField: string): keyof ProfileFormValues | undefined {
  if (serverField in serverFieldAliases) return serverFieldAliases[serverField];
  return serverField in emptyProfileForm ? (serverField as keyof ProfileFormValues) : undefined;
}
