import { z } from 'zod';
import { BIRTH_YEAR_FIRST, isWholeUtcDay } from './birth-date.ts';
import { PROMO_COUPON_MAX_LENGTH } from './constants.ts';
import { selfExcludeResponse } from './responsible-gambling.ts';
import { messages } from './messages.ts';
import { isCurrentCountryCode } from './countries.ts';
import { joinPhone, phoneMessages, phoneProblem } from './phone.ts';

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
  /** The time-out or self-exclusion running now, or null: while it runs the site is withdraw-only. */
  runningBreak: selfExcludeResponse.nullable(),
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

const firstAllowedBirth = Date.UTC(BIRTH_YEAR_FIRST, 0, 1) / 1000;

/**
 * PUT profile-service profile. Every field is optional (a partial update), validated by SPEC.md §5 when present.
 * Identity fields that already hold a value are locked: the server refuses to change them.
 */
export const profileUpdateRequest = z
  .object({
    firstName: detailText.optional(),
    lastName: detailText.optional(),
    nickName: detailText.optional(),
    avatar: z.string().trim().max(255).optional(),
    dateOfBirth: z
      .number({ error: 'Choose your date of birth' })
      .refine(isWholeUtcDay, 'Date of birth must be a calendar day')
      .refine((seconds) => seconds >= firstAllowedBirth, `Date of birth must be in ${BIRTH_YEAR_FIRST} or later`)
      .optional(),
    gender: z.enum(genders, { error: 'Gender must be Male or Female' }).optional(),
    country: z.string().trim().toUpperCase().refine(isCurrentCountryCode, 'Choose a country from the list').optional(),
    city: detailText.optional(),
    state: detailText.optional(),
    address: detailText.optional(),
    address2: z.string().trim().max(255).optional(),
    zipCode: detailText.optional(),
    /** SPEC.md §3's two parts of the phone, sent together: checked as one international number below, stored as E.164. */
    phoneNumber: z.string().trim().max(255).optional(),
    dialingCode: z.string().trim().max(255).optional(),
    receiveEmailPromo: z.boolean().optional(),
  })
  .superRefine(({ phoneNumber, dialingCode }, context) => {
    if (phoneNumber === undefined && dialingCode === undefined) return;
    const message =
      phoneNumber === undefined || dialingCode === undefined ? phoneMessages.bothParts : phoneProblem(joinPhone({ phoneNumber, dialingCode }));
    if (message) context.addIssue({ code: 'custom', path: ['phoneNumber'], message });
  });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** Profile fields that are locked once they hold a value (identity data checked at cashout); the phone is too, as one number. */
export const lockedProfileFields = ['firstName', 'lastName', 'dateOfBirth', 'gender', 'country', 'city', 'state', 'address', 'zipCode'] as const;

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

/** PUT profile-service profile/receive-email: the player's consent to marketing email. */
export const receiveEmailRequest = z.object({ receiveEmailPromo: z.boolean({ error: 'receiveEmailPromo must be true or false' }) });
export const receiveEmailResponse = z.object({ receiveEmailPromo: z.boolean() });

/** DELETE profile-service profile/unsubscribe/{id}: the id is the signed token of a marketing email's link. */
export const unsubscribeParams = z.object({ id: z.string().min(1).max(512) });

export const profileMessages = {
  saved: 'Profile saved',
  savePrompt: 'Do you want to save your changes?',
  save: 'Save changes',
  unsubscribed: 'You are unsubscribed from marketing emails',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid or has expired. Turn off marketing email in your profile instead.',
} as const;

/** PUT profile-service profile/redeem-promotion-coupon (SPEC.md §5 "Promo coupon": non-empty, at most 255). */
export const redeemCouponRequest = z.object({
  promotionCoupon: z
    .string({ error: messages.field.required })
    .trim()
    .min(1, messages.field.required)
    .max(PROMO_COUPON_MAX_LENGTH, messages.field.tooLong(PROMO_COUPON_MAX_LENGTH)),
});
export type RedeemCouponRequest = z.infer<typeof redeemCouponRequest>;
