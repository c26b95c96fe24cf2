import { changePasswordRequest, messages } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, serverErrorMessage } from '@/lib/form-errors';
import { useCloseModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api';
import { weakPasswordError } from '../password-strength';
import { NewPasswordFields } from './auth-fields';
import { useAuthForm } from './use-auth-form';
import './auth-form.css';

const shownFields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

export default function ChangePasswordModal() {
  const closeModal = useCloseModal();
  const changePassword = useChangePassword();
  const { profile } = useSession();
  const owner = { email: profile?.email, fullName: [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') };
  const {
    register,
    submitWith,
    setError,
    watch,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useAuthForm(changePasswordRequest, { oldPassword: '', newPassword: '', confirmPassword: '' });

  const submit = submitWith(async (request) => {
    const weakPassword = await weakPasswordError(request.newPassword, owner);
    if (weakPassword) {
      setError('newPassword', { type: 'strength', message: weakPassword }, { shouldFocus: true });
      return;
    }
    try {
      await runProcess(() => changePassword.mutateAsync(request));
    } catch (error) {
      setFormError(isApiError(error) && error.status === 400 ? applyFieldErrors(error.body, shownFields, setError) : serverErrorMessage(error));
      return;
    }
    showToast(messages.changePassword.success, 'success');
    closeModal();
  });

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
        <NewPasswordFields
          password={register('newPassword')}
          passwordValue={watch('newPassword')}
          owner={owner}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Change password
        </Button>
      </form>
    </Modal>
  );
}
