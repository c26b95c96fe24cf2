import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

interface ToastStore {
  toasts: Toast[];
  show: (message: string, tone?: ToastTone) => void;
  dismiss: (id: number) => void;
}

let nextToastId = 1;

export const useToastStore = create<ToastStore>((set) => ({
  toasts: [],
  show: (message, tone = 'info') =>
    set(({ toasts }) =>
      // A failing query may report the same message several times in a row: one toast says it.
      toasts.some((toast) => toast.message === message) ? { toasts } : { toasts: [...toasts, { id: nextToastId++, tone, message }] },
    ),
  dismiss: (id) => set(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) })),
}));

/** For code outside React (query cache callbacks, mutation handlers). */
export const showToast = (message: string, tone: ToastTone = 'info') => useToastStore.getState().show(message, tone);
