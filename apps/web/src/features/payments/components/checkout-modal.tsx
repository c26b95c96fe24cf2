import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner';
import { useCloseModal, type PaymentFrameContent } from '@/lib/modal-store';
import { paymentStatusQueryOptions } from '../api';
import { useDepositWatcher } from '../use-deposit-watcher';
import { useWatchedCheckouts } from '../watched-checkouts';
import { PaymentFrame } from './payment-frame';

type CheckoutContent = Extract<PaymentFrameContent, { view: 'payment' }>;

/**
 * A gateway's checkout in a frame titled 'Payment' (SPEC.md §2, §4). Its second load is the gateway's result
 * page; then, or when the balance moves, the server is asked for the payment's status, and checkout-outcomes.tsx
 * says what happened: received (this modal closes), declined (the deposit modal's methods, the method flagged).
 * A payment still pending stays here and says so.
 */
export function CheckoutModal({ content }: { content: CheckoutContent }) {
  const closeModal = useCloseModal();
  const queryClient = useQueryClient();
  const { paymentId, methodLabel, failureTab, deposit, url } = content;
  const payment = useQuery(paymentStatusQueryOptions(paymentId));
  const loads = useRef(0);
  /** The status the server gave once the result page was shown. */
  const [statusAfterResult, setStatusAfterResult] = useState<string>();

  useEffect(() => {
    useWatchedCheckouts.getState().watch({ paymentId, methodLabel, failureTab, deposit });
  }, [paymentId, methodLabel, failureTab, deposit]);

  const askForStatus = useCallback(() => queryClient.fetchQuery({ ...paymentStatusQueryOptions(paymentId), staleTime: 0 }), [queryClient, paymentId]);
  useDepositWatcher(
    useCallback(() => {
      askForStatus().catch(() => undefined);
    }, [askForStatus]),
  );

  const handleFrameLoad = () => {
    loads.current += 1;
    if (loads.current < 2) return;
    askForStatus()
      .then((answer) => setStatusAfterResult(answer.status))
      // Unanswered, the frame keeps the gateway's own result page, and the watcher asks again.
      .catch(() => undefined);
  };

  const pending = statusAfterResult === 'PENDING' && payment.data?.status === 'PENDING';
  if (pending) {
    return (
      // A dialog of its own (key): it takes the focus the removed frame held, and is announced by its title.
      <Modal key="pending" title={messages.money.paymentPendingTitle} onClose={closeModal}>
        <div className="checkout-pending">
          <Spinner size="lg" decorative />
          <p role="status">{messages.money.paymentPending(methodLabel)}</p>
          <Button variant="secondary" block onClick={closeModal} data-autofocus>
            Close
          </Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      title="Complete your payment"
      description={`${methodLabel}. This window closes by itself when the payment is done.`}
      size="lg"
      onClose={closeModal}
    >
      <PaymentFrame url={url} onLoad={handleFrameLoad} />
    </Modal>
  );
}
