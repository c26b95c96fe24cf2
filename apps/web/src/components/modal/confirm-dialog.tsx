import { Button } from '../button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** What happens if the player confirms, in full: it is the dialog's description. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the confirm button spins and nothing can be pressed twice. */
  busy?: boolean;
  /** A failure of the confirmed action, shown in the dialog so the player can try again. */
  error?: string | undefined;
}

/**
 * A yes/no question before something that cannot be undone (forfeiting a bonus). The harmless answer has the
 * focus, so a stray Enter changes nothing.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Keep it',
  onConfirm,
  onCancel,
  busy = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Modal role="alertdialog" size="sm" title={title} description={message} onClose={onCancel} dismissible={!busy}>
      {error && (
        <p className="confirm-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-dialog__actions">
        <Button variant="secondary" data-autofocus onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
