import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { isApiError } from '@/lib/api-client';

interface ActionDialogProps {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  /** The fields of the action (a reason, an amount); the dialog adds the confirm and cancel buttons. */
  children: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** A modal confirm step for every staff action: Escape or Cancel closes it, the server's refusal shows inside it. */
export function ActionDialog({ title, confirmLabel, danger = false, children, onConfirm, onClose }: ActionDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.body.message : 'The server could not be reached. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="admin-dialog-title" onClose={onClose}>
      <form className="admin-form" onSubmit={(event) => void submit(event)}>
        <h2 id="admin-dialog-title" className="admin-dialog__title">
          {title}
        </h2>
        {children}
        {error && (
          <p className="admin-dialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-dialog__buttons">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** The mandatory reason of an action, as a labelled textarea. */
export function ReasonField({ value, onChange, label = 'Reason' }: { value: string; onChange: (value: string) => void; label?: string }) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <textarea className="admin-input" required maxLength={500} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
