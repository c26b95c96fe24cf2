import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addNoteRequest,
  adjustBalanceRequest,
  adjustBalanceResponse,
  adminPlayerActionResponse,
  adminPlayerDetail,
  adminPlayerIdParams,
  adminPlayerPaths as paths,
  adminPlayerSearchQuery,
  adminPlayerSearchResponse,
  lockPlayerRequest,
  lowerLimitRequest,
  playerAdminMessages,
} from '@lodestar/contracts';
import { staffPrincipalOf, type RequireStaff } from '../staff/index.ts';
import type { PlayerAdmin } from './service.ts';

/** The back office's player calls; each is guarded (and so audited, with its reason) by its permission. */
export const playerAdminRoutes: FastifyPluginAsyncZod<{ playerAdmin: PlayerAdmin; requireStaff: RequireStaff }> = async (
  app,
  { playerAdmin, requireStaff },
) => {
  const tags = ['admin'];
  const params = adminPlayerIdParams;
  const response = { 200: adminPlayerActionResponse };

  app.get(
    paths.search,
    {
      onRequest: requireStaff('players:read'),
      schema: {
        tags,
        summary: 'Find players by email, name or id',
        querystring: adminPlayerSearchQuery,
        response: { 200: adminPlayerSearchResponse },
      },
    },
    async (request) => playerAdmin.search(request.query.q, request.query.page),
  );

  app.get(
    paths.detail,
    {
      onRequest: requireStaff('players:read'),
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Everything about one player', params, response: { 200: adminPlayerDetail } },
    },
    async (request) => playerAdmin.detail(request.params.id),
  );

  app.post(
    paths.lock,
    {
      onRequest: requireStaff('players:lock'),
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Lock a player and end their sessions', params, body: lockPlayerRequest, response },
    },
    async (request) => {
      await playerAdmin.lock(request.params.id, request.body.reason);
      return { message: playerAdminMessages.locked };
    },
  );

  app.post(
    paths.unlock,
    {
      onRequest: requireStaff('players:lock'),
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Unlock a player', params, body: lockPlayerRequest, response },
    },
    async (request) => {
      await playerAdmin.unlock(request.params.id);
      return { message: playerAdminMessages.unlocked };
    },
  );

  app.post(
    paths.endSessions,
    {
      onRequest: requireStaff('players:lock'),
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Sign a player out everywhere', params, response },
    },
    async (request) => {
      await playerAdmin.endSessions(request.params.id);
      return { message: playerAdminMessages.sessionsEnded };
    },
  );

  app.post(
    paths.lowerLimit,
    {
      onRequest: requireStaff('players:lock'),
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Lower (never raise) a deposit, loss or wager limit', params, body: lowerLimitRequest, response },
    },
    async (request) => {
      await playerAdmin.lowerLimit(request.params.id, request.body);
      return { message: playerAdminMessages.limitLowered };
    },
  );

  app.post(
    paths.notes,
    {
      onRequest: requireStaff('players:read'),
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Add a staff note', params, body: addNoteRequest, response },
    },
    async (request) => {
      await playerAdmin.addNote(request.params.id, staffPrincipalOf(request), request.body.text);
      return { message: playerAdminMessages.noteAdded };
    },
  );

  app.post(
    paths.adjustBalance,
    {
      onRequest: requireStaff('balance:adjust'),
      config: { errorStatuses: [404, 409] },
      schema: {
        tags,
        summary: 'Credit or debit cash, with a reason, through the ledger',
        params,
        body: adjustBalanceRequest,
        response: { 200: adjustBalanceResponse },
      },
    },
    async (request) => {
      const result = await playerAdmin.adjustBalance(request.params.id, staffPrincipalOf(request), request.body);
      return { message: 'Balance adjusted', ...result };
    },
  );
};
