import {
  catalogueQueryOptions,
  featuredGamesQueryOptions,
  jackpotGamesQueryOptions,
  jackpotsQueryOptions,
  newGamesQueryOptions,
  topGamesQueryOptions,
  winnersQueryOptions,
} from '@/features/games/api';
import { seedBootState } from '@/lib/boot-state';
import { queryClient } from '@/lib/query-client';

/**
 * The answers the server put into the page, seeded before the router starts: the router's first page may ask for
 * the catalogue (router.tsx withCatalogue), which every page with a first screen carries, and their pre-rendered
 * screen was drawn from it, so the live page shows the same games at once; the home page carries its lobby's answers
 * too, so it makes none of those calls as it loads (issue 12).
 */
const state = seedBootState(queryClient);
if (state?.catalogue) queryClient.setQueryData(catalogueQueryOptions.queryKey, state.catalogue);
if (state?.homeLobby) {
  const lobby = state.homeLobby;
  queryClient.setQueryData(topGamesQueryOptions.queryKey, lobby.topGames);
  queryClient.setQueryData(jackpotGamesQueryOptions.queryKey, lobby.mainGames);
  queryClient.setQueryData(newGamesQueryOptions.queryKey, lobby.newGames);
  queryClient.setQueryData(featuredGamesQueryOptions.queryKey, lobby.featuredGames);
  queryClient.setQueryData(jackpotsQueryOptions.queryKey, lobby.jackpots);
  queryClient.setQueryData(winnersQueryOptions('latest').queryKey, lobby.latestWinners);
  queryClient.setQueryData(winnersQueryOptions('top').queryKey, lobby.topWinners);
}
