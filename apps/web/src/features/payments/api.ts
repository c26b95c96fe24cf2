import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_LANGUAGE,
  QUERY_CACHE_MS,
  apiPaths,
  cardTierGateways,
  cryptoDepositResponse,
  depositResponse,
  errorCodes,
  gatewaysResponse,
  messages,
  minimumsResponse,
  paymentHistoryItem,
  paymentHistoryResponse,
  rateLimitResponse,
  totalDepositsResponse,
  withdrawResponse,
  withdrawableResponse,
  type CardTier,
  type CurrencyCode,
  type DepositGateway,
  type FiatPaymentMethod,
  type PaymentHistoryItem,
} from '@lodestar/contracts';
import { userQueryKey } from '@/lib/session';
import { useShownCash } from '@/lib/held-balances';
import { apiRequest, isApiError } from '@/lib/api-client';
import { eligiblePromotionsQueryOptions } from '@/lib/promotion-queries';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { defaultFundOf, useCurrencies, useFunds } from '@/lib/wallet-queries';

export const minimumsQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: [...userQueryKey, 'minimums', currency],
    queryFn: () => apiRequest(apiPaths.minimums(currency), { schema: minimumsResponse }),
    staleTime: QUERY_CACHE_MS,
    meta: { errorToast: messages.toast.minimumsFailed },
  });

export const rateLimitQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: [...userQueryKey, 'rate-limit', currency],
    queryFn: () => apiRequest(apiPaths.rateLimit(currency), { schema: rateLimitResponse }),
    staleTime: QUERY_CACHE_MS,
    meta: { errorToast: messages.toast.minimumCashoutFailed },
  });

export const withdrawableQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: [...userQueryKey, 'withdrawable', currency],
    queryFn: () => apiRequest(`${apiPaths.withdrawable}?${new URLSearchParams({ currency })}`, { schema: withdrawableResponse }),
    meta: { errorToast: messages.toast.withdrawableFailed },
  });

/** What can be cashed out now, without the result of a round the game has not shown yet. */
export function useWithdrawable(currency: CurrencyCode | undefined) {
  const shownCash = useShownCash();
  return useQuery({
    ...withdrawableQueryOptions(currency ?? 'EUR'),
    enabled: currency !== undefined,
    select: (answer) => ({ ...answer, withdrawable: shownCash(answer.currency, answer.withdrawable) }),
  });
}

/** What the default wallet can cash out now, as the player reads it ('42.50 EUR'); undefined while it loads. */
export function useDefaultWithdrawable(): string | undefined {
  const defaultFund = defaultFundOf(useFunds().data?.funds);
  const withdrawable = useWithdrawable(defaultFund?.currency);
  const currency = findCurrency(useCurrencies().data, withdrawable.data?.currency);
  return withdrawable.data && formatMoney(withdrawable.data.withdrawable, currency, withdrawable.data.currency);
}

export const totalDepositsQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'total-deposits'],
  queryFn: () => apiRequest(apiPaths.totalDeposits, { schema: totalDepositsResponse }),
  select: (answer) => answer.deposits.length,
});

export const gatewaysQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'gateways'],
  queryFn: () => apiRequest(apiPaths.gateways, { schema: gatewaysResponse }),
  staleTime: QUERY_CACHE_MS,
  select: (answer) => answer.gateways,
});

/** How the player chose to pay: a card tier, a Jeton type, or one of the other methods. */
export type MethodChoice =
  { method: FiatPaymentMethod; tier: CardTier } | { method: FiatPaymentMethod; jetonType: 'checkout' | 'qr' } | { method: FiatPaymentMethod };

/** The name the payment config cookie flags a failure under: the card tier, else the gateway code. */
export const failureTabOf = (choice: MethodChoice): string => ('tier' in choice ? choice.tier : choice.method.code);

export const choiceLabel = (choice: MethodChoice): string =>
  'tier' in choice
    ? `${choice.method.label} · ${choice.tier}`
    : 'jetonType' in choice
      ? `${choice.method.label} · ${choice.jetonType === 'qr' ? 'QR' : 'Checkout'}`
      : choice.method.label;

export interface DepositDetails {
  amount: string;
  currency: CurrencyCode;
  promotionCoupon: string;
}

const gatewayOf = (choice: MethodChoice): DepositGateway | undefined => ('tier' in choice ? cardTierGateways[choice.tier] : choice.method.gateway);

