import type { ErrorReport } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { redactUrl } from '../../platform/log-redaction.ts';
import { errorReportsRepo as repo } from './repo.ts';

export type ErrorReportService = ReturnType<typeof createErrorReportService>;

/** Crash reports of the web app, kept for staff to read. */
export function createErrorReportService({ db }: { db: Database }) {
  return {
    /** The sender is who the session says (`playerId`), not whoever the report claims to be. */
    async record(report: ErrorReport, sender: { playerId: string | null; ipAddress: string }): Promise<void> {
      await repo.insert(db, {
        message: report.message,
        stack: report.stack ?? null,
        componentStack: report.componentStack ?? null,
        // The page URL may be an emailed link (/?reset-password=…): its secret is not kept.
        url: redactUrl(report.url),
        userAgent: report.userAgent,
        playerId: sender.playerId,
        reportedEmail: report.user?.email ?? null,
        ipAddress: sender.ipAddress,
      });
    },
  };
}
