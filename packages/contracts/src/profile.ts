import { z } from 'zod';

export const genders = ['Male', 'Female'] as const;

/** GET profile-service profile: the Profile entity of SPEC.md §3. */
export const profileResponse = z.object({
  id: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
  idVerification: z.object({ verified: z.boolean() }),
  billVerification: z.object({ verified: z.boolean() }),
  receiveEmailPromo: z.boolean(),
  currency: z.string(),
  language: z.string(),
  details: z.object({
    address: z.string().nullable(),
    address2: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    gender: z.enum(genders).nullable(),
    /** unix timestamp, seconds */
    dateOfBirth: z.number().int().nullable(),
    phone: z.object({ phoneNumber: z.string().nullable(), dialingCode: z.string().nullable() }),
  }),
});
export type Profile = z.infer<typeof profileResponse>;

/** GET profile-service profile/session */
export const sessionSummary = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  /** ISO 3166-1 alpha-2 of the address at sign-in; 'ZZ' when unknown. */
  countryCode: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const sessionListResponse = z.object({ sessions: z.array(sessionSummary) });
export type SessionSummary = z.infer<typeof sessionSummary>;

export const sessionIdParams = z.object({ id: z.uuid() });

const detailText = z.string().trim().min(1).max(255, 'Must be at most 255 characters');

/**
 * PUT profile-service profile. Every field is optional (a partial update), validated by SPEC.md §5 when present.
 * Identity fields that already hold a value are locked: the server refuses to change them.
 */
export const profileUpdateRequest = z.object({
  firstName: detailText.optional(),
  lastName: detailText.optional(),
  nickName: detailText.optional(),
  avatar: z.string().trim().max(255).optional(),
  dateOfBirth: z.number().int().optional(),
  gender: z.enum(genders, { error: 'Gender must be Male or Female' }).optional(),
  country: z.string().trim().length(2, 'Choose a country from the list').toUpperCase().optional(),
  city: detailText.optional(),
  state: detailText.optional(),
  address: detailText.optional(),
  address2: z.string().trim().max(255).optional(),
  zipCode: detailText.optional(),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, 'Phone number must be digits')
    .optional(),
  dialingCode: z
    .string()
    .trim()
    .regex(/^(\+|00)\d{1,3}$/, 'Dialing code must look like +44 or 0044')
    .optional(),
  receiveEmailPromo: z.boolean().optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** Profile fields that are locked once they hold a value (identity data checked at cashout). */
export const lockedProfileFields = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'country',
  'city',
  'state',
  'address',
  'zipCode',
  'phoneNumber',
  'dialingCode',
] as const;

export type RequiredProfileField =
  'address' | 'zipCode' | 'country' | 'city' | 'state' | 'phone' | 'names' | 'gender' | 'dateOfBirth' | 'confirmedEmail';

/** SPEC.md §5 "Profile required per gateway": what the deposit modal asks for before it shows the gateway. */
export const requiredProfileFieldsByMethod: Readonly<Record<'CREDIT_CARD' | 'JETON' | 'MI_FINITY', readonly RequiredProfileField[]>> = {
  CREDIT_CARD: ['address', 'zipCode', 'country', 'city', 'state', 'phone'],
  JETON: ['address', 'confirmedEmail', 'names', 'gender', 'dateOfBirth'],
  MI_FINITY: ['phone', 'address', 'names', 'gender', 'dateOfBirth'],
};

/** The fields of `required` that the profile lacks. */
export function missingProfileFields(profile: Profile, required: readonly RequiredProfileField[]): RequiredProfileField[] {
  const present: Record<RequiredProfileField, boolean> = {
    address: Boolean(profile.details.address),
    zipCode: Boolean(profile.details.zipCode),
    country: Boolean(profile.details.country),
    city: Boolean(profile.details.city),
    state: Boolean(profile.details.state),
    phone: Boolean(profile.details.phone.phoneNumber && profile.details.phone.dialingCode),
    names: Boolean(profile.firstName && profile.lastName),
    gender: Boolean(profile.details.gender),
    dateOfBirth: profile.details.dateOfBirth !== null,
    confirmedEmail: profile.confirmed,
  };
  return required.filter((field) => !present[field]);
}
