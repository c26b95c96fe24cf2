import type { ErrorInfo } from 'react';
import { profileQueryOptions } from '@/lib/session';
import { reportError } from './platform-api';
import { queryClient } from '@/lib/query-client';

const clip = (text: string | undefined, max: number) => text?.slice(0, max);

/** Sends a render error to POST /api/error-logger with who saw it and where (errorReportRequest in contracts). */
export function reportRenderError(error: unknown, errorInfo: ErrorInfo): void {
  if (import.meta.env.DEV) console.error(error, errorInfo.componentStack);
  const profile = queryClient.getQueryData(profileQueryOptions.queryKey);
  const thrown = error instanceof Error ? error : new Error(String(error));
  reportError({
    message: clip(thrown.message, 2000) || 'Unknown error',
    stack: clip(thrown.stack, 10_000),
    componentStack: clip(errorInfo.componentStack ?? undefined, 10_000),
    url: clip(window.location.href, 2000) ?? '',
    userAgent: navigator.userAgent.slice(0, 1000),
    user: profile ? { id: profile.id, email: profile.email } : undefined,
  });
}
