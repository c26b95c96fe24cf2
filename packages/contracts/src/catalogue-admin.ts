import { z } from 'zod';
import { isCurrentCountryCode } from './countries.ts';
import { gameCategoryValues, type GameCategory } from './games.ts';
import { staffReasonField } from './player-admin.ts';

/**
 * The back office's game catalogue and restricted countries (back office issue): not in SPEC.md, so the wording
 * is ours. Changes need `games:manage` and `countries:manage`.
 */
export const ADMIN_GAMES_PATH = '/api/admin/games';
export const adminGamePaths = {
  /** GET: every game of the catalogue, disabled ones too, with the known categories. */
  list: ADMIN_GAMES_PATH,
  enabled: `${ADMIN_GAMES_PATH}/:id/enabled`,
  categories: `${ADMIN_GAMES_PATH}/:id/categories`,
  featuredOrder: `${ADMIN_GAMES_PATH}/featured-order`,
  topOrder: `${ADMIN_GAMES_PATH}/top-order`,
} as const;

export const ADMIN_RESTRICTED_COUNTRIES_PATH = '/api/admin/restricted-countries';
export const adminRestrictedCountryPaths = {
  /** GET: the list with who added each country and why; POST: add one. */
  list: ADMIN_RESTRICTED_COUNTRIES_PATH,
  remove: `${ADMIN_RESTRICTED_COUNTRIES_PATH}/:code/remove`,
} as const;

/** The lobby's names of the catalogue categories (its segments, with the jackpot games beside them). */
export const gameCategoryNames: Record<GameCategory, string> = {
  slots: 'Slots',
  table: 'Table games',
  instant: 'Instant wins',
};

export const catalogueAdminMessages = {
  enabled: 'Game enabled: it is back in the lobby',
  disabled: 'Game disabled: players no longer see or open it',
  categoriesSaved: 'Categories saved',
  featuredSaved: 'Featured order saved',
  topSaved: 'Top order saved',
  categoryRequired: 'Choose at least one category',
  categoryTwice: 'Each category may be chosen once',
  gameTwice: 'Each game may appear once in the order',
  unknownGame: (id: string) => `There is no game ${id} in the catalogue`,
  gameDisabled: 'This game is not available at the moment. Choose another one from the lobby.',
  countryInvalid: 'Enter a two-letter ISO 3166-1 country code, such as DE',
  countryAdded: (code: string) => `${code} added: visitors from there now see the blocked page`,
  countryRemoved: (code: string) => `${code} removed: the site is open there again`,
  countryAlreadyRestricted: (code: string) => `${code} is already restricted`,
  countryNotRestricted: (code: string) => `${code} is not on the restricted list`,
} as const;

export const adminGameIdParams = z.object({ id: z.string().min(1).max(100) });

export const adminGame = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  thumbnail: z.string(),
  categories: z.array(z.enum(gameCategoryValues)),
  enabled: z.boolean(),
  /** 1 = first of the featured row; null = not featured. */
  featuredPosition: z.number().int().nullable(),
  /** 1 = first of the top games; null = placed by popularity only. */
  topPosition: z.number().int().nullable(),
});
export type AdminGame = z.infer<typeof adminGame>;

export const adminGamesResponse = z.object({
  games: z.array(adminGame),
  categories: z.array(z.object({ id: z.enum(gameCategoryValues), name: z.string() })),
});
export type AdminGamesResponse = z.infer<typeof adminGamesResponse>;

export const setGameEnabledRequest = z.object({ enabled: z.boolean() });
export const setGameCategoriesRequest = z.object({
  categories: z
    .array(z.enum(gameCategoryValues))
    .min(1, catalogueAdminMessages.categoryRequired)
    .refine((categories) => new Set(categories).size === categories.length, catalogueAdminMessages.categoryTwice),
});
export type SetGameCategoriesRequest = z.infer<typeof setGameCategoriesRequest>;

/** The whole order, first game first: games left out are no longer featured (or pinned to the top). */
export const gameOrderRequest = z.object({
  gameIds: z
    .array(z.string().min(1).max(100))
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, catalogueAdminMessages.gameTwice),
});
export type GameOrderRequest = z.infer<typeof gameOrderRequest>;

export const adminCatalogueActionResponse = z.object({ message: z.string() });

const countryCode = z
  .string({ error: catalogueAdminMessages.countryInvalid })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine(isCurrentCountryCode, catalogueAdminMessages.countryInvalid);

export const restrictedCountryCodeParams = z.object({ code: countryCode });
export const addRestrictedCountryRequest = z.object({ code: countryCode, reason: staffReasonField });
export type AddRestrictedCountryRequest = z.infer<typeof addRestrictedCountryRequest>;
export const removeRestrictedCountryRequest = z.object({ reason: staffReasonField });
export type RemoveRestrictedCountryRequest = z.infer<typeof removeRestrictedCountryRequest>;

export const restrictedCountryEntry = z.object({
  code: z.string(),
  reason: z.string(),
  /** The staff member's email; null for the countries taken over from the configuration at first start. */
  addedBy: z.string().nullable(),
  addedAt: z.string(),
});
export type RestrictedCountryEntry = z.infer<typeof restrictedCountryEntry>;
export const restrictedCountriesAdminResponse = z.object({ countries: z.array(restrictedCountryEntry) });
