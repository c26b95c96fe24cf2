import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, errorReportRequest, messageResponse } from '@lodestar/contracts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { redactUrl } from '../../platform/log-redaction.ts';
import { readSessionCookie } from '../../platform/session-cookie.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { ErrorReportService } from './service.ts';

/** The error boundary's reports are small; anything bigger is not a report. */
const REPORT_BODY_LIMIT_BYTES = 32 * 1024;

export interface ErrorReportRoutesOptions {
  reports: ErrorReportService;
  accounts: AccountsService;
  limiter: RateLimiter;
}

export const errorReportRoutes: FastifyPluginAsyncZod<ErrorReportRoutesOptions> = async (app, { reports, accounts, limiter }) => {
  app.post(
    apiPaths.errorLogger,
    {
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      config: { errorStatuses: [429] },
      schema: { tags: ['platform'], summary: 'Store a crash report from the web app', body: errorReportRequest, response: { 202: messageResponse } },
    },
    async (request, reply) => {
      await limiter.hit('errorReportPerIp', request.ip);
      const report = request.body;
      // The reported identity is whatever the browser claims; the session says who really sent it.
      const session = await accounts.authenticate(readSessionCookie(request));
      await reports.record(report, { playerId: session?.playerId ?? null, ipAddress: request.ip });
      request.log.warn({ report: { message: report.message, url: redactUrl(report.url) } }, 'web app error reported');
      return reply.status(202).send({ message: 'Reported' });
    },
  );
};
