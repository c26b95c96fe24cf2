import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { messages } from '@lodestar/contracts';
import { NotAuthenticated } from '../../platform/domain-errors.ts';
import { readSessionCookie } from '../../platform/session-cookie.ts';
import type { AccountsService, AuthenticatedSession } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    authSession: AuthenticatedSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route belongs to the withdraw-only site that a player on a time-out or self-exclusion keeps: balance,
     * verification, cashout, history and their account's security. Every other guarded route refuses them.
     */
    openDuringBreak?: boolean;
  }
}

/**
 * A preHandler for routes that need a signed-in player; other modules take it from here. A player on a break is
 * refused (451) on every route not marked openDuringBreak: the list of what they may do is short and explicit, so a
 * new route is closed to them until someone decides otherwise.
 */
export function createSessionGuard(accounts: AccountsService): preHandlerAsyncHookHandler {
  return async function requireSession(request) {
    const session = await accounts.authenticate(readSessionCookie(request));
    if (!session) throw new NotAuthenticated(messages.http.unauthorized);
    if (!request.routeOptions.config.openDuringBreak) await accounts.assertNotOnBreak(session.playerId);
    request.authSession = session;
  };
}

/** Marks the calling plugin's routes (those `applies` to) as part of the withdraw-only site; see openDuringBreak. */
export function openDuringBreak(app: FastifyInstance, applies: (route: { url: string; method: string | string[] }) => boolean = () => true): void {
  app.addHook('onRoute', (route) => {
    if (applies(route)) route.config = { ...route.config, openDuringBreak: true };
  });
}

/** The session a guarded route runs under; calling it on an unguarded route is a programming error. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.authSession) throw new Error(`route ${request.routeOptions.url} is not behind the session guard`);
  return request.authSession;
}
