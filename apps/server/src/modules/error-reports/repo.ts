import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { errorReports } from './schema.ts';

export type NewErrorReport = typeof errorReports.$inferInsert;
export type ErrorReportRow = typeof errorReports.$inferSelect;

/** Reports are "identical" when message and stack are: the same crash, whoever hit it and on whichever page. */
const stackKey = sql<string>`coalesce(${errorReports.stack}, '')`;
const sameCrashAs = (row: Pick<ErrorReportRow, 'message' | 'stack'>) => and(eq(errorReports.message, row.message), eq(stackKey, row.stack ?? ''));

/** Text typed by staff, in the message or the page; LIKE wildcards are taken literally. */
function textFilter(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(errorReports.message, pattern), ilike(errorReports.url, pattern));
}

export const errorReportsRepo = {
  async insert(db: Executor, report: NewErrorReport): Promise<void> {
    await db.insert(errorReports).values(report);
  },

  /** One page of crash groups, the most recently seen first, and how many groups match in all. */
  async groups(db: Executor, filter: { text?: string; limit: number; offset: number }) {
    const where = textFilter(filter.text);
    const lastSeenAt = sql<Date>`max(${errorReports.createdAt})`;
    const rows = await db
      .select({
        latestId: sql<string>`(array_agg(${errorReports.id} order by ${errorReports.createdAt} desc, ${errorReports.id} desc))[1]`,
        count: sql<number>`count(*)::int`,
        lastSeenAt: sql<string>`max(${errorReports.createdAt})::text`,
      })
      .from(errorReports)
      .where(where)
      .groupBy(errorReports.message, stackKey)
      .orderBy(desc(lastSeenAt))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db
      .select({ groups: sql<number>`count(distinct (${errorReports.message}, ${stackKey}))::int` })
      .from(errorReports)
      .where(where);
    return { rows, totalGroups: total?.groups ?? 0 };
  },

  async byIds(db: Executor, ids: string[]): Promise<ErrorReportRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(errorReports).where(inArray(errorReports.id, ids));
  },

  async identicalCount(db: Executor, row: Pick<ErrorReportRow, 'message' | 'stack'>): Promise<number> {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(errorReports)
      .where(sameCrashAs(row));
    return counted?.n ?? 0;
  },
};
