// First: the answers the page carries are in the cache before anything asks for them (the prefetch below included).
import './seed-boot-state';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { siteConfigurationQueryOptions } from '@/lib/platform-api';
import { queryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary';
import type { SiteRouter } from './router';

// Captcha key and dev tools flag are needed by the first modal or the first route: when the page did not bring them,
// ask while the gate checks the IP.
void queryClient.prefetchQuery(siteConfigurationQueryOptions);

export function App({ router }: { router: SiteRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </QueryClientProvider>
  );
}
