import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Crash reports from the web app's error boundary. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    url: text('url').notNull(),
    userAgent: text('user_agent').notNull(),
    playerId: uuid('player_id'),
    reportedEmail: text('reported_email'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_reports_created_idx').on(table.createdAt)],
);

export const errorReportTables = { errorReports };
