import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEventRequest, analyticsPaths, messageResponse } from '@lodestar/contracts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AnalyticsService } from './service.ts';

/** An event is a name and a path; a body larger than this is not one. */
const EVENT_BODY_LIMIT_BYTES = 1024;

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService; limiter: RateLimiter }> = async (app, { analytics, limiter }) => {
  app.post(
    analyticsPaths.events,
    {
      bodyLimit: EVENT_BODY_LIMIT_BYTES,
      config: { errorStatuses: [429] },
      schema: {
        tags: ['platform'],
        summary: 'Record a page view or a registration start (sent only after the visitor accepted cookies)',
        body: analyticsEventRequest,
        response: { 202: messageResponse },
      },
    },
    async (request, reply) => {
      await limiter.hit('analyticsPerIp', request.ip);
      await analytics.recordBrowserEvent(request.body);
      return reply.status(202).send({ message: 'Recorded' });
    },
  );
};
