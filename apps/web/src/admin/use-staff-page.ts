import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { staffMeQueryOptions } from './staff-api';
import { useIdleSignOut } from './use-idle-sign-out';

/** What every signed-in back office page needs: the idle sign-out and who is signed in (401: to the sign-in page). */
export function useStaffPage() {
  useIdleSignOut();
  const me = useQuery(staffMeQueryOptions);
  const signedOut = me.error !== null && isApiError(me.error) && me.error.status === 401;
  return { me, signedOut };
}
