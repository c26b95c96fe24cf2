// The analytics module's public face: app.ts and the reports module import only this file.
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { analyticsRoutes } from './routes.ts';
import type { AnalyticsService } from './service.ts';

export { createAnalytics, type AnalyticsService } from './service.ts';
export type { DailyEventCount } from './repo.ts';

export async function registerAnalytics(app: FastifyInstance, deps: { analytics: AnalyticsService; limiter: RateLimiter }): Promise<void> {
  await app.register(analyticsRoutes, deps);
}
