import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@lodestar/contracts/schema-free';
import { preparePasswordJudge, type PasswordOwner } from '@lodestar/contracts/password-strength';
import { TextField } from '@/components/text-field';
import { passwordAdvice, usePasswordStrength } from '../password-strength';

/** The email input of login, registration and password recovery. */
export function EmailField({ error, ...field }: UseFormRegisterReturn & { error: string | undefined }) {
  return <TextField label="Email" type="email" autoComplete="email" {...field} error={error} />;
}

interface NewPasswordFieldProps {
  label: string;
  field: UseFormRegisterReturn;
  /** The field's current value (the form's watch), judged as the player types. */
  value: string;
  owner: PasswordOwner;
  error: string | undefined;
}

/**
 * A new password with zxcvbn-ts's advice under it, updated as the player types (read out politely). A field error
 * (the refusal on submit) replaces the advice rather than repeating it.
 */
export function NewPasswordField({ label, field, value, owner, error }: NewPasswordFieldProps) {
  const strength = usePasswordStrength(value, owner);
  const advice = strength ? passwordAdvice(strength) : `At least ${PASSWORD_MIN_LENGTH} characters, hard to guess.`;
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      {...field}
      onFocus={preparePasswordJudge}
      hint={error ? undefined : advice}
      liveHint
      error={error}
    />
  );
}

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  passwordValue: string;
  confirmPassword: UseFormRegisterReturn;
  owner: PasswordOwner;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}

/** A new password and its confirmation, as the change and reset forms ask for them. */
export function NewPasswordFields({ password, passwordValue, confirmPassword, owner, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordField label="New password" field={password} value={passwordValue} owner={owner} error={errors.password} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...confirmPassword} error={errors.confirmPassword} />
    </>
  );
}
