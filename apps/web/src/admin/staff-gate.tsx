import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { StaffPermission } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { staffMeQueryOptions } from './staff-api';
import { useIdleSignOut } from './use-idle-sign-out';

/** Shows a page only to a signed-in staff member whose role has the permission; others go to sign-in or are told why not. */
export function StaffGate({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  useIdleSignOut();
  const me = useQuery(staffMeQueryOptions);
  if (me.isPending) return <Spinner label="Loading" />;
  if (me.error && isApiError(me.error) && me.error.status === 401) return <Navigate to="/admin/sign-in" replace />;
  if (me.error) return <LoadError what="Your account" onRetry={() => void me.refetch()} />;
  if (!me.data.permissions.includes(permission)) return <p className="admin-notice">Your role does not allow this page.</p>;
  return children;
}

const DAY_MS = 86_400_000;
/** "12 days", "today": how old an account is, at a glance. */
export function ageOf(iso: string): string {
  const days = Math.floor((Date.now() - Date.parse(iso)) / DAY_MS);
  return days <= 0 ? 'today' : days === 1 ? '1 day' : `${days} days`;
}
/** Opened within the last week: money in and straight out is the pattern to look at twice. */
export const isNewAccount = (iso: string) => Date.now() - Date.parse(iso) < 7 * DAY_MS;
/** How the back office names the two documents of a verification. */
export const kycKindNames = { identity: 'Identity document', bill: 'Proof of address' } as const;
export const dateTimeOf = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
