import { queryOptions, useQuery } from '@tanstack/react-query';
import type { isAuthenticatedResponse, Profile, profileResponse } from '@lodestar/contracts';
import { apiPaths, messages } from '@lodestar/contracts/schema-free';
import { apiRequest } from './api-client';

/** Every query that needs a signed-in player lives under this key, so signing out drops them all at once. */
export const userQueryKey = ['user'] as const;

/** The session and the profile are first-screen reads: typed by their contract, not parsed (api-client.ts, SchemaOption). */
export const authStatusQueryOptions = queryOptions({
  queryKey: ['auth', 'status'],
  queryFn: () => apiRequest<typeof isAuthenticatedResponse>(apiPaths.isAuthenticated, { method: 'POST' }),
  // Sign-in, registration and sign-out set or invalidate it; nothing else changes it.
  staleTime: Infinity,
  meta: { errorToast: messages.toast.authCheckFailed },
});

export const profileQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'profile'],
  queryFn: () => apiRequest<typeof profileResponse>(apiPaths.profile),
  staleTime: 60_000,
});

export type Session =
  { state: 'checking'; profile: undefined } | { state: 'signed-out'; profile: undefined } | { state: 'signed-in'; profile: Profile };

/** Who is using the app. Profile and every other player query run only once the server says we are signed in. */
export function useSession(): Session {
  const status = useQuery(authStatusQueryOptions);
  const authenticated = status.data?.authenticated === true;
  const profile = useQuery({ ...profileQueryOptions, enabled: authenticated });

  if (status.isPending) return { state: 'checking', profile: undefined };
  if (!authenticated) return { state: 'signed-out', profile: undefined };
  if (profile.data) return { state: 'signed-in', profile: profile.data };
  // A session that expired between the two calls shows as signed out rather than as an endless spinner.
  if (profile.isError) return { state: 'signed-out', profile: undefined };
  return { state: 'checking', profile: undefined };
}

/** Player queries run only for a signed-in player (SPEC.md §6). */
export function useSignedIn(): boolean {
  return useSession().state === 'signed-in';
}

/**
 * A signed-in player who may play: not on a time-out or self-exclusion, whose withdraw-only site makes no call about
 * play (the server answers those with 451). Even in the moment the full site gives way to that one, nothing asks.
 */
export function useSignedInToPlay(): boolean {
  const session = useSession();
  return session.state === 'signed-in' && session.profile.runningBreak === null;
}
