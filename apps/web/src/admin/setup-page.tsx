import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { staffMessages, staffSetupRequest } from '@lodestar/contracts';
import { Button, buttonClassName } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { QrCode } from '@/components/qr-code';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { serverErrorMessage } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { completeStaffSetup, staffSetupQueryOptions } from './staff-api';

/** The one-time setup link: a password, and an authenticator enrolled by scanning the code and typing its first code. */
export function AdminSetupPage() {
  useDocumentTitle('Set up your staff account');
  const { token = '' } = useParams();
  const setup = useQuery(staffSetupQueryOptions(token));
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(staffSetupRequest), defaultValues: { password: '', code: '' } });

  const submit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await completeStaffSetup(token, body);
      setDone(true);
    } catch (error) {
      const codeMessage = isApiError(error) ? error.body.fieldErrors?.code?.[0] : undefined;
      if (codeMessage) setError('code', { type: 'server', message: codeMessage });
      else setFormError(serverErrorMessage(error));
    }
  });

  if (setup.isPending) return <Spinner label="Loading" />;
  if (done || setup.error) {
    return (
      <section className="admin-card" aria-labelledby="admin-setup-title">
        <h1 id="admin-setup-title" className="admin__title">
          Set up your staff account
        </h1>
        <FormAlert tone={done ? 'success' : 'error'} message={done ? staffMessages.setupDone : staffMessages.setupLinkInvalid} />
        <Link className={buttonClassName({ block: true })} to="/admin/sign-in">
          Go to sign-in
        </Link>
      </section>
    );
  }

  return (
    <section className="admin-card admin-card--wide" aria-labelledby="admin-setup-title">
      <h1 id="admin-setup-title" className="admin__title">
        Set up your staff account
      </h1>
      <p className="admin__muted">
        {setup.data.email} · role <strong className="admin-role">{setup.data.role}</strong>
      </p>
      <div className="admin-setup">
        <div className="admin-setup__qr">
          <QrCode value={setup.data.otpauthUri} label="QR code to add your staff account to an authenticator app" />
          <p className="admin__muted">Scan with your authenticator app, or type this key:</p>
          <code className="admin-setup__secret" data-testid="totp-secret">
            {setup.data.totpSecret}
          </code>
        </div>
        <form className="admin-form" noValidate onSubmit={submit}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters"
            {...register('password')}
            error={errors.password?.message}
          />
          <TextField
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={6}
            {...register('code')}
            error={errors.code?.message}
          />
          <FormAlert message={formError} />
          <Button type="submit" block loading={isSubmitting}>
            Finish set-up
          </Button>
        </form>
      </div>
    </section>
  );
}
