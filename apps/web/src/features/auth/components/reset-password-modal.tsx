import { messages, resetPasswordRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { showToast } from '@/components/toast/toast-store';
import { useCloseModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { serverErrorMessage } from '@/lib/form-errors';
import { useResetPassword } from '../api';
import { weakPasswordError } from '../password-strength';
import { NewPasswordFields } from './auth-fields';
import { useAuthForm } from './use-auth-form';
import './auth-form.css';

/** Opened by the emailed link `/?reset-password=<token>`; the token travels in the modal's content. */
export default function ResetPasswordModal({ token }: { token: string }) {
  const closeModal = useCloseModal();
  const resetPassword = useResetPassword();
  const {
    register,
    submitWith,
    formError,
    setFormError,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useAuthForm(resetPasswordRequest, { password: '', confirmPassword: '', token });

  const save = submitWith(async ({ password, confirmPassword }) => {
    // The reset link does not say whose account it is: the server judges the password against its owner too.
    const weakPassword = await weakPasswordError(password, {});
    if (weakPassword) {
      setError('password', { type: 'strength', message: weakPassword }, { shouldFocus: true });
      return;
    }
    try {
      await runProcess(() => resetPassword.mutateAsync({ password, confirmPassword, token }));
    } catch (error) {
      setFormError(serverErrorMessage(error));
      return;
    }
    showToast(messages.resetPassword.success, 'success');
    closeModal();
  });

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
        <NewPasswordFields
          password={register('password')}
          passwordValue={watch('password')}
          owner={{}}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <FormAlert message={formError ?? (errors.token ? messages.resetPassword.invalidToken : undefined)} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Reset password
        </Button>
      </form>
    </Modal>
  );
}
