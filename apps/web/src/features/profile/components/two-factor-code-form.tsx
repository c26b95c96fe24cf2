import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeOrRecoveryRequest, twoFactorCodeRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { serverErrorMessage } from '@/lib/form-errors';
import { useState } from 'react';

interface TwoFactorCodeFormProps {
  /** Turning 2FA off also takes a recovery code (a lost phone); other steps want the app's code. */
  acceptsRecoveryCode?: boolean;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  onSubmit: (code: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A code from the authenticator app, checked by the contract's schema here and by the server; its refusal shows under the field. */
export function TwoFactorCodeForm({
  acceptsRecoveryCode = false,
  submitLabel,
  submitVariant = 'primary',
  onSubmit,
  onCancel,
}: TwoFactorCodeFormProps) {
  const schema = acceptsRecoveryCode ? twoFactorCodeOrRecoveryRequest : twoFactorCodeRequest;
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      await onSubmit(code);
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.body.fieldErrors?.code?.[0] : undefined;
      if (fieldMessage) setError('code', { type: 'server', message: fieldMessage });
      else setFormError(serverErrorMessage(error));
    }
  });

  return (
    <form className="two-factor-code-form" noValidate onSubmit={submit}>
      <TextField
        label={acceptsRecoveryCode ? 'Authentication or recovery code' : 'Authentication code'}
        inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={acceptsRecoveryCode ? '123456 or abcde-fghij' : '123456'}
        maxLength={acceptsRecoveryCode ? 24 : 12}
        {...register('code')}
        error={errors.code?.message}
      />
      <FormAlert message={formError} />
      <div className="two-factor-code-form__actions">
        <Button type="submit" variant={submitVariant} loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
