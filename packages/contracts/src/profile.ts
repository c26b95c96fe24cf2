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
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const sessionListResponse = z.object({ sessions: z.array(sessionSummary) });
export type SessionSummary = z.infer<typeof sessionSummary>;

export const sessionIdParams = z.object({ id: z.uuid() });
