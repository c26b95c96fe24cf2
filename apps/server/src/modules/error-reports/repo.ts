import type { Executor } from '../../db/client.ts';
import { errorReports } from './schema.ts';

export type NewErrorReport = typeof errorReports.$inferInsert;

export const errorReportsRepo = {
  async insert(db: Executor, report: NewErrorReport): Promise<void> {
    await db.insert(errorReports).values(report);
  },
};
