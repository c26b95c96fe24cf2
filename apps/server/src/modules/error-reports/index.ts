// The error-reports module's public face: app.ts imports only this file.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AccountsService } from '../accounts/index.ts';
import { errorReportRoutes } from './routes.ts';
import { createErrorReportService } from './service.ts';

export { errorReportRoutes } from './routes.ts';
export { createErrorReportService, type ErrorReportService } from './service.ts';

export async function registerErrorReports(
  app: FastifyInstance,
  { db, accounts, limiter }: { db: Database; accounts: AccountsService; limiter: RateLimiter },
): Promise<void> {
  await app.register(errorReportRoutes, { reports: createErrorReportService({ db }), accounts, limiter });
}
