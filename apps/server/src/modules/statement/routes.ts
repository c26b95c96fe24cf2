import { Readable } from 'node:stream';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementPaths, statementQuery, statementResponse } from '@lodestar/contracts';
import { guardEveryRoute } from '../../platform/api-docs.ts';
import { openDuringBreak, sessionOf } from '../accounts/index.ts';
import type { StatementService } from './service.ts';

const tags = ['profile-service'];

export const statementRoutes: FastifyPluginAsyncZod<{ statement: StatementService; requireSession: preHandlerAsyncHookHandler }> = async (
  app,
  { statement, requireSession },
) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');
  openDuringBreak(app);

  app.get(
    statementPaths.page,
    {
      schema: {
        tags,
        summary: 'The player’s account statement: every movement of their money in a range of days, newest first',
        querystring: statementQuery,
        response: { 200: statementResponse },
      },
    },
    async (request) => statement.page(sessionOf(request).playerId, request.query),
  );

  app.get(
    statementPaths.csv,
    {
      schema: {
        tags,
        summary: 'The same statement as a CSV download (every page, UTC times, decimal amounts), streamed',
        querystring: statementQuery,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="lodestar-statement-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(statement.csv(sessionOf(request).playerId, request.query)));
    },
  );
};
