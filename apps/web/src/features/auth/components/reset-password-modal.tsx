import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, resetPasswordRequest } from '@lodestar/contracts';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { useCloseModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { serverErrorMessage, useResetPassword } from '../api';
import './auth-form.css';

type ResetPasswordFormValues = z.input<typeof resetPasswordRequest>;

/** Opened by the emailed link `/?reset-password=<token>`; the token travels in the modal's content. */
export default function ResetPasswordModal({ token }: { token: string }) {
  const closeModal = useCloseModal();
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string>();
  // A stale server answer must not linger next to fresh field errors.
  const clearFormError = () => setFormError(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordRequest>>({
    resolver: zodResolver(resetPasswordRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '', token },
  });

  const save = handleSubmit(async ({ password, confirmPassword }) => {
    setFormError(undefined);
    try {
      await runProcess(() => resetPassword.mutateAsync({ password, confirmPassword, token }));
    } catch (error) {
      setFormError(serverErrorMessage(error));
      return;
    }
    showToast(messages.resetPassword.success, 'success');
    closeModal();
  }, clearFormError);

  const submit: typeof save = (event) => {
    // SPEC.md §5: an untouched form is refused before any field rule runs.
    if (!isDirty) {
      event?.preventDefault();
      setFormError(messages.resetPassword.nothingChanged);
      return Promise.resolve();
    }
    return save(event);
  };

  return (
    <Modal title="Reset password" description="Choose a new password for your account." onClose={closeModal}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <FormAlert message={formError ?? (errors.token ? messages.resetPassword.invalidToken : undefined)} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Reset password
        </Button>
      </form>
    </Modal>
  );
}
