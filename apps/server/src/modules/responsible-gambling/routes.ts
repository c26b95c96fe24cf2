import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gamblingLimitsResponse,
  messageResponse,
  responsibleGamblingPaths as paths,
  selfExcludeRequest,
  selfExcludeResponse,
  setLimitRequest,
} from '@lodestar/contracts';
import { openDuringBreak, sessionOf } from '../accounts/index.ts';
import { declareErrorStatuses, guardEveryRoute } from '../../platform/api-docs.ts';
import type { ResponsibleGambling } from './service.ts';

const tags = ['profile-service'];

export const responsibleGamblingRoutes: FastifyPluginAsyncZod<{
  responsibleGambling: ResponsibleGambling;
  requireSession: preHandlerAsyncHookHandler;
}> = async (app, { responsibleGambling, requireSession }) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');
  openDuringBreak(app);
  declareErrorStatuses(app, [409], (route) => route.url === paths.selfExclude);

  app.put(
    paths.selfExclude,
    {
      schema: {
        tags,
        summary: 'Take a time-out (24 hours to 30 days) or self-exclude (6 months to permanent); every session ends, sign-in opens only withdrawals',
        body: selfExcludeRequest,
        response: { 200: selfExcludeResponse },
      },
    },
    async (request) => responsibleGambling.selfExclude(sessionOf(request).playerId, request.body.selfExcludePeriod),
  );

  app.get(
    paths.limits,
    { schema: { tags, summary: 'Deposit, loss and wager limits with what each period used', response: { 200: gamblingLimitsResponse } } },
    async (request) => responsibleGambling.describeLimits(sessionOf(request).playerId),
  );

  app.put(
    paths.limits,
    {
      schema: {
        tags,
        summary: 'Set one limit: lower applies at once, higher or none after 24 hours',
        body: setLimitRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => responsibleGambling.setLimit(sessionOf(request).playerId, request.body),
  );

  app.post(
    paths.declineLimits,
    { schema: { tags, summary: 'Choose no deposit limit at the step offered before a first deposit', response: { 200: messageResponse } } },
    async (request) => responsibleGambling.declineLimitStep(sessionOf(request).playerId),
  );
};
