import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MODAL_TIMEOUT_MS, type FundEntry, messages } from '@lodestar/contracts';
import { Modal } from '@/components/modal/modal';
import { QrCode } from '@/components/qr-code';
import { showToast } from '@/components/toast/toast-store';
import { fundsQueryOptions } from '@/lib/wallet-queries';
import { useCloseModal, type PaymentFrameContent } from '@/lib/modal-store';
import { fetchPayment } from '../api';
import { recordFailedPayment } from '../payment-config-cookie';
import { useDepositWatcher } from '../use-deposit-watcher';
import { CopyButton } from './crypto-deposit-step';
import './payments.css';

const fundsFingerprint = (funds: readonly FundEntry[] | undefined) =>
  JSON.stringify(funds?.map((fund) => [fund.currency, fund.balance, fund.bonusBalance]));

const titles: Record<PaymentFrameContent['view'], string> = {
  payment: 'Complete your payment',
  buy: 'Buy crypto',
  address: 'Scan to pay',
};

/**
 * Modal kind 'iframe' (SPEC.md §2, §4). A gateway's page (or a buy widget) in a frame titled 'Payment': the
 * frame's second load is the gateway's result page, so the modal closes then. A code to scan closes after
 * PAYMENT_MODAL_TIMEOUT_MS. Either closes as soon as the default balance changes once the watch is armed.
 */
export default function PaymentFrameModal({ content }: { content: PaymentFrameContent }) {
  const closeModal = useCloseModal();
  const queryClient = useQueryClient();
  const loads = useRef(0);
  const finished = useRef(false);
  const fundsAtOpen = useRef<string | null>(null);

  useEffect(() => {
    fundsAtOpen.current = fundsFingerprint(queryClient.getQueryData(fundsQueryOptions.queryKey)?.funds);
  }, [queryClient]);

  const received = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    showToast(messages.money.paymentReceived, 'success');
    closeModal();
  }, [closeModal]);

  useDepositWatcher(received);

  useEffect(() => {
    if (content.view !== 'address') return;
    const timer = window.setTimeout(closeModal, PAYMENT_MODAL_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [content.view, closeModal]);

  /**
   * After the result page: say so if money arrived (the funds moved, or the payment is already completed while
   * the balance event is on its way); flag the gateway in the payment config cookie if it declined.
   */
  const settle = async () => {
    const funds = await queryClient.fetchQuery({ ...fundsQueryOptions, staleTime: 0 }).catch(() => undefined);
    const fundsMoved = funds !== undefined && fundsFingerprint(funds.funds) !== fundsAtOpen.current;
    if (content.view !== 'payment') {
      if (fundsMoved) showToast(messages.money.paymentReceived, 'success');
      return;
    }
    const payment = await fetchPayment(content.paymentId).catch(() => undefined);
    if (fundsMoved || payment?.status === 'COMPLETED') showToast(messages.money.paymentReceived, 'success');
    else if (payment?.status === 'DECLINED' || payment?.status === 'FAILED') recordFailedPayment(content.failureTab, content.deposit);
  };

  const handleFrameLoad = () => {
    loads.current += 1;
    if (loads.current < 2 || finished.current) return;
    finished.current = true;
    closeModal();
    void settle();
  };

  const title = content.view === 'address' ? content.title : titles[content.view];
  const description =
    content.view === 'payment'
      ? `${content.methodLabel}. This window closes by itself when the payment is done.`
      : content.view === 'buy'
        ? `${content.providerName} sends your ${content.currency} straight to your Lodestar wallet.`
        : undefined;

  return (
    <Modal title={title} description={description} size={content.view === 'address' ? 'md' : 'lg'} onClose={closeModal}>
      {content.view === 'address' ? (
        <div className="scan-to-pay">
          <QrCode value={content.value} label={`QR code: ${content.title}`} size={220} />
          <p className="scan-to-pay__instructions">{content.instructions}</p>
          <output className="scan-to-pay__value" aria-label="Payment code">
            {content.value}
          </output>
          <CopyButton value={content.value} label="Copy link" />
        </div>
      ) : (
        <div className="payment-frame">
          <iframe
            title="Payment"
            src={content.url}
            className="payment-frame__frame"
            allow="payment; clipboard-write"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={handleFrameLoad}
          />
        </div>
      )}
    </Modal>
  );
}
