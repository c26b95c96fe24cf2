import { queryOptions } from '@tanstack/react-query';
import {
  adminCatalogueActionResponse,
  adminGamePaths,
  adminGamesResponse,
  adminRestrictedCountryPaths,
  restrictedCountriesAdminResponse,
  type AddRestrictedCountryRequest,
  type GameCategory,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { staffRequest } from './staff-api';

const gamePath = (path: string, gameId: string) => path.replace(':id', encodeURIComponent(gameId));
const post = (path: string, body: object) => staffRequest(() => apiRequest(path, { method: 'POST', body, schema: adminCatalogueActionResponse }));

export const adminGamesQueryOptions = queryOptions({
  queryKey: ['staff', 'games'],
  queryFn: () => staffRequest(() => apiRequest(adminGamePaths.list, { schema: adminGamesResponse })),
});

export type GameOrderKind = 'featured' | 'top';

export const catalogueActions = {
  setEnabled: (gameId: string, enabled: boolean) => post(gamePath(adminGamePaths.enabled, gameId), { enabled }),
  setCategories: (gameId: string, categories: GameCategory[]) => post(gamePath(adminGamePaths.categories, gameId), { categories }),
  setOrder: (kind: GameOrderKind, gameIds: string[]) =>
    post(kind === 'featured' ? adminGamePaths.featuredOrder : adminGamePaths.topOrder, { gameIds }),
};

export const restrictedCountriesQueryOptions = queryOptions({
  queryKey: ['staff', 'restricted-countries'],
  queryFn: () => staffRequest(() => apiRequest(adminRestrictedCountryPaths.list, { schema: restrictedCountriesAdminResponse })),
});

export const restrictedCountryActions = {
  add: (body: AddRestrictedCountryRequest) => post(adminRestrictedCountryPaths.list, body),
  remove: (code: string, reason: string) => post(adminRestrictedCountryPaths.remove.replace(':code', encodeURIComponent(code)), { reason }),
};
