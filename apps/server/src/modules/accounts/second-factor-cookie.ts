import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECOND_FACTOR_COOKIE_NAME, twoFactorPaths } from '@lodestar/contracts';
import type { SecondFactorChallenge } from './second-factor-signin.ts';

// The pending code step rides in its own HttpOnly cookie, sent only to the code call: the browser that passed the
// password is the only one that can finish that sign-in, and no script ever reads the token.
const cookieOptions = (secure: boolean) => ({ path: twoFactorPaths.signinCode, httpOnly: true, sameSite: 'strict' as const, secure });

export function setSecondFactorCookie(reply: FastifyReply, challenge: SecondFactorChallenge, secure: boolean): void {
  reply.setCookie(SECOND_FACTOR_COOKIE_NAME, challenge.token, { ...cookieOptions(secure), expires: challenge.expiresAt });
}

export function readSecondFactorCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SECOND_FACTOR_COOKIE_NAME];
}

export function clearSecondFactorCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SECOND_FACTOR_COOKIE_NAME, cookieOptions(secure));
}
