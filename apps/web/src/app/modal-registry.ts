import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalContent, ModalKind } from '@/lib/modal-store';

/** A modal component receives its content (a reset token, a label) without the kind. */
type ModalComponent<Kind extends ModalKind> = LazyExoticComponent<ComponentType<Omit<Extract<ModalContent, { kind: Kind }>, 'kind'>>>;

/** Which component shows each kind. Each is its own chunk, loaded the first time it opens. */
export const modalRegistry: { [Kind in ModalKind]: ModalComponent<Kind> } = {
  login: lazy(() => import('@/features/auth/components/login-modal')),
  register: lazy(() => import('@/features/auth/components/register-modal')),
  'forgot-password': lazy(() => import('@/features/auth/components/forgot-password-modal')),
  'reset-password': lazy(() => import('@/features/auth/components/reset-password-modal')),
  'change-password': lazy(() => import('@/features/auth/components/change-password-modal')),
  'logout-confirm': lazy(() => import('@/features/auth/components/logout-confirm-dialog')),
  loading: lazy(() => import('@/components/modal/loading-modal')),
  currency: lazy(() => import('@/features/wallet/components/currency-modal')),
  deposit: lazy(() => import('@/features/payments/components/deposit-modal')),
  cashout: lazy(() => import('@/features/payments/components/cashout-modal')),
  iframe: lazy(() => import('@/features/payments/components/payment-frame-modal')),
  search: lazy(() => import('@/features/games/components/search-modal')),
  youtube: lazy(() => import('@/features/tutorials/components/tutorial-video-modal')),
};
