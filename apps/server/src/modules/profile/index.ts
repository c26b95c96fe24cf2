// The profile module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createSignedLinks } from '../../platform/signed-links.ts';
import type { AccountsService } from '../accounts/index.ts';
import { createMarketingConsent } from './marketing-consent.ts';
import { marketingConsentRoutes } from './marketing-consent-routes.ts';
import { profileRoutes } from './routes.ts';
import { createProfileService, type ProfileServiceDeps } from './service.ts';

export { profileRoutes } from './routes.ts';
export { createProfileService, type ProfileService } from './service.ts';
export { UNSUBSCRIBE_LINK_TTL_MS, withdrawMarketingConsent, type MarketingConsent } from './marketing-consent.ts';

export interface ProfileModuleDeps {
  db: Database;
  accounts: AccountsService;
  runningBreakOf: ProfileServiceDeps['runningBreakOf'];
  requireSession: preHandlerAsyncHookHandler;
  config: Pick<Config, 'EMAIL_LINK_SECRET' | 'PUBLIC_URL'>;
  now?: (() => Date) | undefined;
}

/** The profile service, plus `consent.unsubscribeUrl(playerId)` for whichever module sends marketing mail. */
export async function registerProfile(
  app: FastifyInstance,
  { db, accounts, runningBreakOf, requireSession, config, now = () => new Date() }: ProfileModuleDeps,
) {
  const profiles = createProfileService({ db, accounts, runningBreakOf });
  const consent = createMarketingConsent({ db, links: createSignedLinks(config.EMAIL_LINK_SECRET), publicUrl: config.PUBLIC_URL, now });
  await app.register(profileRoutes, { profiles, accounts, requireSession });
  await app.register(marketingConsentRoutes, { consent, requireSession });
  return Object.assign(profiles, { consent });
}
