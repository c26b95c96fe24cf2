import { z } from 'zod';
import { gamesAndCategoriesResponse, gamesResponse, jackpotsResponse, winnersResponse } from './games.ts';

/** Every non-2xx answer of the API has this body. */
export const apiErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorResponse>;

/** GET ip-service user/currentIp */
export const currentIpResponse = z.object({ country: z.string(), isoCode: z.string() });
export type CurrentIp = z.infer<typeof currentIpResponse>;

/** GET /static/site-configuration.json: what the browser may know of the server's configuration. */
export const siteConfigurationResponse = z.object({
  recaptchaSiteKey: z.string().nullable(),
  supportEmail: z.string(),
  /** Development helpers (mailbox page, crash page) are on: never in production. */
  devTools: z.boolean(),
  /** The operator runs no loyalty programme (NO_LOYALTY): the profile's loyalty widget and rakeback card are hidden. */
  noLoyalty: z.boolean(),
  /** The gambling licence the footer shows; null: the site runs without one (test mode) and says so. */
  licence: z
    .object({
      number: z.string(),
      authority: z.string(),
      verificationUrl: z.string().nullable(),
      /** The regulator's seal script: loaded only after cookie consent (it may set cookies). */
      sealScriptUrl: z.string().nullable(),
    })
    .nullable(),
  /** A third-party analytics script, loaded only after cookie consent. */
  analyticsScriptUrl: z.string().nullable(),
  /** The tutorial modal plays this YouTube video (privacy-enhanced embed); null: our own recorded video. */
  tutorialYoutubeId: z.string().nullable(),
  /** A third-party live-chat script that replaces our chat panel; loaded only after cookie consent. */
  liveChatScriptUrl: z.string().nullable(),
});
export type SiteConfiguration = z.infer<typeof siteConfigurationResponse>;

/** GET /static/restricted-countries.json: ISO 3166-1 alpha-2 codes. */
export const restrictedCountriesResponse = z.array(z.string().length(2));

/** GET /static/country-codes.json: SPEC.md §3 "object whose values have a name". */
export const countryCodesResponse = z.record(z.string(), z.object({ name: z.string() }));

/**
 * What the first render needs, put by the server into the page it serves (a `<script type="application/json">`
 * with this id, so the CSP need not allow inline scripts): the country gate of SPEC.md §4 decides at once instead
 * of waiting for the IP call, which stays for a page served without it (the Vite dev server). The element's id is
 * BOOT_STATE_ELEMENT_ID (constants.ts).
 */
/**
 * The answers of the home page's lobby calls (SPEC.md §7): top, jackpot (the main games), new and featured games,
 * the live jackpot and both winners lists.
 */
export const homeLobbyAnswers = z.object({
  topGames: gamesResponse,
  mainGames: gamesResponse,
  newGames: gamesResponse,
  featuredGames: gamesResponse,
  jackpots: jackpotsResponse,
  latestWinners: winnersResponse,
  topWinners: winnersResponse,
});
export type HomeLobbyAnswers = z.infer<typeof homeLobbyAnswers>;

export const bootState = z.object({
  currentIp: currentIpResponse,
  restrictedCountries: restrictedCountriesResponse,
  siteConfiguration: siteConfigurationResponse,
  /** A session cookie the server accepts came with the page request. */
  authenticated: z.boolean(),
  /** The catalogue call's answer, on the pages with a first screen (first-screens.ts): no call before it. */
  catalogue: gamesAndCategoriesResponse.optional(),
  /** On the home page, its lobby's calls' answers: the page makes none of them as it loads. */
  homeLobby: homeLobbyAnswers.optional(),
});
export type BootState = z.infer<typeof bootState>;

/** POST /api/error-logger: what the error boundary reports. */
export const errorReportRequest = z.object({
  message: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
  componentStack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(1000),
  user: z.object({ id: z.string().max(100).optional(), email: z.string().max(320).optional() }).optional(),
});
export type ErrorReport = z.infer<typeof errorReportRequest>;

/** reCAPTCHA v3 actions: the web app asks for a token with one, the server checks the token carries it. */
export const captchaActions = ['login', 'register', 'reset_password'] as const;
export type CaptchaAction = (typeof captchaActions)[number];
