// The reports module's public face: app.ts composes it.
import type { FastifyInstance } from 'fastify';
import { analyticsPaths, reportPaths } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { AnalyticsService } from '../analytics/index.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { RequireStaff } from '../staff/index.ts';
import { createFunnelReport } from './funnel.ts';
import { reportsRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/** Staff calls: declared in the API document as called with a staff session or API token. */
export const reportsApiSecurity = [
  [reportPaths.daily, 'staffApiToken'],
  [analyticsPaths.funnel, 'staffApiToken'],
] as const;

/** Daily figures for the back office, computed from the ledger, and the funnel from first-party analytics. */
export async function registerReports(
  app: FastifyInstance,
  deps: { db: Database; currencies: CurrenciesService; requireStaff: RequireStaff; analytics: Pick<AnalyticsService, 'dailyCounts'> },
) {
  await app.register(reportsRoutes, {
    reports: createReportsService(deps),
    funnel: createFunnelReport(deps.analytics),
    requireStaff: deps.requireStaff,
  });
}
