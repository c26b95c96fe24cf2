import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { messages } from '@lodestar/contracts';
import { NotAuthenticated } from '../../platform/domain-errors.ts';
import { readSessionCookie } from '../../platform/session-cookie.ts';
import type { AccountsService, AuthenticatedSession } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    authSession: AuthenticatedSession | null;
  }
}

/** A preHandler for routes that need a signed-in player; other modules take it from here. */
export function createSessionGuard(accounts: AccountsService): preHandlerAsyncHookHandler {
  return async function requireSession(request) {
    const session = await accounts.authenticate(readSessionCookie(request));
    if (!session) throw new NotAuthenticated(messages.http.unauthorized);
    request.authSession = session;
  };
}

/** The session a guarded route runs under; calling it on an unguarded route is a programming error. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.authSession) throw new Error(`route ${request.routeOptions.url} is not behind the session guard`);
  return request.authSession;
}
