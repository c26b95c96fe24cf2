import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CHECKOUT_STATUS_POLL_MS, cardTiers, messages, type PaymentHistoryItem } from '@lodestar/contracts';
import { showToast } from '@/components/toast/toast-store';
import { useModalStore } from '@/lib/modal-store';
import { useSignedIn } from '@/lib/session';
import { paymentStatusQueryOptions, refreshMoneyQueries } from '../api';
import type { DepositDraft } from '../deposit-draft';
import { recordFailedPayment } from '../payment-config-cookie';
import { useWatchedCheckouts, type WatchedCheckout } from '../watched-checkouts';

const isCardTier = (tab: string) => (cardTiers as readonly string[]).includes(tab);

const isShowing = ({ paymentId }: WatchedCheckout) => {
  const { modal } = useModalStore.getState();
  return modal?.kind === 'iframe' && modal.content.view === 'payment' && modal.content.paymentId === paymentId;
};

/**
 * Tells the player how a checkout ended: in its modal if it is still open, else in a toast. A declined or failed
 * payment flags its method 'Failed to process' (the payment config cookie) and, in the modal, goes back to the
 * methods with the deposit as it was, so another one is a click away.
 */
function reportOutcome(checkout: WatchedCheckout, status: PaymentHistoryItem['status'], queryClient: QueryClient) {
  const { open, close } = useModalStore.getState();
  if (status === 'COMPLETED') {
    void refreshMoneyQueries(queryClient);
    showToast(messages.money.paymentReceived, 'success');
    if (isShowing(checkout)) close();
    return;
  }
  // EXPIRED: the player left the checkout unfinished, which is no fault of the method.
  if (status !== 'DECLINED' && status !== 'FAILED') return;
  recordFailedPayment(checkout.failureTab, checkout.deposit);
  const message = status === 'DECLINED' ? messages.money.paymentDeclined(checkout.methodLabel) : messages.money.paymentFailed(checkout.methodLabel);
  if (!isShowing(checkout)) return showToast(message, 'error');
  const { amount, currency, promotionCoupon } = checkout.deposit;
  const resumeDraft: Partial<DepositDraft> = {
    step: 'methods',
    amount,
    currency,
    coupon: promotionCoupon,
    expanded: isCardTier(checkout.failureTab) ? 'CREDIT_CARD' : undefined,
    error: message,
  };
  open({ kind: 'deposit', resumeDraft });
}

function CheckoutWatcher({ checkout }: { checkout: WatchedCheckout }) {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...paymentStatusQueryOptions(checkout.paymentId),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? CHECKOUT_STATUS_POLL_MS : false),
  }).data?.status;

  useEffect(() => {
    if (!status || status === 'PENDING') return;
    useWatchedCheckouts.getState().forget(checkout.paymentId);
    reportOutcome(checkout, status, queryClient);
  }, [status, checkout, queryClient]);
  return null;
}

/** Mounted by the site layout while a checkout is watched (watched-checkouts.ts), on every page. */
export default function CheckoutOutcomes() {
  const signedIn = useSignedIn();
  const checkouts = useWatchedCheckouts((state) => state.checkouts);
  const forgetAll = useWatchedCheckouts((state) => state.forgetAll);
  // Another player may sign in in this tab: their session must not ask for these payments.
  useEffect(() => {
    if (!signedIn) forgetAll();
  }, [signedIn, forgetAll]);
  return signedIn ? checkouts.map((checkout) => <CheckoutWatcher key={checkout.paymentId} checkout={checkout} />) : null;
}
