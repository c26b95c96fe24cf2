// The support-chat module's public face: app.ts composes it.
import type { FastifyInstance } from 'fastify';
import { ADMIN_CHAT_PATH } from '@lodestar/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { createSignedLinks } from '../../platform/signed-links.ts';
import type { AccountsService, PlayerDirectory } from '../accounts/index.ts';
import type { RequireStaff } from '../staff/index.ts';
import { adminChatRoutes } from './admin-routes.ts';
import { createChatPlayerContext } from './player-context.ts';
import { supportChatRoutes } from './routes.ts';
import { createSupportChat } from './service.ts';

/** How the API docs describe the staff calls: a staff token or session. */
export const supportChatApiSecurity = [[ADMIN_CHAT_PATH, 'staffApiToken']] as const;

export interface SupportChatModuleDeps {
  db: Database;
  config: Config;
  accounts: AccountsService;
  players: PlayerDirectory;
  bus: EventBus;
  mailer: Mailer;
  limiter: RateLimiter;
  requireStaff: RequireStaff;
  playerContext: Parameters<typeof createChatPlayerContext>[0];
  now: () => Date;
}

/** Live chat between the site (players and visitors) and support staff in the back office. */
export async function registerSupportChat(app: FastifyInstance, deps: SupportChatModuleDeps): Promise<void> {
  const { config, accounts, requireStaff, playerContext, now } = deps;
  const chat = createSupportChat({ ...deps, playerContextOf: createChatPlayerContext(playerContext), siteUrl: config.PUBLIC_URL });
  const links = createSignedLinks(config.EMAIL_LINK_SECRET);
  await app.register(supportChatRoutes, { chat, accounts, links, secureCookies: config.PUBLIC_URL.startsWith('https://'), now });
  await app.register(adminChatRoutes, { chat, requireStaff });
}
