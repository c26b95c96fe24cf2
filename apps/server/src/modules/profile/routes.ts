import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  messageResponse,
  PROFILE_SERVICE,
  profileResponse,
  profileUpdateRequest,
  sessionIdParams,
  sessionListResponse,
} from '@lodestar/contracts';
import { openDuringBreak, sessionOf, type AccountsService } from '../accounts/index.ts';
import type { ProfileService } from './service.ts';
import { guardEveryRoute } from '../../platform/api-docs.ts';

export interface ProfileRoutesOptions {
  profiles: ProfileService;
  accounts: AccountsService;
  requireSession: preHandlerAsyncHookHandler;
}

const tags = ['profile-service'];

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { profiles, accounts, requireSession }) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');
  // On a break the player reads their profile and manages their sessions; editing it (marketing consent included) waits.
  openDuringBreak(app, (route) => route.method === 'GET' || route.method === 'DELETE');

  app.get(apiPaths.profile, { schema: { tags, summary: 'The signed-in player', response: { 200: profileResponse } } }, async (request) =>
    profiles.getProfile(sessionOf(request).playerId),
  );

  app.put(
    apiPaths.profile,
    { schema: { tags, summary: 'Fill in the player’s details', body: profileUpdateRequest, response: { 200: profileResponse } } },
    async (request) => profiles.updateProfile(sessionOf(request).playerId, request.body),
  );

  app.get(
    apiPaths.sessions,
    { schema: { tags, summary: 'Live sessions of the signed-in player', response: { 200: sessionListResponse } } },
    async (request) => ({ sessions: await accounts.listSessions(sessionOf(request)) }),
  );

  app.delete(
    `${PROFILE_SERVICE}/profile/session/:id`,
    { schema: { tags, summary: 'Revoke one session', params: sessionIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await accounts.revokeSession(sessionOf(request), request.params.id);
      return { message: 'Session revoked' };
    },
  );
};
