import { queryOptions } from '@tanstack/react-query';
import {
  dailyReport,
  reportPaths,
  type ReportRange,
  STAFF_IDLE_TIMEOUT_MS,
  staffMember,
  staffMessageResponse,
  staffPaths,
  staffSetupInfo,
  type StaffSetupRequest,
  type StaffSignInRequest,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';

/** When this tab last called the back office: the server's idle clock restarts at each call, so ours does too. */
let lastStaffCallAt = Date.now();
export const msUntilIdleSignOut = () => lastStaffCallAt + STAFF_IDLE_TIMEOUT_MS - Date.now();

export function staffRequest<T>(call: () => Promise<T>): Promise<T> {
  return call().then((answer) => {
    lastStaffCallAt = Date.now();
    return answer;
  });
}

const setupPath = (token: string) => staffPaths.setup.replace(':token', encodeURIComponent(token));

export const staffMeQueryOptions = queryOptions({
  queryKey: ['staff', 'me'],
  queryFn: () => staffRequest(() => apiRequest(staffPaths.me, { schema: staffMember })),
  retry: false,
  staleTime: 60_000,
});

export const staffSetupQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff', 'setup', token],
    queryFn: () => apiRequest(setupPath(token), { schema: staffSetupInfo }),
    retry: false,
    staleTime: Infinity,
  });

export const completeStaffSetup = (token: string, body: StaffSetupRequest) =>
  apiRequest(setupPath(token), { method: 'POST', body, schema: staffMessageResponse });

export const signInStaff = (body: StaffSignInRequest) =>
  staffRequest(() => apiRequest(staffPaths.signIn, { method: 'POST', body, schema: staffMember }));

export const signOutStaff = () => apiRequest(staffPaths.signOut, { method: 'POST', schema: staffMessageResponse });

const reportQuery = (range: ReportRange) => `?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export const dailyReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'daily', range.from, range.to],
    queryFn: () => staffRequest(() => apiRequest(`${reportPaths.daily}${reportQuery(range)}`, { schema: dailyReport })),
    retry: false,
    staleTime: 60_000,
  });

/** The CSV of a range: a plain link, so the browser downloads it with the staff cookie. */
export const dailyReportCsvUrl = (range: ReportRange) => `${reportPaths.dailyCsv}${reportQuery(range)}`;
