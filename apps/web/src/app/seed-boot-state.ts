import { catalogueQueryOptions } from '@/features/games/api';
import { seedBootState } from '@/lib/boot-state';
import { queryClient } from '@/lib/query-client';

/**
 * The answers the server put into the page, seeded before the router starts: the router's first page may ask for
 * the catalogue (router.tsx withCatalogue), which the lobby's and a game's page carry, and their pre-rendered screen
 * was drawn from it, so the live page shows the same games at once (issue 12).
 */
const state = seedBootState(queryClient);
if (state?.catalogue) queryClient.setQueryData(catalogueQueryOptions.queryKey, state.catalogue);
