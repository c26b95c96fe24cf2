import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MODAL_TIMEOUT_MS, type FundEntry, messages } from '@lodestar/contracts';
import { Modal } from '@/components/modal/modal';
import { QrCode } from '@/components/qr-code';
import { showToast } from '@/components/toast/toast-store';
import { fundsQueryOptions } from '@/lib/wallet-queries';
import { useCloseModal, type PaymentFrameContent } from '@/lib/modal-store';
import { useDepositWatcher } from '../use-deposit-watcher';
import { CheckoutModal } from './checkout-modal';
import { CopyButton } from './crypto-deposit-step';
import { PaymentFrame } from './payment-frame';
import './payments.css';

const fundsFingerprint = (funds: readonly FundEntry[] | undefined) =>
  JSON.stringify(funds?.map((fund) => [fund.currency, fund.balance, fund.bonusBalance]));

type WidgetOrCode = Exclude<PaymentFrameContent, { view: 'payment' }>;

/** Modal kind 'iframe' (SPEC.md §2, §4): a gateway's checkout (checkout-modal.tsx), a buy widget or a code to scan. */
export default function PaymentFrameModal({ content }: { content: PaymentFrameContent }) {
  return content.view === 'payment' ? <CheckoutModal content={content} /> : <WidgetOrCodeModal content={content} />;
}

/**
 * A buy widget in a frame titled 'Payment': the frame's second load is the widget's result page, so the modal
 * closes then. A code to scan closes after PAYMENT_MODAL_TIMEOUT_MS. Either closes as soon as the default balance
 * changes once the watch is armed.
 */
function WidgetOrCodeModal({ content }: { content: WidgetOrCode }) {
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

  /** After the result page: say so if money arrived. */
  const settle = async () => {
    const funds = await queryClient.fetchQuery({ ...fundsQueryOptions, staleTime: 0 }).catch(() => undefined);
    if (funds !== undefined && fundsFingerprint(funds.funds) !== fundsAtOpen.current) showToast(messages.money.paymentReceived, 'success');
  };

  const handleFrameLoad = () => {
    loads.current += 1;
    if (loads.current < 2 || finished.current) return;
    finished.current = true;
    closeModal();
    void settle();
  };

  const title = content.view === 'address' ? content.title : 'Buy crypto';
  const description = content.view === 'buy' ? `${content.providerName} sends your ${content.currency} straight to your Lodestar wallet.` : undefined;

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
        <PaymentFrame url={content.url} onLoad={handleFrameLoad} />
      )}
    </Modal>
  );
}
