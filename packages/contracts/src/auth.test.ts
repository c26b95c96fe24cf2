import { describe, expect, it } from 'vitest';
import { registrationRequest, resetPasswordRequest, signinRequest } from './auth.ts';
import { messages } from './messages.ts';

const valid = { fullName: 'Ada Lovelace', email: ' Ada@Example.com ', password: 'eight ch', terms: true };
const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('registrationRequest', () => {
  it('accepts a valid form with the defaults of SPEC.md §3', () => {
    const parsed = registrationRequest.parse(valid);
    expect(parsed).toMatchObject({ email: 'Ada@Example.com', currency: 'EUR', language: 'en', terms: true });
  });

  it.each([
    ['Al', messages.register.fullNameLength],
    [`Ada ${'x'.repeat(47)}`, messages.register.fullNameLength],
    ['Madonna', messages.register.fullNameTwoWords],
  ])('refuses the full name %j with one message', (fullName, message) => {
    const result = registrationRequest.safeParse({ ...valid, fullName });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('needs the terms, a real email and 8 characters of password', () => {
    const result = registrationRequest.safeParse({ ...valid, terms: false, email: 'ada@', password: 'seven c' });
    expect(errorsOf(result)).toEqual({
      terms: messages.register.termsRequired,
      email: messages.field.invalidEmail,
      password: messages.field.passwordTooShort,
    });
  });

  it('refuses an unknown currency and a bonus code over 255 characters', () => {
    const result = registrationRequest.safeParse({ ...valid, currency: 'XYZ', registrationCode: 'c'.repeat(256) });
    expect(Object.keys(errorsOf(result)).sort()).toEqual(['currency', 'registrationCode']);
  });
});

describe('resetPasswordRequest', () => {
  it('needs matching passwords', () => {
    const result = resetPasswordRequest.safeParse({ password: 'eight chars', confirmPassword: 'other chars', token: 't'.repeat(43) });
    expect(errorsOf(result)).toEqual({ confirmPassword: messages.resetPassword.mismatch });
  });
});

describe('signinRequest', () => {
  it('accepts any non-empty password, since old accounts may predate the rules', () => {
    expect(signinRequest.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
    expect(errorsOf(signinRequest.safeParse({ email: 'a@example.com', password: '' }))).toEqual({ password: messages.field.required });
  });
});
