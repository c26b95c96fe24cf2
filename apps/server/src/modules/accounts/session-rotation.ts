import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie, setSessionCookie } from '../../platform/session-cookie.ts';
import type { AccountsService } from './service.ts';

/**
 * Gives the response the session a sign-in (or registration) just opened and ends the one whose cookie the request
 * presented: a token from before the sign-in, perhaps planted or copied, never outlives it (OWASP ASVS 3.2.1).
 * Other devices' sessions are left alone.
 */
export async function rotateSession(
  accounts: Pick<AccountsService, 'signout'>,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  secureCookies: boolean,
): Promise<void> {
  await accounts.signout(readSessionCookie(request));
  setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
}
