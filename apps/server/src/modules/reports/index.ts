// The reports module's public face: app.ts composes it.
import type { FastifyInstance } from 'fastify';
import { reportPaths } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { RequireStaff } from '../staff/index.ts';
import { reportsRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/** Staff calls: declared in the API document as called with a staff session or API token. */
export const reportsApiSecurity = [[reportPaths.daily, 'staffApiToken']] as const;

/** Daily figures for the back office, computed from the ledger. */
export async function registerReports(app: FastifyInstance, deps: { db: Database; currencies: CurrenciesService; requireStaff: RequireStaff }) {
  await app.register(reportsRoutes, { reports: createReportsService(deps), requireStaff: deps.requireStaff });
}
