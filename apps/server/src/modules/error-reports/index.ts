// The error-reports module's public face: app.ts imports only this file.
import type { FastifyInstance } from 'fastify';
import { operationsPaths } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AccountsService, PlayerDirectory } from '../accounts/index.ts';
import type { RequireStaff } from '../staff/index.ts';
import { adminErrorReportRoutes } from './admin-routes.ts';
import { errorReportRoutes } from './routes.ts';
import { createErrorReportService } from './service.ts';

export { errorReportRoutes } from './routes.ts';
export { createErrorReportService, type ErrorReportService } from './service.ts';

/** The staff calls of the module, as the API document declares them. */
export const errorReportsApiSecurity = [[operationsPaths.errors, 'staffApiToken']] as const;

export async function registerErrorReports(
  app: FastifyInstance,
  deps: { db: Database; accounts: AccountsService; players: Pick<PlayerDirectory, 'emailsOf'>; limiter: RateLimiter; requireStaff: RequireStaff },
): Promise<void> {
  const reports = createErrorReportService(deps);
  await app.register(errorReportRoutes, { reports, accounts: deps.accounts, limiter: deps.limiter });
  await app.register(adminErrorReportRoutes, { reports, requireStaff: deps.requireStaff });
}
