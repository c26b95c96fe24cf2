import { ERROR_REPORTS_PAGE_SIZE, messages, type ErrorReport, type ErrorReportDetail, type ErrorReportGroupList } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../platform/domain-errors.ts';
import { redactUrl } from '../../platform/log-redaction.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import { browserName } from './browser-name.ts';
import { errorReportsRepo as repo } from './repo.ts';

export type ErrorReportService = ReturnType<typeof createErrorReportService>;

/** Crash reports of the web app, kept for staff to read. */
export function createErrorReportService({ db, players }: { db: Database; players: Pick<PlayerDirectory, 'emailsOf'> }) {
  const emailsOf = (playerIds: Array<string | null>) => players.emailsOf(playerIds.filter((id): id is string => id !== null));

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

    /** Identical reports grouped, the most recently seen first, one page at a time (for staff with operations:read). */
    async groups(filter: { text?: string; page: number }): Promise<ErrorReportGroupList> {
      const { rows, totalGroups } = await repo.groups(db, {
        text: filter.text,
        limit: ERROR_REPORTS_PAGE_SIZE,
        offset: (filter.page - 1) * ERROR_REPORTS_PAGE_SIZE,
      });
      const latest = new Map(
        (
          await repo.byIds(
            db,
            rows.map((row) => row.latestId),
          )
        ).map((report) => [report.id, report]),
      );
      const emails = await emailsOf([...latest.values()].map((report) => report.playerId));
      const groups = rows.flatMap((row) => {
        const report = latest.get(row.latestId);
        if (!report) return [];
        return [
          {
            latestId: report.id,
            message: report.message,
            page: report.url,
            browser: browserName(report.userAgent),
            playerEmail: report.playerId ? (emails.get(report.playerId) ?? null) : null,
            count: row.count,
            lastSeenAt: report.createdAt.toISOString(),
          },
        ];
      });
      return { groups, page: filter.page, pageCount: Math.max(1, Math.ceil(totalGroups / ERROR_REPORTS_PAGE_SIZE)), totalGroups };
    },

    async detail(id: string): Promise<ErrorReportDetail> {
      const [report] = await repo.byIds(db, [id]);
      if (!report) throw new NotFound(messages.http.notFound);
      const emails = await emailsOf([report.playerId]);
      return {
        id: report.id,
        message: report.message,
        stack: report.stack,
        componentStack: report.componentStack,
        page: report.url,
        userAgent: report.userAgent,
        browser: browserName(report.userAgent),
        playerEmail: report.playerId ? (emails.get(report.playerId) ?? null) : null,
        reportedEmail: report.reportedEmail,
        createdAt: report.createdAt.toISOString(),
        identicalCount: await repo.identicalCount(db, report),
      };
    },
  };
}
