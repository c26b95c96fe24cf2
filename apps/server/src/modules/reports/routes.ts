import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dailyReport, reportPaths, reportRangeQuery } from '@lodestar/contracts';
import { z } from 'zod';
import type { RequireStaff } from '../staff/index.ts';
import { reportCsv } from './csv.ts';
import type { ReportsService } from './service.ts';

/** The back office's reports, for staff with reports:read. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; requireStaff: RequireStaff }> = async (
  app,
  { reports, requireStaff },
) => {
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
};
