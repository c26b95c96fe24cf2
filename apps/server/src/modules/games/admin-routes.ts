import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCatalogueActionResponse,
  adminGameIdParams,
  adminGamePaths as paths,
  adminGamesResponse,
  catalogueAdminMessages as text,
  gameOrderRequest,
  setGameCategoriesRequest,
  setGameEnabledRequest,
} from '@lodestar/contracts';
import { recordStaffChange, type RequireStaff } from '../staff/index.ts';
import type { CatalogueAdmin } from './catalogue-admin.ts';

/** The back office's catalogue calls: each needs `games:manage`, and each change is audited with its before and after. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ catalogueAdmin: CatalogueAdmin; requireStaff: RequireStaff }> = async (
  app,
  { catalogueAdmin, requireStaff },
) => {
  const tags = ['admin'];
  const onRequest = requireStaff('games:manage');
  const response = { 200: adminCatalogueActionResponse };

  app.get(
    paths.list,
    { onRequest, schema: { tags, summary: 'Every game of the catalogue, disabled ones too', response: { 200: adminGamesResponse } } },
    () => catalogueAdmin.list(),
  );

  app.post(
    paths.enabled,
    {
      onRequest,
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Put a game in the lobby or take it off', params: adminGameIdParams, body: setGameEnabledRequest, response },
    },
    async (request) => {
      recordStaffChange(request, await catalogueAdmin.setEnabled(request.params.id, request.body.enabled));
      return { message: request.body.enabled ? text.enabled : text.disabled };
    },
  );

  app.post(
    paths.categories,
    {
      onRequest,
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Set the lobby categories of a game', params: adminGameIdParams, body: setGameCategoriesRequest, response },
    },
    async (request) => {
      recordStaffChange(request, await catalogueAdmin.setCategories(request.params.id, request.body));
      return { message: text.categoriesSaved };
    },
  );

  const orders = [
    [paths.featuredOrder, 'featuredPosition', 'Set the featured row, first game first', text.featuredSaved],
    [paths.topOrder, 'topPosition', 'Pin games ahead of the most played, first game first', text.topSaved],
  ] as const;
  for (const [path, order, summary, saved] of orders) {
    app.post(path, { onRequest, schema: { tags, summary, body: gameOrderRequest, response } }, async (request) => {
      recordStaffChange(request, await catalogueAdmin.setOrder(order, request.body.gameIds));
      return { message: saved };
    });
  }
};
