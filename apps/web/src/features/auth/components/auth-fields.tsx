import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/text-field';

/** The email input of login, registration and password recovery. */
export function EmailField({ error, ...field }: UseFormRegisterReturn & { error: string | undefined }) {
  return <TextField label="Email" type="email" autoComplete="email" {...field} error={error} />;
}

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}

/** A new password and its confirmation, as the change and reset forms ask for them. */
export function NewPasswordFields({ password, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label="New password" type="password" autoComplete="new-password" {...password} error={errors.password} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...confirmPassword} error={errors.confirmPassword} />
    </>
  );
}
