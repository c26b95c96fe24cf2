import { create } from 'zustand';
import type { PaymentFrameContent } from '@/lib/modal-store';

/** A gateway checkout the player opened: its payment, and what to flag and offer again if it is declined. */
export type WatchedCheckout = Omit<Extract<PaymentFrameContent, { view: 'payment' }>, 'view' | 'url'>;

interface WatchedCheckoutsStore {
  checkouts: WatchedCheckout[];
  watch: (checkout: WatchedCheckout) => void;
  forget: (paymentId: string) => void;
  forgetAll: () => void;
}

/**
 * The checkouts whose outcome the player has not been told yet. It outlives the payment modal, so a payment
 * decided after the player closed it is still reported (components/checkout-outcomes.tsx). A tiny module: the
 * site layout reads it on every page, and loads the watcher only once there is something to watch.
 */
export const useWatchedCheckouts = create<WatchedCheckoutsStore>((set) => ({
  checkouts: [],
  watch: (checkout) =>
    set(({ checkouts }) => ({ checkouts: [...checkouts.filter((watched) => watched.paymentId !== checkout.paymentId), checkout] })),
  forget: (paymentId) => set(({ checkouts }) => ({ checkouts: checkouts.filter((watched) => watched.paymentId !== paymentId) })),
  forgetAll: () => set({ checkouts: [] }),
}));

export const useIsWatchingCheckouts = () => useWatchedCheckouts((state) => state.checkouts.length > 0);
