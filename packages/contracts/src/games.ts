import { z } from 'zod';
import { currencyCodes } from './constants.ts';

export const gameCategoryValues = ['slots', 'table', 'instant'] as const;
export type GameCategory = (typeof gameCategoryValues)[number];

/** SPEC.md §3 Game, with what the lobby shows. */
export const gameSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  imageId: z.string(),
  category: z.enum(gameCategoryValues),
  launchId: z.string(),
  rtp: z.string(),
  volatility: z.string().nullable(),
  hasJackpot: z.boolean(),
  thumbnail: z.string(),
});
export type Game = z.infer<typeof gameSchema>;
export const gamesResponse = z.object({ games: z.array(gameSchema), recommendedGames: z.array(gameSchema).optional() });
export const gameSegment = z.object({ id: z.string(), name: z.string(), gameIds: z.array(z.string()) });
export const gamesAndCategoriesResponse = z.object({ games: z.array(gameSchema), segments: z.array(gameSegment) });
export type GamesAndCategoriesResponse = z.infer<typeof gamesAndCategoriesResponse>;

/** POST game-aggregator game (SPEC.md §7). */
export const launchGameRequest = z.object({
  id: z.string().max(100),
  gameName: z.string().max(200).optional(),
  demo: z.boolean(),
  lang: z.string().max(10).optional(),
  launchId: z.string().max(100).optional(),
  imageId: z.string().max(200).optional(),
  platform: z.enum(['desktop', 'mobile']).optional(),
  provider: z.string().max(100).optional(),
  category: z.string().max(50).optional(),
  /** Real-money play uses this wallet; the player's default when absent. */
  currency: z.enum(currencyCodes).optional(),
});
export const launchGameResponse = z.object({ url: z.string(), mode: z.enum(['real', 'demo']), currency: z.enum(currencyCodes) });

export const winnerSchema = z.object({
  gameId: z.string(),
  gameName: z.string(),
  imageId: z.string(),
  /** First name and the initial of the last name only. */
  player: z.string(),
  /** What the round won above its stake: payout − stake, always more than zero. */
  amount: z.string(),
  /** Payout ÷ stake, two decimals, rounded down so a win never reads bigger than it was ('2.50'). */
  multiplier: z.string(),
  currency: z.enum(currencyCodes),
  createdAt: z.string(),
});
export const winnersResponse = z.object({ winners: z.array(winnerSchema) });

export const jackpotsResponse = z.object({
  jackpots: z.array(
    z.object({ id: z.string(), name: z.string(), amount: z.string(), currency: z.enum(currencyCodes), gameIds: z.array(z.string()) }),
  ),
});

export const skinConfigurationResponse = z.object({
  name: z.string(),
  numberOfGames: z.number().int(),
  loadMoreStep: z.number().int(),
  searchInitial: z.number().int(),
  searchStep: z.number().int(),
  providers: z.array(z.string()),
});

export const favoriteGameRequest = z.object({
  id: z.string().max(100),
  launchId: z.string().max(100).optional(),
  category: z.string().max(50).optional(),
  name: z.string().max(200).optional(),
  provider: z.string().max(100).optional(),
});
export const favoriteGameParams = z.object({ id: z.string().max(100) });

/** GET profile/played-games: the signed-in player's recently played games, newest first. */
export const playedGamesResponse = z.object({ games: z.array(gameSchema) });
