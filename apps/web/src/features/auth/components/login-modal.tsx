import { useState } from 'react';
import { messages, signinRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { signinErrorMessage, useSignin } from '../api';
import { EmailField } from './auth-fields';
import { SecondFactorStep } from './second-factor-step';
import { useAuthForm } from './use-auth-form';
import './auth-form.css';

export default function LoginModal() {
  const closeModal = useCloseModal();
  const openModal = useOpenModal();
  const signin = useSignin();
  const [askingCode, setAskingCode] = useState(false);
  const {
    register,
    submitWith,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useAuthForm(signinRequest, { email: '', password: '' });

  const submit = submitWith(async ({ email, password }) => {
    try {
      const { secondFactorRequired } = await runProcess(() => signin.mutateAsync({ email, password }));
      if (secondFactorRequired) setAskingCode(true);
      else closeModal();
    } catch (error) {
      const message = signinErrorMessage(error);
      if (message) setFormError(message);
      else showToast(messages.toast.signinFailed, 'error');
    }
  });

  if (askingCode) {
    const restart = (message: string) => {
      setAskingCode(false);
      setFormError(message);
    };
    return (
      <Modal title="Two-factor authentication" description="One more step to keep your account safe." onClose={closeModal}>
        <SecondFactorStep onSignedIn={closeModal} onRestart={restart} />
      </Modal>
    );
  }

  return (
    <Modal title="Log in" description="Welcome back to Lodestar." onClose={closeModal}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <EmailField {...register('email')} error={errors.email?.message} />
        <TextField label="Password" type="password" autoComplete="current-password" {...register('password')} error={errors.password?.message} />
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
