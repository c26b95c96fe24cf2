import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messageResponse,
  recoveryCodesResponse,
  securityOverviewResponse,
  twoFactorEnrolmentResponse,
  twoFactorPaths,
  type TwoFactorCodeOrRecoveryRequest,
  type TwoFactorCodeRequest,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';

/** Under ['user'] so that signing out forgets it (see lib/session.ts). */
export const securityOverviewQueryOptions = queryOptions({
  queryKey: ['user', 'security'],
  queryFn: () => apiRequest(twoFactorPaths.security, { schema: securityOverviewResponse }),
});

/** Each call changes what the overview says (on or off, recovery codes left). */
function useTwoFactorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions.queryKey }),
  });
}

export const useEnrolTwoFactor = () =>
  useTwoFactorMutation(() => apiRequest(twoFactorPaths.enrolment, { method: 'POST', schema: twoFactorEnrolmentResponse }));

export const useEnableTwoFactor = () =>
  useTwoFactorMutation((body: TwoFactorCodeRequest) => apiRequest(twoFactorPaths.enable, { method: 'POST', body, schema: recoveryCodesResponse }));

export const useDisableTwoFactor = () =>
  useTwoFactorMutation((body: TwoFactorCodeOrRecoveryRequest) =>
    apiRequest(twoFactorPaths.disable, { method: 'POST', body, schema: messageResponse }),
  );

export const useRenewRecoveryCodes = () =>
  useTwoFactorMutation((body: TwoFactorCodeRequest) =>
    apiRequest(twoFactorPaths.recoveryCodes, { method: 'POST', body, schema: recoveryCodesResponse }),
  );
