import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  gamblingLimitsResponse,
  messageResponse,
  responsibleGamblingPaths,
  type GamblingLimit,
  type LimitPeriod,
  type SetLimitRequest,
} from '@lodestar/contracts';
import { apiRequest } from './api-client';
import { userQueryKey, useSignedIn } from './session';

// The player's deposit, loss and wager limits: set on the limits page, offered and shown by the deposit modal.

/** Always fetched fresh: what a period has used changes with every deposit and bet. */
export const gamblingLimitsQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'gambling-limits'],
  queryFn: () => apiRequest(responsibleGamblingPaths.limits, { schema: gamblingLimitsResponse }),
  staleTime: 0,
});

export function useGamblingLimits() {
  return useQuery({ ...gamblingLimitsQueryOptions, enabled: useSignedIn() });
}

export function useSetGamblingLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetLimitRequest) => apiRequest(responsibleGamblingPaths.limits, { method: 'PUT', body: request, schema: messageResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamblingLimitsQueryOptions.queryKey }),
  });
}

/** The explicit "no limit" answer to the step offered before a first deposit. */
export function useDeclineLimitStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(responsibleGamblingPaths.declineLimits, { method: 'POST', schema: messageResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamblingLimitsQueryOptions.queryKey }),
  });
}

/** The deposit limit with the least left, if any is set: what the deposit modal shows. */
export function tightestDepositLimit(limits: readonly GamblingLimit[] | undefined): (GamblingLimit & { remaining: string }) | undefined {
  const set = (limits ?? []).filter((limit): limit is GamblingLimit & { remaining: string } => limit.kind === 'deposit' && limit.remaining !== null);
  return set.sort((a, b) => Number(a.remaining) - Number(b.remaining))[0];
}

export const periodNoun: Record<LimitPeriod, string> = { day: 'today', week: 'this week', month: 'this month' };
