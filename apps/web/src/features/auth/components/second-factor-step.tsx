import { useState } from 'react';
import { errorCodes, messages, twoFactorCodeOrRecoveryRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { runProcess } from '@/lib/process-store';
import { useSecondFactorSignin } from '../api';
import { useAuthForm } from './use-auth-form';

interface SecondFactorStepProps {
  onSignedIn: () => void;
  /** The pending sign-in timed out or took too many wrong codes: back to the password, with this message. */
  onRestart: (message: string) => void;
}

/** The login modal's second step when two-factor is on: a code from the app, or a recovery code. */
export function SecondFactorStep({ onSignedIn, onRestart }: SecondFactorStepProps) {
  const signin = useSecondFactorSignin();
  const [usingRecoveryCode, setUsingRecoveryCode] = useState(false);
  const {
    register,
    submitWith,
    setError,
    setFocus,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useAuthForm(twoFactorCodeOrRecoveryRequest, { code: '' });

  const submit = submitWith(async ({ code }) => {
    try {
      await runProcess(() => signin.mutateAsync(code));
      onSignedIn();
    } catch (error) {
      if (!isApiError(error)) return setFormError(messages.toast.signinFailed);
      if (error.body.code === errorCodes.secondFactorExpired) return onRestart(error.body.message);
      const fieldMessage = error.body.fieldErrors?.code?.[0];
      if (fieldMessage) setError('code', { type: 'server', message: fieldMessage });
      else setFormError(error.body.message);
    }
  });

  const toggleRecovery = () => {
    setUsingRecoveryCode((value) => !value);
    setFocus('code');
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p className="auth-form__intro">
        {usingRecoveryCode
          ? 'Enter one of the recovery codes you saved when you set up two-factor. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code for Lodestar Casino.'}
      </p>
      <TextField
        label={usingRecoveryCode ? 'Recovery code' : 'Authentication code'}
        inputMode={usingRecoveryCode ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        placeholder={usingRecoveryCode ? 'abcde-fghij' : '123456'}
        maxLength={24}
        {...register('code')}
        error={errors.code?.message}
      />
      <div className="auth-form__row-end">
        <Button variant="ghost" size="sm" onClick={toggleRecovery}>
          {usingRecoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        Verify and log in
      </Button>
    </form>
  );
}
