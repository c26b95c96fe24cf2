// The geo module's public face: other modules and app.ts import only this file.
import type { FastifyInstance } from 'fastify';
import { ADMIN_RESTRICTED_COUNTRIES_PATH } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { RequireStaff } from '../staff/index.ts';
import { restrictedCountriesAdminRoutes } from './admin-routes.ts';
import { createRestrictedCountries } from './restricted-countries.ts';
import { geoRoutes } from './routes.ts';
import { createGeoService } from './service.ts';

export { seedRestrictedCountries } from './restricted-countries.ts';
export { createGeoService, type GeoService } from './service.ts';

/** How the API docs describe the back office's restricted-country calls: a staff token or session. */
export const restrictedCountriesApiSecurity = [[ADMIN_RESTRICTED_COUNTRIES_PATH, 'staffApiToken']] as const;

/** Geo lookups and the restricted countries; created before accounts, which refuse sign-ins from a closed country. */
export function createGeo(deps: { db: Database; now?: () => Date }) {
  const restricted = createRestrictedCountries(deps);
  const geo = createGeoService(restricted);
  const register = async (app: FastifyInstance, { requireStaff }: { requireStaff: RequireStaff }) => {
    await app.register(geoRoutes, { geo });
    await app.register(restrictedCountriesAdminRoutes, { restricted, requireStaff });
  };
  return { geo, register };
}
