import { create } from 'zustand';
import type { CurrencyCode } from '@lodestar/contracts';

/**
 * Every modal the host can show, with the content it carries. A new kind is added here and in the
 * host's registry (app/modal-registry.ts); the type system then asks for the component.
 */
export type ModalContent =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgot-password' }
  | { kind: 'reset-password'; token: string }
  | { kind: 'change-password' }
  | { kind: 'logout-confirm' }
  | { kind: 'loading'; label?: string }
  | { kind: 'currency' }
  /** resumeDraft: where the player was (the payments feature's draft), after a modal opened over the deposit. */
  | { kind: 'deposit'; resumeDraft?: object }
  | { kind: 'cashout' }
  | { kind: 'iframe'; content: PaymentFrameContent }
  | { kind: 'search' }
  /** The tutorial video (SPEC.md §2 "youtube"); returnTo reopens the modal it was opened from when it closes. */
  | { kind: 'youtube'; returnTo?: ModalContent };

/**
 * What the payment modal shows (SPEC.md §2 "Payment iframe modal"): a gateway's page in a frame, a crypto
 * purchase widget in the same frame, or a code to scan.
 */
export type PaymentFrameContent =
  | {
      view: 'payment';
      url: string;
      /** The method as the player chose it ('Credit Card · Ruby'), for the heading. */
      methodLabel: string;
      paymentId: string;
      /** What the payment config cookie flags if the gateway declines (a gateway code or a card tier). */
      failureTab: string;
      /** The deposit the cookie keeps with a declined gateway, so the player can retry it elsewhere. */
      deposit: { amount: string; currency: CurrencyCode; promotionCoupon: string };
    }
  | { view: 'buy'; url: string; providerName: string; currency: CurrencyCode }
  | {
      view: 'address';
      /** What the code encodes: an address, or a payment link the wallet app opens. */
      value: string;
      title: string;
      instructions: string;
    };

export type ModalKind = ModalContent['kind'];

interface ModalStore {
  modal: ModalContent | null;
  /** What had the focus before the first modal opened; it gets it back when the last one closes. */
  returnFocusTo: HTMLElement | null;
  /** Opening a modal replaces the open one: login and register switch, forgot password replaces login. */
  open: (modal: ModalContent) => void;
  close: () => void;
}

export const useModalStore = create<ModalStore>((set) => ({
  modal: null,
  returnFocusTo: null,
  open: (modal) =>
    set((state) => ({
      modal,
      returnFocusTo: state.modal === null && document.activeElement instanceof HTMLElement ? document.activeElement : state.returnFocusTo,
    })),
  close: () => set({ modal: null }),
}));

export const useOpenModal = () => useModalStore((state) => state.open);
export const useCloseModal = () => useModalStore((state) => state.close);
export const useIsModalOpen = () => useModalStore((state) => state.modal !== null);
