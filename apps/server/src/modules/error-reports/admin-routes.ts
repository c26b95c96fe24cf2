import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReportDetail, errorReportGroupList, errorReportIdParams, errorReportListQuery, operationsPaths } from '@lodestar/contracts';
import type { RequireStaff } from '../staff/index.ts';
import type { ErrorReportService } from './service.ts';

/** The back office's error reports view (/admin/errors), for staff with operations:read. */
export const adminErrorReportRoutes: FastifyPluginAsyncZod<{ reports: ErrorReportService; requireStaff: RequireStaff }> = async (
  app,
  { reports, requireStaff },
) => {
  app.addHook('onRequest', requireStaff('operations:read'));
  const tags = ['admin'];

  app.get(
    operationsPaths.errors,
    {
      schema: {
        tags,
        summary: 'Crash reports of the web app, identical ones grouped, newest first',
        querystring: errorReportListQuery,
        response: { 200: errorReportGroupList },
      },
    },
    async (request) => reports.groups({ text: request.query.q || undefined, page: request.query.page }),
  );

  app.get(
    operationsPaths.error,
    { schema: { tags, summary: 'One crash report with its stack', params: errorReportIdParams, response: { 200: errorReportDetail } } },
    async (request) => reports.detail(request.params.id),
  );
};
