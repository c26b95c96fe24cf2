import { Spinner } from '../spinner';
import { Modal } from './modal';

/** Holds the screen while a step that must not be interrupted runs (a crypto cashout, a payment hand-off). */
export default function LoadingModal({ label = 'Please wait' }: { label?: string | undefined }) {
  return (
    // Not dismissible: nothing to do but wait, and the step that opened it closes it.
    <Modal title={label} size="sm" dismissible={false} onClose={() => undefined}>
      <div className="modal__loading">
        <Spinner size="lg" label={label} />
      </div>
    </Modal>
  );
}