export function useFiatDeposit() {
  return useMutation({
    mutationFn: ({ choice, deposit, email }: { choice: MethodChoice; deposit: DepositDetails; email: string }) => {
      const body = {
        amount: deposit.amount,
        currency: deposit.currency,
        promotionCoupon: deposit.promotionCoupon || undefined,
        language: DEFAULT_LANGUAGE,
      };
      if ('jetonType' in choice) {
        return apiRequest(apiPaths.jetonDeposit(choice.jetonType), {
          method: 'POST',
          body: { ...body, email },
          schema: depositResponse,
        });
      }
      const gateway = gatewayOf(choice);
      if (!gateway) throw new Error(`${choice.method.code} has no deposit gateway`);
      return apiRequest(apiPaths.deposit(gateway), {
        method: 'POST',
        body: 'tier' in choice ? { ...body, cardTier: choice.tier } : body,
        schema: depositResponse,
      });
    },
  });
}

/**
 * The player's deposit address in a crypto currency and the buy widget's URL. The address is the player's own
 * and does not change, so this POST is cached like a read for as long as the modal may ask again.
 */
export const cryptoDepositQueryOptions = (currency: CurrencyCode, promotionCoupon: string) =>
  queryOptions({
    queryKey: [...userQueryKey, 'crypto-deposit', currency, promotionCoupon],
    queryFn: () =>
      apiRequest(apiPaths.cryptoDeposit, {
        method: 'POST',
        body: { currency, promotionCoupon: promotionCoupon || undefined },
        schema: cryptoDepositResponse,
      }),
    staleTime: Infinity,
    retry: false,
  });

/** Everything a movement of money changes: balances, withdrawable amounts, history and the deposit count. */
export function refreshMoneyQueries(queryClient: QueryClient) {
  return Promise.all(
    ['funds', 'withdrawable', 'payment-history', 'total-deposits'].map((key) => queryClient.invalidateQueries({ queryKey: [...userQueryKey, key] })),
  );
}

export type CashoutRequest = (
  | { kind: 'crypto'; amount: string; currency: CurrencyCode; address: string }
  | { kind: 'fiat'; amount: string; currency: CurrencyCode; email?: string }
) & {
  /** Sent once the player confirmed that cashing out forfeits the active bonus. */
  forfeitBonus?: true;
};

export function useCashout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: CashoutRequest) =>
      apiRequest(kind === 'crypto' ? apiPaths.cryptoWithdraw : apiPaths.fiatWithdraw, {
        method: 'POST',
        body,
        schema: withdrawResponse,
      }),
    onSuccess: (_answer, request) =>
      Promise.all([
        refreshMoneyQueries(queryClient),
        request.forfeitBonus ? queryClient.invalidateQueries({ queryKey: [...userQueryKey, 'promotions'] }) : undefined,
      ]),
  });
}

/**
 * A withdrawal refused because it would forfeit an active bonus (409, promotionMessages.withdrawalForfeits):
 * the message says what is lost, and the player may confirm it.
 */
export function bonusForfeitRefusal(error: unknown): string | undefined {
  return isApiError(error) && error.status === 409 && error.body.code === errorCodes.bonusForfeitRequired ? error.body.message : undefined;
}

export type HistoryType = 'deposits' | 'withdrawals';

/** Fiat and crypto payments of one type between two days (inclusive), newest first. */
export const paymentHistoryQueryOptions = (type: HistoryType, from: string, to: string) =>
  queryOptions({
    queryKey: [...userQueryKey, 'payment-history', type, from, to],
    queryFn: async (): Promise<PaymentHistoryItem[]> => {
      const query = `?${new URLSearchParams({ from, to })}`;
      const [fiat, crypto] = await Promise.all(
        (['fiat', 'crypto'] as const).map((kind) => apiRequest(`${apiPaths.paymentHistory(kind, type)}${query}`, { schema: paymentHistoryResponse })),
      );
      return [...(fiat?.items ?? []), ...(crypto?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });

/** One payment and its status: a deposit's checkout, after the gateway's result page or while it is pending. */
export const paymentStatusQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: [...userQueryKey, 'payment', paymentId],
    queryFn: () => apiRequest(apiPaths.payment(encodeURIComponent(paymentId)), { schema: paymentHistoryItem }),
  });

/** 'I don't want any promotion': declines the offers of the next deposit (DELETE profile/promotion-eligible). */
export function useDeclinePromotions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(apiPaths.eligiblePromotions, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eligiblePromotionsQueryOptions.queryKey }),
  });
}
