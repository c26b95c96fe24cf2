import { firstScreenPageOf, showsCatalogue, SUPPORT_EMAIL, type GamesAndCategoriesResponse, type SiteConfiguration } from '@lodestar/contracts';
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
}

/**
 * The same answers the IP, restricted-countries, site-configuration and is-authenticated calls would give this
 * request, and on the lobby and a game's page the catalogue call's, for the server to put into the page it serves
 * (contracts' BOOT_STATE_ELEMENT_ID).
 */
export function createBootState(deps: BootStateDeps): BootStateOf {
  const { config, geo, accounts, catalogue } = deps;
  return async (request) => {
    const page = firstScreenPageOf(request.url);
    const [restrictedCountries, session, lobby] = await Promise.all([
      geo.restrictedCountries(),
      accounts.authenticate(readSessionCookie(request)),
      showsCatalogue(page) ? catalogue() : undefined,
    ]);
    return {
      currentIp: geo.locate(request.ip),
      restrictedCountries: [...restrictedCountries],
      siteConfiguration: siteConfigurationOf(config),
      authenticated: session !== undefined,
      ...(lobby && { catalogue: lobby }),
    };
  };
}
