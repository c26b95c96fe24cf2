import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { realityCheckPaths, realityCheckSettingsBody, realityCheckStatus } from '@lodestar/contracts';
import { guardEveryRoute } from '../../platform/api-docs.ts';
import { sessionOf } from '../accounts/index.ts';
import type { RealityCheckService } from './service.ts';

const tags = ['profile-service'];
const response = { 200: realityCheckStatus };

export const realityCheckRoutes: FastifyPluginAsyncZod<{ realityCheck: RealityCheckService; requireSession: preHandlerAsyncHookHandler }> = async (
  app,
  { realityCheck, requireSession },
) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');

  app.get(
    realityCheckPaths.status,
    { schema: { tags, summary: 'When the next reality check is due, with the session’s time played, amount wagered and net position', response } },
    async (request) => realityCheck.status(sessionOf(request)),
  );

  app.put(
    realityCheckPaths.status,
    { schema: { tags, summary: 'Sets the player’s reality check interval', body: realityCheckSettingsBody, response } },
    async (request) => realityCheck.setInterval(sessionOf(request), request.body.intervalMinutes),
  );

  app.post(
    realityCheckPaths.acknowledge,
    { schema: { tags, summary: 'The player chose Continue: the next check is one interval from now', response } },
    async (request) => realityCheck.acknowledge(sessionOf(request)),
  );
};
