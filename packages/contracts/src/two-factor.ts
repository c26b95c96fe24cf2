import { z } from 'zod';
import { messageResponse } from './auth.ts';

/**
 * TOTP two-factor sign-in (RFC 6238: SHA-1, 6 digits, 30 s steps, what every authenticator app reads) and its
 * one-time recovery codes. Not in SPEC.md: the wording below is ours.
 */
export const TOTP_ISSUER = 'Lodestar Casino';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between a correct password and the code may take before the sign-in starts over. */
export const SECOND_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one pending sign-in may take before it has to start over with the password. */
export const SECOND_FACTOR_CHALLENGE_MAX_FAILURES = 5;
/** HttpOnly cookie binding the code step to the sign-in attempt that passed the password. */
export const SECOND_FACTOR_COOKIE_NAME = 'lodestar_second_factor';

export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'Enter the 6-digit code or a recovery code',
  wrongCode: 'That code is not right. Check the time on your phone and try the current code.',
  reusedCode: 'That code has already been used. Wait for the next code in your authenticator app.',
  challengeExpired: 'Your sign-in has timed out. Please log in again with your email and password.',
  alreadyEnabled: 'Two-factor authentication is already on',
  notEnabled: 'Two-factor authentication is not on',
  noEnrolment: 'Start the set-up again: no authenticator is waiting to be confirmed',
  enabled: 'Two-factor authentication is on',
  disabled: 'Two-factor authentication is off',
  recoveryCodesRenewed: 'New recovery codes are ready; the old ones no longer work',
  secondFactorRequired: 'Enter the code from your authenticator app',
} as const;

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx) where one is accepted; spaces are ignored. */
const totpCode = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.codeRequired));
const totpOrRecoveryCode = z
  .string({ error: twoFactorMessages.codeFormat })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/, twoFactorMessages.codeFormat));

/** POST enable, POST recovery-codes */
export const twoFactorCodeRequest = z.object({ code: totpCode });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequest>;

/** POST disable, POST signin/two-factor: a lost phone still gets in with a recovery code. */
export const twoFactorCodeOrRecoveryRequest = z.object({ code: totpOrRecoveryCode });
export type TwoFactorCodeOrRecoveryRequest = z.input<typeof twoFactorCodeOrRecoveryRequest>;

/** POST enrolment: the only answer that ever carries the secret. */
export const twoFactorEnrolmentResponse = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentResponse>;

/** POST enable, POST recovery-codes: the recovery codes in clear, this once. */
export const recoveryCodesResponse = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** GET security */
export const securityOverviewResponse = z.object({
  twoFactor: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
  /** The sign-in before the current session's, for "Last sign-in" (null on a first sign-in). */
  previousSignin: z
    .object({ at: z.string(), userAgent: z.string().nullable(), ipAddress: z.string().nullable(), countryCode: z.string().nullable() })
    .nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverviewResponse>;

/** POST user-service signin: a player with 2FA on gets no session yet, only the code step. */
export const signinResponse = messageResponse.extend({ secondFactorRequired: z.boolean() });
export type SigninResponse = z.infer<typeof signinResponse>;
