import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { staffMessages, staffSignInRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { serverErrorMessage } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { signInStaff, staffMeQueryOptions } from './staff-api';

/** Email, password and authenticator code, every time: staff have no sign-in without the second factor. */
export function AdminSignInPage() {
  useDocumentTitle('Staff sign-in');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(staffSignInRequest), defaultValues: { email: '', password: '', code: '' } });

  const submit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      queryClient.setQueryData(staffMeQueryOptions.queryKey, await signInStaff(body));
      await navigate('/admin', { replace: true });
    } catch (error) {
      setFormError(serverErrorMessage(error));
    }
  });

  return (
    <section className="admin-card" aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title" className="admin__title">
        Staff sign-in
      </h1>
      {searchParams.get('expired') && (
        <p className="admin-notice" role="status">
          {staffMessages.sessionExpired}
        </p>
      )}
      <form className="admin-form" noValidate onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="username" {...register('email')} error={errors.email?.message} />
        <TextField label="Password" type="password" autoComplete="current-password" {...register('password')} error={errors.password?.message} />
        <TextField
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={6}
          {...register('code')}
          error={errors.code?.message}
        />
        <FormAlert message={formError} />
        <Button type="submit" block loading={isSubmitting}>
          Sign in
        </Button>
      </form>
    </section>
  );
}
