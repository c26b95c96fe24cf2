import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  changePasswordRequest,
  CLICK_ID_COOKIE_NAME,
  confirmEmailRequest,
  forgotPasswordRequest,
  isAuthenticatedResponse,
  messageResponse,
  messages,
  registrationRequest,
  resetPasswordRequest,
  signinRequest,
  signinResponse,
  twoFactorMessages,
  validateEmailRequest,
  validateEmailResponse,
} from '@lodestar/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { GeoService } from '../geo/index.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { clearSessionCookie, readSessionCookie } from '../../platform/session-cookie.ts';
import { normalizeEmail } from './email-policy.ts';
import { deviceTokenOf } from './device-cookie.ts';
import { setSecondFactorCookie } from './second-factor-cookie.ts';
import { openDuringBreak, sessionOf } from './session-guard.ts';
import { rotateSession } from './session-rotation.ts';
import type { AccountsService, RequestContext } from './service.ts';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  geo: GeoService;
  limiter: RateLimiter;
  requireSession: preHandlerAsyncHookHandler;
  secureCookies: boolean;
}

const tags = ['user-service'];

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, geo, limiter, requireSession, secureCookies },
) => {
  // Password and email confirmation stay the player's own during a break too.
  openDuringBreak(app);
  const contextOf = (request: FastifyRequest): RequestContext => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    isoCode: geo.locate(request.ip).isoCode,
  });

  app.post(
    apiPaths.signin,
    {
      config: { errorStatuses: [400, 401, 423, 429, 451] },
      schema: { tags, summary: 'Sign in (with 2FA on: only the code step opens a session)', body: signinRequest, response: { 200: signinResponse } },
    },
    async (request, reply) => {
      // No limit per email here: one would let anyone lock the owner out. The account's failures ask for a captcha
      // instead (sign-in.ts); the sources that fail are slowed down.
      await limiter.hit('signinPerIp', request.ip);
      const outcome = await accounts.signin(request.body, contextOf(request), deviceTokenOf(request, reply, secureCookies));
      if ('secondFactor' in outcome) {
        setSecondFactorCookie(reply, outcome.secondFactor, secureCookies);
        return { message: twoFactorMessages.secondFactorRequired, secondFactorRequired: true };
      }
      await rotateSession(accounts, request, reply, outcome.session, secureCookies);
      return { message: 'Signed in', secondFactorRequired: false };
    },
  );

  app.delete(apiPaths.signout, { schema: { tags, summary: 'Sign out', response: { 200: messageResponse } } }, async (request, reply) => {
    await accounts.signout(readSessionCookie(request));
    clearSessionCookie(reply, secureCookies);
    return { message: 'Signed out' };
  });

  app.post(
    apiPaths.registration,
    {
      config: { errorStatuses: [409, 429] },
      schema: { tags, summary: 'Register a player and sign them in', body: registrationRequest, response: { 201: messageResponse } },
    },
    async (request, reply) => {
      await limiter.hit('registrationPerIp', request.ip);
      const { session } = await accounts.register(request.body, {
        ...contextOf(request),
        clickIdCookie: request.cookies[CLICK_ID_COOKIE_NAME],
        deviceToken: deviceTokenOf(request, reply, secureCookies),
      });
      await rotateSession(accounts, request, reply, session, secureCookies);
      return reply.status(201).send({ message: 'Registered' });
    },
  );

  app.post(
    apiPaths.validateEmail,
    {
      config: { errorStatuses: [429] },
      schema: { tags, summary: 'Check an email before registration', body: validateEmailRequest, response: { 200: validateEmailResponse } },
    },
    async (request) => {
      await limiter.hit('validateEmailPerIp', request.ip);
      return { email_status: accounts.validateEmail(request.body.email) };
    },
  );

  app.post(
    apiPaths.forgotPassword,
    {
      config: { errorStatuses: [429] },
      schema: { tags, summary: 'Email a password reset link', body: forgotPasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      await limiter.hit('forgotPasswordPerIp', request.ip);
      await limiter.hit('forgotPasswordPerEmail', normalizeEmail(request.body.email));
      accounts.requestPasswordReset(request.body.email);
      return { message: messages.forgotPassword.sent };
    },
  );

  app.post(
    apiPaths.resetPassword,
    { schema: { tags, summary: 'Set a new password with an emailed token', body: resetPasswordRequest, response: { 200: messageResponse } } },
    async (request, reply) => {
      await accounts.resetPassword(request.body, contextOf(request), deviceTokenOf(request, reply, secureCookies));
      return { message: messages.resetPassword.success };
    },
  );

  app.post(
    apiPaths.changePassword,
    {
      preHandler: requireSession,
      schema: { tags, summary: 'Change the password of the signed-in player', body: changePasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      await accounts.changePassword(sessionOf(request), request.body);
      return { message: messages.changePassword.success };
    },
  );

  app.post(
    apiPaths.confirmEmail,
    { schema: { tags, summary: 'Confirm an email address with an emailed token', body: confirmEmailRequest, response: { 200: messageResponse } } },
    async (request) => {
      await accounts.confirmEmail(request.body.token);
      return { message: messages.confirmEmail.success };
    },
  );

  app.post(
    apiPaths.resendConfirmation,
    {
      preHandler: requireSession,
      config: { errorStatuses: [409, 429] },
      schema: { tags, summary: 'Send the confirmation email again', response: { 200: messageResponse } },
    },
    async (request) => {
      const { playerId } = sessionOf(request);
      await limiter.hit('resendPerAccount', playerId);
      await accounts.resendConfirmation(playerId);
      return { message: messages.confirmEmail.resent };
    },
  );

  app.post(
    apiPaths.isAuthenticated,
    { schema: { tags, summary: 'Whether the session cookie is signed in', response: { 200: isAuthenticatedResponse } } },
    async (request) => ({ authenticated: (await accounts.authenticate(readSessionCookie(request))) !== undefined }),
  );
};
