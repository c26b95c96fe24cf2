import { z } from 'zod';

/** Back office views of how the site runs (error reports; not in SPEC.md, so the wording is ours). */
export const operationsPaths = {
  /** GET ?q=&page=: crash reports of the web app, identical ones grouped, newest first. */
  errors: '/api/admin/errors',
  /** GET: one report with its stack. */
  error: '/api/admin/errors/:id',
  /** GET: deposits and game rounds left pending past their time, and the last ledger check. */
  reconciliation: '/api/admin/reconciliation',
  /** POST: runs the ledger verification now and answers its result. */
  ledgerCheck: '/api/admin/reconciliation/ledger-check',
} as const;

export const ERROR_REPORTS_PAGE_SIZE = 20;

export const errorReportListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ErrorReportListQuery = z.infer<typeof errorReportListQuery>;

/** Reports with the same message and stack, shown once with how often and when last they came. */
export const errorReportGroup = z.object({
  /** The newest report of the group: its detail. */
  latestId: z.uuid(),
  message: z.string(),
  page: z.string(),
  browser: z.string(),
  playerEmail: z.string().nullable(),
  count: z.number().int(),
  lastSeenAt: z.string(),
});
export type ErrorReportGroup = z.infer<typeof errorReportGroup>;
export const errorReportGroupList = z.object({
  groups: z.array(errorReportGroup),
  page: z.number().int(),
  pageCount: z.number().int(),
  totalGroups: z.number().int(),
});
export type ErrorReportGroupList = z.infer<typeof errorReportGroupList>;

export const errorReportIdParams = z.object({ id: z.uuid() });
export const errorReportDetail = z.object({
  id: z.uuid(),
  message: z.string(),
  stack: z.string().nullable(),
  componentStack: z.string().nullable(),
  page: z.string(),
  userAgent: z.string(),
  browser: z.string(),
  playerEmail: z.string().nullable(),
  /** What the browser claimed the player was; only playerEmail comes from the session. */
  reportedEmail: z.string().nullable(),
  createdAt: z.string(),
  identicalCount: z.number().int(),
});
export type ErrorReportDetail = z.infer<typeof errorReportDetail>;

/** A gateway deposit still PENDING after its checkout time ran out (the expiry job has not caught it). */
export const staleDeposit = z.object({
  id: z.uuid(),
  playerEmail: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  createdAt: z.string(),
  expiredAt: z.string(),
});
export type StaleDeposit = z.infer<typeof staleDeposit>;

/** A studio round step still pending after the time crash recovery should have settled it. */
export const stalePendingRound = z.object({
  id: z.uuid(),
  game: z.string(),
  playerEmail: z.string().nullable(),
  pendingSince: z.string(),
});
export type StalePendingRound = z.infer<typeof stalePendingRound>;

export const ledgerCheckResult = z.object({
  ok: z.boolean(),
  /** Where it ran: the back office's button or `npm run ledger:verify`. */
  source: z.enum(['back office', 'command']),
  transactions: z.number().int(),
  accounts: z.number().int(),
  violations: z.array(z.string()),
  ranAt: z.string(),
});
export type LedgerCheckResult = z.infer<typeof ledgerCheckResult>;

export const reconciliationView = z.object({
  staleDeposits: z.array(staleDeposit),
  stalePendingRounds: z.array(stalePendingRound),
  /** The last recorded check, from any process or the command line; null until one ran. */
  lastLedgerCheck: ledgerCheckResult.nullable(),
});
export type ReconciliationView = z.infer<typeof reconciliationView>;
