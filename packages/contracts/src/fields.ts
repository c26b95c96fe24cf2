import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH, FULL_NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_FIELD_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/** Field rules of SPEC.md §5, shared by every schema that has such a field. */
export const emailField = z
  .string({ error: messages.field.required })
  .trim()
  .min(1, messages.field.required)
  .max(TEXT_FIELD_MAX_LENGTH, messages.field.tooLong(TEXT_FIELD_MAX_LENGTH))
  .pipe(z.email({ error: messages.field.invalidEmail }));

export const newPasswordField = z
  .string({ error: messages.field.required })
  .min(PASSWORD_MIN_LENGTH, messages.field.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, messages.field.tooLong(PASSWORD_MAX_LENGTH));

/** Sign-in accepts whatever the player typed: an old password may predate today's rules. */
export const existingPasswordField = z
  .string({ error: messages.field.required })
  .min(1, messages.field.required)
  .max(PASSWORD_MAX_LENGTH, messages.field.tooLong(PASSWORD_MAX_LENGTH));

export const fullNameField = z
  .string({ error: messages.field.required })
  .trim()
  // abort: a name of the wrong length gets that one message, not the two-words one as well.
  .min(FULL_NAME_MIN_LENGTH, { error: messages.register.fullNameLength, abort: true })
  .max(FULL_NAME_MAX_LENGTH, { error: messages.register.fullNameLength, abort: true })
  .refine((name) => name.includes(' '), messages.register.fullNameTwoWords);

export const captchaField = z.string().max(4096).optional();

export const tokenField = z.string().min(16).max(256);

export const optionalText = (max = TEXT_FIELD_MAX_LENGTH) => z.string().trim().max(max, messages.field.tooLong(max)).optional();
