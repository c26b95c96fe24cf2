import { forgotPasswordRequest, messages } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { showToast } from '@/components/toast/toast-store';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { serverErrorMessage } from '@/lib/form-errors';
import { useForgotPassword } from '../api';
import { EmailField } from './auth-fields';
import { useAuthForm } from './use-auth-form';
import './auth-form.css';

export default function ForgotPasswordModal() {
  const closeModal = useCloseModal();
  const openModal = useOpenModal();
  const forgotPassword = useForgotPassword();
  const {
    register,
    submitWith,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useAuthForm(forgotPasswordRequest, { email: '' });

  const submit = submitWith(async (request) => {
    try {
      await runProcess(() => forgotPassword.mutateAsync(request));
    } catch (error) {
      setFormError(serverErrorMessage(error));
      return;
    }
    showToast(messages.forgotPassword.sent, 'success');
    closeModal();
  });

  return (
    <Modal title="Forgot password" onClose={closeModal}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <p className="auth-form__intro">Enter the email you registered with and we will send you a link to choose a new password.</p>
        <EmailField {...register('email')} error={errors.email?.message} />
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
