import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  KYC_UPLOAD_FIELD,
  kycDocumentStatusResponse,
  kycPaths,
  messageResponse,
  receiveEmailResponse,
  sessionListResponse,
  type KycDocumentKind,
  type RedeemCouponRequest,
} from '@lodestar/contracts';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { refreshPromotions } from '@/lib/promotion-queries';
import { profileQueryOptions } from '@/lib/session';

/** Under ['user'] so that signing out forgets it (see lib/session.ts). */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['user', 'sessions'],
  queryFn: () => apiRequest(apiPaths.sessions, { schema: sessionListResponse }),
});

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest(apiPaths.session(sessionId), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

/** PUT profile/receive-email: the marketing email toggle; the profile is read again afterwards. */
export function useReceiveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiveEmailPromo: boolean) =>
      apiRequest(apiPaths.receiveEmail, { method: 'PUT', body: { receiveEmailPromo }, schema: receiveEmailResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
  });
}

/**
 * DELETE profile/unsubscribe/{id} from a marketing mail's signed link: no session needed, and idempotent, so
 * asking again (a second click, a reload) answers the same.
 */
export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: () => apiRequest(apiPaths.unsubscribe(token), { method: 'DELETE', schema: messageResponse }),
    retry: false,
    staleTime: Infinity,
  });
/** The review status of one of the player's verification documents. */
export const kycStatusQueryOptions = (kind: KycDocumentKind) =>
  queryOptions({
    queryKey: ['user', 'kyc', kind],
    queryFn: () => apiRequest(kycPaths[kind], { schema: kycDocumentStatusResponse }),
  });

export function useUploadDocument(kind: KycDocumentKind, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(KYC_UPLOAD_FIELD, file);
      return apiUpload(kycPaths[kind], form, { schema: kycDocumentStatusResponse, onProgress });
    },
    onSuccess: (status) => queryClient.setQueryData(kycStatusQueryOptions(kind).queryKey, status),
  });
}

/**
 * PUT profile/redeem-promotion-coupon. SPEC.md §4: a registered code changes what the player may take, so the
 * promotions are fetched again (a no-deposit coupon may already have granted free spins).
 */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RedeemCouponRequest) => apiRequest(apiPaths.redeemCoupon, { method: 'PUT', body: request }),
    onSuccess: () => refreshPromotions(queryClient, { mine: true }),
  });
}
