import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerCheckResult, operationsPaths, reconciliationView } from '@lodestar/contracts';
import type { RequireStaff } from '../staff/index.ts';
import type { ReconciliationService } from './service.ts';

/** The back office's reconciliation view (/admin/reconciliation), for staff with operations:read. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ reconciliation: ReconciliationService; requireStaff: RequireStaff }> = async (
  app,
  { reconciliation, requireStaff },
) => {
  app.addHook('onRequest', requireStaff('operations:read'));
  const tags = ['admin'];

  app.get(
    operationsPaths.reconciliation,
    {
      schema: {
        tags,
        summary: 'Deposits pending past their expiry, game rounds pending past their recovery, and the last ledger check',
        response: { 200: reconciliationView },
      },
    },
    async () => reconciliation.view(),
  );

  app.post(
    operationsPaths.ledgerCheck,
    { schema: { tags, summary: 'Verifies the ledger invariants now', response: { 200: ledgerCheckResult } } },
    async () => reconciliation.checkLedger(),
  );
};
