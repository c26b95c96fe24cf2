import { z } from 'zod';
import { currencyCodes, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, PROMO_COUPON_MAX_LENGTH, SUPPORTED_LANGUAGES } from './constants.ts';
import { captchaField, emailField, existingPasswordField, fullNameField, newPasswordField, tokenField } from './fields.ts';
import { messages } from './messages.ts';

/** POST user-service signin */
export const signinRequest = z.object({
  email: emailField,
  password: existingPasswordField,
  captcha: captchaField,
});
export type SigninRequest = z.infer<typeof signinRequest>;

/** POST user-service registration. The same schema drives the register modal's form. */
export const registrationRequest = z.object({
  fullName: fullNameField,
  email: emailField,
  password: newPasswordField,
  currency: z.enum(currencyCodes, { error: 'Unknown currency' }).default(DEFAULT_CURRENCY),
  /** The bonus code field of the register modal (SPEC.md calls it promotionCoupon in the form). */
  registrationCode: z.string().trim().max(PROMO_COUPON_MAX_LENGTH, messages.field.tooLong(PROMO_COUPON_MAX_LENGTH)).optional(),
  terms: z.literal(true, { error: messages.register.termsRequired }),
  language: z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE),
  clickId: z.string().trim().max(255).optional(),
  captcha: captchaField,
});
export type RegistrationRequest = z.input<typeof registrationRequest>;

/** POST user-service registration/validate */
export const validateEmailRequest = z.object({ email: z.string().max(1024) });
export const emailStatuses = ['VALID', 'INVALID', 'DISPOSABLE', 'BLOCKED'] as const;
export const validateEmailResponse = z.object({ email_status: z.enum(emailStatuses) });
export type EmailStatus = (typeof emailStatuses)[number];

/** POST user-service forgot-password */
export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

const passwordsMatch = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword;

/** POST user-service account/reset-password */
export const resetPasswordRequest = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string(),
    token: tokenField,
    captcha: captchaField,
  })
  .refine(passwordsMatch, { message: messages.resetPassword.mismatch, path: ['confirmPassword'] });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** POST user-service change-password */
export const changePasswordRequest = z
  .object({
    oldPassword: existingPasswordField,
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.resetPassword.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** POST user-service account/confirm */
export const confirmEmailRequest = z.object({ token: tokenField });

/** POST user-service isAuthenticated */
export const isAuthenticatedResponse = z.object({ authenticated: z.boolean() });

/** The plain acknowledgement most state-changing calls answer with. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
