// The statement module's public face: app.ts and the reality check import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { statementRoutes } from './routes.ts';
import { createStatementService, type StatementService } from './service.ts';

export { createStatementService, type GameplayTotals, type StatementService } from './service.ts';

export async function registerStatement(
  app: FastifyInstance,
  { requireSession, ...deps }: Parameters<typeof createStatementService>[0] & { requireSession: preHandlerAsyncHookHandler },
): Promise<StatementService> {
  const statement = createStatementService(deps);
  await app.register(statementRoutes, { statement, requireSession });
  return statement;
}
