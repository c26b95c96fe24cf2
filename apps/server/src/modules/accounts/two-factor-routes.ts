import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponse,
  recoveryCodesResponse,
  securityOverviewResponse,
  twoFactorCodeOrRecoveryRequest,
  twoFactorCodeRequest,
  twoFactorEnrolmentResponse,
  twoFactorMessages,
  twoFactorPaths,
} from '@lodestar/contracts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { GeoService } from '../geo/index.ts';
import { deviceTokenOf } from './device-cookie.ts';
import { clearSecondFactorCookie, readSecondFactorCookie } from './second-factor-cookie.ts';
import { openDuringBreak, sessionOf } from './session-guard.ts';
import { rotateSession } from './session-rotation.ts';
import type { AccountsService } from './service.ts';

export interface TwoFactorRoutesOptions {
  accounts: AccountsService;
  geo: GeoService;
  limiter: RateLimiter;
  requireSession: preHandlerAsyncHookHandler;
  secureCookies: boolean;
}

const profileTags = ['profile-service'];

/** TOTP two-factor: the code step of sign-in (user service) and the player's set-up (profile service). */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { accounts, geo, limiter, requireSession, secureCookies },
) => {
  // The account's security stays the player's own during a break too.
  openDuringBreak(app);
  const contextOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    isoCode: geo.locate(request.ip).isoCode,
  });
  const codeErrors = { errorStatuses: [409, 429] as const };

  app.post(
    twoFactorPaths.signinCode,
    {
      config: { errorStatuses: [401, 423, 429, 451] },
      schema: {
        tags: ['user-service'],
        summary: 'Finish a sign-in with a TOTP or recovery code (the cookie set by sign-in says which)',
        body: twoFactorCodeOrRecoveryRequest,
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await limiter.hit('signinPerIp', request.ip);
      const session = await accounts.completeSecondFactorSignin(
        readSecondFactorCookie(request),
        request.body.code,
        contextOf(request),
        deviceTokenOf(request, reply, secureCookies),
      );
      clearSecondFactorCookie(reply, secureCookies);
      await rotateSession(accounts, request, reply, session, secureCookies);
      return { message: 'Signed in' };
    },
  );

  app.get(
    twoFactorPaths.security,
    {
      preHandler: requireSession,
      schema: { tags: profileTags, summary: 'Two-factor state and the previous sign-in', response: { 200: securityOverviewResponse } },
    },
    async (request) => accounts.securityOverview(sessionOf(request)),
  );

  app.post(
    twoFactorPaths.enrolment,
    {
      preHandler: requireSession,
      config: { errorStatuses: [409] },
      schema: {
        tags: profileTags,
        summary: 'Start two-factor set-up: a new secret, answered this once',
        response: { 200: twoFactorEnrolmentResponse },
      },
    },
    async (request) => accounts.enrolTwoFactor(sessionOf(request)),
  );

  app.post(
    twoFactorPaths.enable,
    {
      preHandler: requireSession,
      config: codeErrors,
      schema: {
        tags: profileTags,
        summary: 'Confirm set-up with a code; answers the recovery codes',
        body: twoFactorCodeRequest,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => ({
      message: twoFactorMessages.enabled,
      recoveryCodes: await accounts.enableTwoFactor(sessionOf(request), request.body.code),
    }),
  );

  app.post(
    twoFactorPaths.disable,
    {
      preHandler: requireSession,
      config: codeErrors,
      schema: {
        tags: profileTags,
        summary: 'Turn two-factor off with a code or a recovery code',
        body: twoFactorCodeOrRecoveryRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await accounts.disableTwoFactor(sessionOf(request), request.body.code);
      return { message: twoFactorMessages.disabled };
    },
  );

  app.post(
    twoFactorPaths.recoveryCodes,
    {
      preHandler: requireSession,
      config: codeErrors,
      schema: {
        tags: profileTags,
        summary: 'Replace the recovery codes (needs a code)',
        body: twoFactorCodeRequest,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => ({
      message: twoFactorMessages.recoveryCodesRenewed,
      recoveryCodes: await accounts.renewRecoveryCodes(sessionOf(request), request.body.code),
    }),
  );
};
