import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequest, messages, type ChangePasswordRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCloseModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { serverErrorMessage, useChangePassword } from '../api';
import './auth-form.css';

const shownFields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

export default function ChangePasswordModal() {
  const closeModal = useCloseModal();
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string>();
  // A stale server answer must not linger next to fresh field errors.
  const clearFormError = () => setFormError(undefined);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      await runProcess(() => changePassword.mutateAsync(request));
    } catch (error) {
      setFormError(
        isApiError(error) && error.status === 400
          ? applyFieldErrors(error.body, shownFields, setError)
          : serverErrorMessage(error),
      );
      return;
    }
    showToast(messages.changePassword.success, 'success');
    closeModal();
  }, clearFormError);

  return (
    <Modal title="Change password" onClose={closeModal}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...register('oldPassword')}
          error={errors.oldPassword?.message}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
          error={errors.newPassword?.message}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Change password
        </Button>
      </form>
    </Modal>
  );
}
