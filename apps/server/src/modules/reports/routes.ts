import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsPaths, dailyReport, funnelReport, reportPaths, reportRangeQuery } from '@lodestar/contracts';
import { z } from 'zod';
import type { RequireStaff } from '../staff/index.ts';
import { reportCsv } from './csv.ts';
import type { FunnelReportService } from './funnel.ts';
import type { ReportsService } from './service.ts';

/** The back office's reports, for staff with reports:read. */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  funnel: FunnelReportService;
  requireStaff: RequireStaff;
}> = async (app, { reports, funnel, requireStaff }) => {
  app.addHook('onRequest', requireStaff('reports:read'));
  const tags = ['admin'];

  app.get(
    reportPaths.daily,
    {
      schema: {
        tags,
        summary: 'Daily figures from the ledger, per currency and in EUR',
        querystring: reportRangeQuery,
        response: { 200: dailyReport },
      },
    },
    async (request) => reports.daily(request.query),
  );

  app.get(
    reportPaths.dailyCsv,
    { schema: { tags, summary: 'The daily figures as CSV', querystring: reportRangeQuery, response: { 200: z.string() } } },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = reportCsv(await reports.daily(request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="lodestar-report-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  app.get(
    analyticsPaths.funnel,
    {
      schema: {
        tags,
        summary: 'The registration-to-cashout funnel from first-party analytics, per step and per day',
        querystring: reportRangeQuery,
        response: { 200: funnelReport },
      },
    },
    async (request) => funnel.funnel(request.query),
  );
};
