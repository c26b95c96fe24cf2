import { QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MS } from '@lodestar/contracts/schema-free';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Toasted when the query fails (SPEC.md §8 names one such message per failing load). */
      errorToast?: string;
    };
  }
}

/** A 4xx will not turn into a 2xx by asking again; a dropped connection or a 5xx might, once. */
const retryOnceUnlessClientError = (failureCount: number, error: unknown) => failureCount < 1 && !(isApiError(error) && error.status < 500);

/** One client for the app; the error reporter also reads the signed-in player from it. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A 401 is a session that ended (signed out elsewhere, a time-out taken): what ended it says so, not a failed load.
      if (isApiError(error) && error.status === 401) return;
      if (query.meta?.errorToast) showToast(query.meta.errorToast, 'error');
    },
  }),
  defaultOptions: {
    // SPEC.md §7: queries use network mode 'always' (the browser's online flag is not trusted).
    queries: {
      networkMode: 'always',
      gcTime: QUERY_CACHE_MS,
      retry: retryOnceUnlessClientError,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always', retry: false },
  },
});
