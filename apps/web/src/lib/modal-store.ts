import { create } from 'zustand';

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
  | { kind: 'loading'; label?: string };

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
      returnFocusTo:
        state.modal === null && document.activeElement instanceof HTMLElement ? document.activeElement : state.returnFocusTo,
    })),
  close: () => set({ modal: null }),
}));

export const useOpenModal = () => useModalStore((state) => state.open);
export const useCloseModal = () => useModalStore((state) => state.close);
export const useIsModalOpen = () => useModalStore((state) => state.modal !== null);
