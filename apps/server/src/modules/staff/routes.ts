import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  issuedStaffApiToken,
  issueStaffApiTokenRequest,
  STAFF_IDLE_TIMEOUT_MS,
  STAFF_SESSION_COOKIE_NAME,
  staffApiTokenIdParams,
  staffApiTokenList,
  staffMember,
  staffMessageResponse,
  staffMessages,
  staffPaths,
  staffSetupInfo,
  staffSetupParams,
  staffSetupRequest,
  staffSignInRequest,
} from '@lodestar/contracts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { issueApiToken, listApiTokens, revokeApiToken } from './api-tokens.ts';
import { completeSetup, setupInfo } from './staff-accounts.ts';
import type { StaffContext, StaffPrincipal } from './staff-context.ts';
import { staffPrincipalOf, type RequireStaff } from './staff-guard.ts';
import { signInStaff, signOutStaff } from './staff-sessions.ts';

const tags = ['staff'];
const memberView = ({ staffId, email, role, permissions }: StaffPrincipal) => ({
  id: staffId,
  email,
  role,
  permissions,
  idleTimeoutSeconds: STAFF_IDLE_TIMEOUT_MS / 1000,
});

export const staffRoutes: FastifyPluginAsyncZod<{
  context: StaffContext;
  requireStaff: RequireStaff;
  limiter: RateLimiter;
  secureCookies: boolean;
}> = async (app, { context, requireStaff, limiter, secureCookies }) => {
  // Strict: no link from another site ever arrives with the staff cookie.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookies } as const;

  app.get(
    staffPaths.setup,
    {
      schema: {
        tags,
        summary: 'The account of a setup link and its authenticator secret',
        params: staffSetupParams,
        response: { 200: staffSetupInfo },
      },
    },
    async (request) => setupInfo(context, request.params.token),
  );

  app.post(
    staffPaths.setup,
    {
      schema: {
        tags,
        summary: 'Set the password and confirm the authenticator; the link then stops working',
        params: staffSetupParams,
        body: staffSetupRequest,
        response: { 200: staffMessageResponse },
      },
    },
    async (request) => {
      await limiter.hit('staffSigninPerIp', request.ip);
      await completeSetup(context, request.params.token, request.body);
      return { message: staffMessages.setupDone };
    },
  );

  app.post(
    staffPaths.signIn,
    {
      config: { errorStatuses: [401, 429] },
      schema: { tags, summary: 'Staff sign-in: password and authenticator code', body: staffSignInRequest, response: { 200: staffMember } },
    },
    async (request, reply) => {
      await limiter.hit('staffSigninPerIp', request.ip);
      await limiter.hit('staffSigninPerEmail', request.body.email);
      const { token, expiresAt, principal } = await signInStaff(context, request.body);
      reply.setCookie(STAFF_SESSION_COOKIE_NAME, token, { ...cookieOptions, expires: expiresAt });
      return memberView(principal);
    },
  );

  app.post(
    staffPaths.signOut,
    { schema: { tags, summary: 'End the staff session', response: { 200: staffMessageResponse } } },
    async (request, reply) => {
      await signOutStaff(context, request.cookies[STAFF_SESSION_COOKIE_NAME]);
      reply.clearCookie(STAFF_SESSION_COOKIE_NAME, cookieOptions);
      return { message: staffMessages.signedOut };
    },
  );

  app.get(
    staffPaths.me,
    { onRequest: requireStaff(null), schema: { tags, summary: 'The signed-in staff member and their permissions', response: { 200: staffMember } } },
    async (request) => memberView(staffPrincipalOf(request)),
  );

  app.get(
    staffPaths.apiTokens,
    {
      onRequest: requireStaff('api-tokens:manage'),
      schema: { tags, summary: 'Staff API tokens, revoked ones included', response: { 200: staffApiTokenList } },
    },
    async () => ({ tokens: await listApiTokens(context) }),
  );

  app.post(
    staffPaths.apiTokens,
    {
      onRequest: requireStaff('api-tokens:manage'),
      schema: {
        tags,
        summary: 'Issue a scoped token; it is shown this once',
        body: issueStaffApiTokenRequest,
        response: { 200: issuedStaffApiToken },
      },
    },
    async (request) => {
      const principal = staffPrincipalOf(request);
      const { token, row } = await issueApiToken(context, principal, request.body);
      return {
        token,
        id: row.id,
        name: row.name,
        permissions: row.permissions,
        issuedBy: principal.email,
        createdAt: row.createdAt.toISOString(),
        revokedAt: null,
      };
    },
  );

  app.post(
    staffPaths.revokeApiToken,
    {
      onRequest: requireStaff('api-tokens:manage'),
      schema: { tags, summary: 'Revoke a token at once', params: staffApiTokenIdParams, response: { 200: staffMessageResponse } },
    },
    async (request) => {
      await revokeApiToken(context, request.params.id);
      return { message: staffMessages.tokenRevoked };
    },
  );
};
