import { messages } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal/modal';
import { useCloseModal } from '@/lib/modal-store';
import { useSignout } from '../api';
import './auth-form.css';

export default function LogoutConfirmDialog() {
  const closeModal = useCloseModal();
  const signOut = useSignout();

  const confirm = () => {
    closeModal();
    void signOut();
  };

  return (
    <Modal
      role="alertdialog"
      size="sm"
      title={messages.logout.confirm}
      description="You will be logged out of Lodestar on this device."
      onClose={closeModal}
    >
      <div className="auth-form__actions">
        {/* The harmless answer has the focus, so a stray Enter keeps the player signed in. */}
        <Button variant="secondary" data-autofocus onClick={closeModal}>
          {messages.logout.cancel}
        </Button>
        <Button onClick={confirm}>{messages.logout.yes}</Button>
      </div>
    </Modal>
  );
}
