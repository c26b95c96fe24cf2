import type { CurrencyCode } from '@lodestar/contracts';
import { createModalDraft } from '@/lib/modal-draft';
import type { MethodChoice } from './api';

export type DepositStep = 'amount' | 'methods' | 'profile' | 'crypto' | 'redirect';
export type CryptoTab = 'buy' | 'deposit';

export interface DepositDraft {
  step: DepositStep;
  amount: string;
  /** Undefined until the player picks one: the default wallet's currency applies. */
  currency: CurrencyCode | undefined;
  coupon: string;
  /** The method waiting for the profile form, or being redirected to. */
  choice: MethodChoice | undefined;
  /** The method whose sub-options (card tiers, Jeton types) are open. */
  expanded: 'CREDIT_CARD' | 'JETON' | undefined;
  cryptoTab: CryptoTab;
  /** The last refusal of a deposit call, or a checkout's decline, shown above the methods. */
  error: string | undefined;
}

export const { useDraftStore: useDepositDraft, useDraftLifetime: useDepositDraftLifetime } = createModalDraft<DepositDraft>({
  step: 'amount',
  amount: '',
  currency: undefined,
  coupon: '',
  choice: undefined,
  expanded: undefined,
  cryptoTab: 'deposit',
  error: undefined,
});
