import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  cancelBonusRequest,
  lockPlayerRequest,
  lowerLimitRequest,
  playerAdminMessages,
  type StaffPermission,
} from '@lodestar/contracts';
import type { ErrorStatus } from '../../platform/api-docs.ts';
import { staffPrincipalOf, type RequireStaff, type StaffPrincipal } from '../staff/index.ts';
import type { PlayerAdmin } from './service.ts';

/** What an action's use case is given: the player, the checked body and the staff member acting. */
interface ActionCall<Body> {
  playerId: string;
  body: Body;
  staff: StaffPrincipal;
}

/**
 * One staff action on a player: a POST on its path, guarded by its permission. The guard writes the audit row
 * (action = method and path, the body's reason with it), so the path is also the action's name in the audit log.
 */
interface PlayerAction<Body extends z.ZodType> {
  path: string;
  permission: StaffPermission;
  summary: string;
  /** Absent for an action that takes no body. */
  body?: Body;
  /** 4xx beyond 400/401/403 the action answers; 404 (no such player) by default. */
  errorStatuses?: readonly ErrorStatus[];
  response?: z.ZodType;
  run: (playerAdmin: PlayerAdmin, call: ActionCall<z.output<Body>>) => Promise<object>;
}

/** Keeps each entry's body type for its `run` while the list holds them all. */
const action = <Body extends z.ZodType>(spec: PlayerAction<Body>) => spec as unknown as PlayerAction<z.ZodType>;
const NO_SUCH_PLAYER: readonly ErrorStatus[] = [404];
const answer = (message: string) => ({ message });

const playerActions = [
  action({
    path: paths.lock,
    permission: 'players:lock',
    summary: 'Lock a player and end their sessions',
    body: lockPlayerRequest,
    run: async (admin, { playerId, body }) => {
      await admin.lock(playerId, body.reason);
      return answer(playerAdminMessages.locked);
    },
  }),
  action({
    path: paths.unlock,
    permission: 'players:lock',
    summary: 'Unlock a player',
    body: lockPlayerRequest,
    run: async (admin, { playerId }) => {
      await admin.unlock(playerId);
      return answer(playerAdminMessages.unlocked);
    },
  }),
  action({
    path: paths.endSessions,
    permission: 'players:lock',
    summary: 'Sign a player out everywhere',
    run: async (admin, { playerId }) => {
      await admin.endSessions(playerId);
      return answer(playerAdminMessages.sessionsEnded);
    },
  }),
  action({
    path: paths.lowerLimit,
    permission: 'players:lock',
    summary: 'Lower (never raise) a deposit, loss or wager limit',
    body: lowerLimitRequest,
    run: async (admin, { playerId, body }) => {
      await admin.lowerLimit(playerId, body);
      return answer(playerAdminMessages.limitLowered);
    },
  }),
  action({
    path: paths.notes,
    permission: 'players:read',
    summary: 'Add a staff note',
    body: addNoteRequest,
    run: async (admin, { playerId, body, staff }) => {
      await admin.addNote(playerId, staff, body.text);
      return answer(playerAdminMessages.noteAdded);
    },
  }),
  action({
    path: paths.adjustBalance,
    permission: 'balance:adjust',
    summary: 'Credit or debit cash, with a reason, through the ledger',
    body: adjustBalanceRequest,
    errorStatuses: [404, 409],
    response: adjustBalanceResponse,
    run: async (admin, { playerId, body, staff }) => ({ message: 'Balance adjusted', ...(await admin.adjustBalance(playerId, staff, body)) }),
  }),
  action({
    path: paths.cancelBonus,
    permission: 'promotions:manage',
    summary: "Cancel the player's promotion, with a reason: its bonus and winnings are forfeited, as when the player cancels",
    body: cancelBonusRequest,
    errorStatuses: [404, 409],
    run: async (admin, { playerId, body }) => {
      await admin.cancelBonus(playerId, body);
      return answer(playerAdminMessages.bonusCancelled);
    },
  }),
];

/** The back office's player calls; each is guarded (and so audited, with its reason) by its permission. */
export const playerAdminRoutes: FastifyPluginAsyncZod<{ playerAdmin: PlayerAdmin; requireStaff: RequireStaff }> = async (
  app,
  { playerAdmin, requireStaff },
) => {
  const tags = ['admin'];
  const params = adminPlayerIdParams;

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

  for (const { path, permission, summary, body, errorStatuses = NO_SUCH_PLAYER, response = adminPlayerActionResponse, run } of playerActions) {
    app.post(
      path,
      {
        onRequest: requireStaff(permission),
        config: { errorStatuses },
        schema: { tags, summary, params, ...(body ? { body } : {}), response: { 200: response } },
      },
      async (request) => run(playerAdmin, { playerId: request.params.id, body: request.body, staff: staffPrincipalOf(request) }),
    );
  }
};
