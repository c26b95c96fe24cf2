import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, currentIpResponse } from '@lodestar/contracts';
import type { GeoService } from './service.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(apiPaths.currentIp, { schema: { tags: ['ip'], summary: 'Country of the caller', response: { 200: currentIpResponse } } }, async (request) =>
    geo.locate(request.ip),
  );
};
