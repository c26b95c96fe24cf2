import {
  firstScreenPageOf,
  SUPPORT_EMAIL,
  type GamesAndCategoriesResponse,
  type HomeLobbyAnswers,
  type SiteConfiguration,
} from '@lodestar/contracts';
import type { Config } from '../../config.ts';
import { readSessionCookie } from '../../platform/session-cookie.ts';
import type { BootStateOf } from '../../platform/web-app.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { GeoService } from '../geo/index.ts';

/** What the browser may know of the configuration: the site-configuration answer and the page's boot state. */
export function siteConfigurationOf(config: Config): SiteConfiguration {
  return {
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
    supportEmail: SUPPORT_EMAIL,
    devTools: config.devTools,
    noLoyalty: config.NO_LOYALTY,
    licence:
      config.LICENCE_NUMBER && config.LICENCE_AUTHORITY
        ? {
            number: config.LICENCE_NUMBER,
            authority: config.LICENCE_AUTHORITY,
            verificationUrl: config.LICENCE_VERIFICATION_URL ?? null,
            sealScriptUrl: config.LICENCE_SEAL_SCRIPT_URL ?? null,
          }
        : null,
    analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL ?? null,
    tutorialYoutubeId: config.TUTORIAL_YOUTUBE_ID ?? null,
    liveChatScriptUrl: config.LIVE_CHAT_SCRIPT_URL ?? null,
  };
}

interface BootStateDeps {
  config: Config;
  geo: GeoService;
  accounts: AccountsService;
  /** The catalogue call's answer (the games module's lobby). */
  catalogue: () => Promise<GamesAndCategoriesResponse>;
  /** The answers of the home page's lobby calls (the games module's homeLobby). */
  homeLobby: () => Promise<HomeLobbyAnswers>;
}

/**
 * The same answers the IP, restricted-countries, site-configuration and is-authenticated calls would give this
 * request; on the pages with a first screen the catalogue call's, and on the home page its lobby's calls', for the
 * server to put into the page it serves (contracts' BOOT_STATE_ELEMENT_ID): the page makes none of those calls as it
 * loads (issue 12: each costs the main thread of a slow phone).
 */
export function createBootState(deps: BootStateDeps): BootStateOf {
  const { config, geo, accounts, catalogue, homeLobby } = deps;
  return async (request) => {
    const page = firstScreenPageOf(request.url);
    // A games read that fails leaves its answers out: the page still comes, and asks the calls itself.
    const unlessFailed = <Answer>(read: () => Promise<Answer>) =>
      read().catch((error: unknown) => {
        request.log.error({ err: error }, 'the page goes without the answers of its lobby calls');
        return undefined;
      });
    const [restrictedCountries, session, games, lobby] = await Promise.all([
      geo.restrictedCountries(),
      accounts.authenticate(readSessionCookie(request)),
      page ? unlessFailed(catalogue) : undefined,
      page === 'home' ? unlessFailed(homeLobby) : undefined,
    ]);
    return {
      currentIp: geo.locate(request.ip),
      restrictedCountries: [...restrictedCountries],
      siteConfiguration: siteConfigurationOf(config),
      authenticated: session !== undefined,
      ...(games && { catalogue: games }),
      ...(lobby && { homeLobby: lobby }),
    };
  };
}
