import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Game,
  gamesAndCategoriesResponse,
  gamesResponse,
  jackpotsResponse,
  launchGameResponse,
  playedGamesResponse,
  winnersResponse,
} from '@lodestar/contracts';
import { apiPaths, messages } from '@lodestar/contracts/schema-free';
import { userQueryKey, useSignedIn } from '@/lib/session';
import { apiRequest } from '@/lib/api-client';

/**
 * The lobby lists change when the operator edits the catalogue or players bet: a minute old is fresh enough. They
 * are first-screen reads: typed by their contract, not parsed (api-client.ts, SchemaOption).
 */
const LOBBY_STALE_MS = 60_000;
/** How often the jackpot amount and the winners are asked again while a page shows them. */
const LIVE_REFRESH_MS = 15_000;

const gameList = (key: string, path: string, errorToast: string) =>
  queryOptions({
    queryKey: ['games', key],
    queryFn: () => apiRequest<typeof gamesResponse>(path),
    staleTime: LOBBY_STALE_MS,
    select: (answer) => answer.games,
    meta: { errorToast },
  });

/** Every game with the lobby's category segments (All, Slots, Table games, ...). */
export const catalogueQueryOptions = queryOptions({
  queryKey: ['games', 'catalogue'],
  queryFn: () => apiRequest<typeof gamesAndCategoriesResponse>(apiPaths.gamesAndCategories),
  staleTime: LOBBY_STALE_MS,
});

export const useCatalogue = () => useQuery(catalogueQueryOptions);

export const topGamesQueryOptions = gameList('top', apiPaths.topGames, messages.toast.topGamesFailed);
export const newGamesQueryOptions = gameList('new', apiPaths.newGames, messages.toast.newGamesFailed);
export const featuredGamesQueryOptions = gameList('featured', apiPaths.featuredGames, messages.toast.featuredGamesFailed);
/** SPEC.md §8 gives the jackpot games their own failure toast, so they are their own query of the lobby games. */
export const jackpotGamesQueryOptions = gameList('jackpot', apiPaths.mainGames, messages.toast.jackpotGamesFailed);

export const useTopGames = () => useQuery(topGamesQueryOptions);
export const useNewGames = () => useQuery(newGamesQueryOptions);
export const useFeaturedGames = () => useQuery(featuredGamesQueryOptions);
export const useJackpotGames = () => useQuery({ ...jackpotGamesQueryOptions, select: (answer) => answer.games.filter((game) => game.hasJackpot) });

/** The live figures are as fresh as their refresh: an answer the page brought is not asked again at once. */
export const jackpotsQueryOptions = queryOptions({
  queryKey: ['games', 'jackpots'],
  queryFn: () => apiRequest<typeof jackpotsResponse>(apiPaths.jackpots),
  staleTime: LIVE_REFRESH_MS,
});

export const useJackpots = () => useQuery({ ...jackpotsQueryOptions, select: (answer) => answer.jackpots, refetchInterval: LIVE_REFRESH_MS });

export type WinnersKind = 'latest' | 'top';

export const winnersQueryOptions = (kind: WinnersKind) =>
  queryOptions({
    queryKey: ['games', 'winners', kind],
    queryFn: () => apiRequest<typeof winnersResponse>(kind === 'latest' ? apiPaths.latestWinners : apiPaths.topWinners),
    staleTime: LIVE_REFRESH_MS,
  });

export const useWinners = (kind: WinnersKind) =>
  useQuery({ ...winnersQueryOptions(kind), select: (answer) => answer.winners, refetchInterval: LIVE_REFRESH_MS });

const favoritesQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'favorite-games'],
  queryFn: () => apiRequest<typeof gamesResponse>(apiPaths.favoriteGames),
  select: (answer) => answer.games,
});

/** The signed-in player's favourites; nothing is asked for a visitor (SPEC.md §6). */
export const useFavorites = () => useQuery({ ...favoritesQueryOptions, enabled: useSignedIn() });

const recentlyPlayedQueryOptions = queryOptions({
  queryKey: [...userQueryKey, 'played-games'],
  queryFn: () => apiRequest<typeof playedGamesResponse>(apiPaths.playedGames),
  select: (answer) => answer.games,
});

/** The games the signed-in player last played, newest first; nothing is asked for a visitor. */
export const useRecentlyPlayed = () => useQuery({ ...recentlyPlayedQueryOptions, enabled: useSignedIn() });

/** Adds or removes one favourite and leaves the favourites list as the server now has it. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, favorite }: { game: Game; favorite: boolean }) => {
      if (favorite) {
        return apiRequest(apiPaths.favoriteGames, {
          method: 'POST',
          body: { id: game.id, launchId: game.launchId, category: game.category, name: game.name, provider: game.provider },
          schema: () => import('@lodestar/contracts/games').then((contracts) => contracts.gamesResponse),
        });
      }
      await apiRequest(apiPaths.favoriteGame(game.id), {
        method: 'DELETE',
        schema: () => import('@lodestar/contracts/auth').then((contracts) => contracts.messageResponse),
      });
      return undefined;
    },
    onSuccess: (answer, { game }) => {
      queryClient.setQueryData(
        favoritesQueryOptions.queryKey,
        (current) => answer ?? (current ? { ...current, games: current.games.filter((favorite) => favorite.id !== game.id) } : current),
      );
    },
  });
}

export type PlayMode = 'real' | 'demo';

/**
 * A launch of one game in one mode: a fresh, short-lived token each time the game page asks. It is a query so the
 * page can show its state and retry it, but it is never cached: leaving the page drops it.
 */
export function useGameLaunch(game: Game | undefined, mode: PlayMode, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['games', 'launch', game?.id, mode],
    queryFn: async () => {
      const launch = await apiRequest<typeof launchGameResponse>(apiPaths.launchGame, {
        method: 'POST',
        body: {
          id: game!.id,
          gameName: game!.name,
          demo: mode === 'demo',
          lang: 'en',
          launchId: game!.launchId,
          imageId: game!.imageId,
          platform: 'desktop',
          provider: game!.provider,
          category: game!.category,
        },
      });
      // The server has put this game first among the recently played: the lobby asks again when it next shows them.
      void queryClient.invalidateQueries({ queryKey: recentlyPlayedQueryOptions.queryKey });
      return launch;
    },
    enabled: enabled && game !== undefined,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}
