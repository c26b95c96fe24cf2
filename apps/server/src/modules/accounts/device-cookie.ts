import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_NAME } from '@lodestar/contracts';
import { newSecretToken } from '../../platform/secret-tokens.ts';

/** What newSecretToken makes; anything else in the cookie (forged, truncated) is replaced by a fresh token. */
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The browser's device token, issued on its first sign-in or reset: a random secret in an HttpOnly cookie (a
 * security cookie, needed for the service, so no consent is asked), of which the server keeps only the SHA-256. It
 * lets a device's failures count as its own and a device the owner signed in from pass while others fail.
 */
export function deviceTokenOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const presented = request.cookies[DEVICE_COOKIE_NAME];
  if (presented && DEVICE_TOKEN_PATTERN.test(presented)) return presented;
  const token = newSecretToken();
  reply.setCookie(DEVICE_COOKIE_NAME, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
  return token;
}
