import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  analyticsPaths,
  funnelReport,
  dailyReport,
  reportPaths,
  type ReportRange,
  adminKycDocumentList,
  adminWithdrawalList,
  errorReportDetail,
  errorReportGroupList,
  kycDecisionResponse,
  ledgerCheckResult,
  operationsPaths,
  reconciliationView,
  withdrawalRiskSignalList,
  WITHDRAWAL_AUTO_APPROVAL_PATH,
  withdrawalAutoApproval,
  type WithdrawalAutoApproval,
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

// The queues' calls (the server's ADMIN_KYC_PATH and ADMIN_WITHDRAWALS_PATH).
const KYC_PATH = '/api/admin/kyc';
const WITHDRAWALS_PATH = '/api/admin/withdrawals';

export const kycQueueQueryOptions = queryOptions({
  queryKey: ['staff', 'kyc-queue'],
  queryFn: () => staffRequest(() => apiRequest(KYC_PATH, { schema: adminKycDocumentList })),
});
/** Served inline to staff only (the staff cookie goes with the <img>/<iframe> request). */
export const kycDocumentFileUrl = (id: string) => `${KYC_PATH}/${encodeURIComponent(id)}/file`;
export const decideKycDocument = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  staffRequest(() =>
    apiRequest(`${KYC_PATH}/${encodeURIComponent(id)}/${decision}`, {
      method: 'POST',
      ...(decision === 'reject' ? { body: { reason } } : {}),
      schema: kycDecisionResponse,
    }),
  );

export const withdrawalQueueQueryOptions = queryOptions({
  queryKey: ['staff', 'withdrawal-queue'],
  queryFn: () =>
    staffRequest(async () => {
      const [list, risk] = await Promise.all([
        apiRequest(WITHDRAWALS_PATH, { schema: adminWithdrawalList }),
        apiRequest(`${WITHDRAWALS_PATH}/risk-signals`, { schema: withdrawalRiskSignalList }),
      ]);
      const signals = new Map(risk.signals.map((signal) => [signal.withdrawalId, signal]));
      return list.withdrawals.map((withdrawal) => ({ withdrawal, signals: signals.get(withdrawal.id) }));
    }),
});
/** approve/reject a pending cashout; confirm-paid/confirm-failed (reason mandatory) settle one whose payout outcome is unknown. */
export type WithdrawalDecision = 'approve' | 'reject' | 'confirm-paid' | 'confirm-failed';
export const decideWithdrawal = (id: string, decision: WithdrawalDecision, reason?: string) =>
  staffRequest(() =>
    apiRequest(`${WITHDRAWALS_PATH}/${encodeURIComponent(id)}/${decision}`, {
      method: 'POST',
      ...(decision === 'approve' ? {} : { body: { reason } }),
      schema: z.object({ id: z.string(), status: z.string() }),
    }),
  );

const reportQuery = (range: ReportRange) => `?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export const dailyReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'daily', range.from, range.to],
    queryFn: () => staffRequest(() => apiRequest(`${reportPaths.daily}${reportQuery(range)}`, { schema: dailyReport })),
    retry: false,
    staleTime: 60_000,
  });

export const funnelReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'funnel', range.from, range.to],
    queryFn: () => staffRequest(() => apiRequest(`${analyticsPaths.funnel}${reportQuery(range)}`, { schema: funnelReport })),
    retry: false,
    staleTime: 60_000,
  });

/** The CSV of a range: a plain link, so the browser downloads it with the staff cookie. */
export const dailyReportCsvUrl = (range: ReportRange) => `${reportPaths.dailyCsv}${reportQuery(range)}`;

export const errorReportGroupsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['staff', 'errors', q, page],
    queryFn: () =>
      staffRequest(() => apiRequest(`${operationsPaths.errors}?${new URLSearchParams({ q, page: String(page) })}`, { schema: errorReportGroupList })),
  });

export const errorReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'errors', 'detail', id],
    queryFn: () => staffRequest(() => apiRequest(operationsPaths.error.replace(':id', encodeURIComponent(id)), { schema: errorReportDetail })),
  });

export const reconciliationQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'reconciliation'],
    queryFn: () => staffRequest(() => apiRequest(operationsPaths.reconciliation, { schema: reconciliationView })),
  });

export const runLedgerCheck = () => staffRequest(() => apiRequest(operationsPaths.ledgerCheck, { method: 'POST', schema: ledgerCheckResult }));

export const autoApprovalQueryOptions = queryOptions({
  queryKey: ['staff', 'withdrawals', 'auto-approval'],
  queryFn: () => staffRequest(() => apiRequest(WITHDRAWAL_AUTO_APPROVAL_PATH, { schema: withdrawalAutoApproval })),
});

export const saveAutoApproval = (body: WithdrawalAutoApproval) =>
  staffRequest(() => apiRequest(WITHDRAWAL_AUTO_APPROVAL_PATH, { method: 'PUT', body, schema: withdrawalAutoApproval }));
