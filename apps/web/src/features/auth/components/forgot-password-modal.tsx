import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest, messages, type ForgotPasswordRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { serverErrorMessage, useForgotPassword } from '../api';
import './auth-form.css';

export default function ForgotPasswordModal() {
  const closeModal = useCloseModal();
  const openModal = useOpenModal();
  const forgotPassword = useForgotPassword();
  const [formError, setFormError] = useState<string>();
  // A stale server answer must not linger next to fresh field errors.
  const clearFormError = () => setFormError(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      await runProcess(() => forgotPassword.mutateAsync(request));
    } catch (error) {
      setFormError(serverErrorMessage(error));
      return;
    }
    showToast(messages.forgotPassword.sent, 'success');
    closeModal();
  }, clearFormError);

  return (
    <Modal title="Forgot password" onClose={closeModal}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <p className="auth-form__intro">
          Enter the email you registered with and we will send you a link to choose a new password.
        </p>
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Send reset link
        </Button>
        <p className="auth-form__switch">
          <Button variant="ghost" size="sm" onClick={() => openModal({ kind: 'login' })}>
            Back to log in
          </Button>
        </p>
      </form>
    </Modal>
  );
}
