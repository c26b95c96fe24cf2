// The accounts module's public face: other modules and app.ts import only this file.
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { GeoService } from '../geo/index.ts';
import { accountsRoutes } from './routes.ts';
import { createAccountsService, type AccountsServiceDeps } from './service.ts';
import { createSessionGuard } from './session-guard.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export { accountsRoutes } from './routes.ts';
export { createAccountsService, type AccountsService, type AuthenticatedSession } from './service.ts';
export { createSessionGuard, openDuringBreak, sessionOf } from './session-guard.ts';
export { createPlayerDirectory, type PlayerDirectory, type PlayerRecord } from './player-directory.ts';

/**
 * The accounts module's wiring. Its routes are a plugin of their own, registered by app.ts after the API docs: the
 * docs need the session guard, and must be registered before any route.
 */
export function createAccountsModule(deps: AccountsServiceDeps & { geo: GeoService; limiter: RateLimiter }) {
  const { geo, limiter, ...serviceDeps } = deps;
  const secureCookies = deps.config.PUBLIC_URL.startsWith('https://');
  const accounts = createAccountsService(serviceDeps);
  const requireSession = createSessionGuard(accounts);
  const routes = async (app: FastifyInstance) => {
    await app.register(accountsRoutes, { accounts, geo, limiter, requireSession, secureCookies });
    await app.register(twoFactorRoutes, { accounts, geo, limiter, requireSession, secureCookies });
  };
  return { accounts, requireSession, routes };
}
export { accountStandingFrom, accountStandingSubquery, endSessionsOf } from './account-standing.ts';
export { newTotpSecret, stepOfCode, totpUri } from './totp.ts';
