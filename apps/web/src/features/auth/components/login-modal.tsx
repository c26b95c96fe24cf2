import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, signinRequest } from '@lodestar/contracts';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { signinErrorMessage, useSignin } from '../api';
import './auth-form.css';

type SigninFormValues = z.input<typeof signinRequest>;

export default function LoginModal() {
  const closeModal = useCloseModal();
  const openModal = useOpenModal();
  const signin = useSignin();
  const [formError, setFormError] = useState<string>();
  // A stale server answer must not linger next to fresh field errors.
  const clearFormError = () => setFormError(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninFormValues, unknown, z.output<typeof signinRequest>>({
    resolver: zodResolver(signinRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFormError(undefined);
    try {
      await runProcess(() => signin.mutateAsync({ email, password }));
      closeModal();
    } catch (error) {
      const message = signinErrorMessage(error);
      if (message) setFormError(message);
      else showToast(messages.toast.signinFailed, 'error');
    }
  }, clearFormError);

  return (
    <Modal title="Log in" description="Welcome back to Lodestar." onClose={closeModal}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <div className="auth-form__row-end">
          <Button variant="ghost" size="sm" onClick={() => openModal({ kind: 'forgot-password' })}>
            Forgot password?
          </Button>
        </div>
        <FormAlert message={formError} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Log in
        </Button>
        <p className="auth-form__switch">
          New to Lodestar?
          <Button variant="ghost" size="sm" onClick={() => openModal({ kind: 'register' })}>
            Create an account
          </Button>
        </p>
      </form>
    </Modal>
  );
}
