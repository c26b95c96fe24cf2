// The reconciliation module's public face: app.ts imports only this file.
import type { FastifyInstance } from 'fastify';
import { operationsPaths } from '@lodestar/contracts';
import type { RequireStaff } from '../staff/index.ts';
import { reconciliationRoutes } from './routes.ts';
import { createReconciliationService, type ReconciliationDeps } from './service.ts';

/** The staff calls of the module, as the API document declares them. */
export const reconciliationApiSecurity = [[operationsPaths.reconciliation, 'staffApiToken']] as const;

export async function registerReconciliation(app: FastifyInstance, deps: ReconciliationDeps & { requireStaff: RequireStaff }): Promise<void> {
  const reconciliation = createReconciliationService(deps);
  await app.register(reconciliationRoutes, { reconciliation, requireStaff: deps.requireStaff });
}
