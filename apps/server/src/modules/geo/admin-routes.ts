import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addRestrictedCountryRequest,
  adminCatalogueActionResponse,
  adminRestrictedCountryPaths as paths,
  catalogueAdminMessages as text,
  removeRestrictedCountryRequest,
  restrictedCountriesAdminResponse,
  restrictedCountryCodeParams,
} from '@lodestar/contracts';
import { recordStaffChange, staffPrincipalOf, type RequireStaff } from '../staff/index.ts';
import type { RestrictedCountries } from './restricted-countries.ts';

/** The back office's restricted-country calls: `countries:manage`, each change audited with its before and after. */
export const restrictedCountriesAdminRoutes: FastifyPluginAsyncZod<{ restricted: RestrictedCountries; requireStaff: RequireStaff }> = async (
  app,
  { restricted, requireStaff },
) => {
  const tags = ['admin'];
  const onRequest = requireStaff('countries:manage');
  const response = { 200: adminCatalogueActionResponse };

  app.get(
    paths.list,
    { onRequest, schema: { tags, summary: 'The countries the site is closed to', response: { 200: restrictedCountriesAdminResponse } } },
    async () => ({ countries: await restricted.list() }),
  );

  app.post(
    paths.list,
    {
      onRequest,
      config: { errorStatuses: [409] },
      schema: { tags, summary: 'Close the site to a country, with a reason', body: addRestrictedCountryRequest, response },
    },
    async (request) => {
      recordStaffChange(request, await restricted.add(staffPrincipalOf(request), request.body));
      return { message: text.countryAdded(request.body.code) };
    },
  );

  app.post(
    paths.remove,
    {
      onRequest,
      config: { errorStatuses: [404] },
      schema: {
        tags,
        summary: 'Open the site to a country again, with a reason',
        params: restrictedCountryCodeParams,
        body: removeRestrictedCountryRequest,
        response,
      },
    },
    async (request) => {
      recordStaffChange(request, await restricted.remove(staffPrincipalOf(request), request.params.code, request.body.reason));
      return { message: text.countryRemoved(request.params.code) };
    },
  );
};
