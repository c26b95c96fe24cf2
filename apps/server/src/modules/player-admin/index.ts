// The player-admin module's public face: the back office's player search, detail and actions.
import type { FastifyInstance } from 'fastify';
import { ADMIN_PLAYERS_PATH } from '@lodestar/contracts';
import type { RequireStaff } from '../staff/index.ts';
import { playerAdminRoutes } from './routes.ts';
import { createPlayerAdmin } from './service.ts';

/** How the API docs describe these calls: a staff token or session. */
export const playerAdminApiSecurity = [[ADMIN_PLAYERS_PATH, 'staffApiToken']] as const;

export async function registerPlayerAdmin(
  app: FastifyInstance,
  deps: Parameters<typeof createPlayerAdmin>[0] & { requireStaff: RequireStaff },
): Promise<void> {
  const { requireStaff, ...serviceDeps } = deps;
  await app.register(playerAdminRoutes, { playerAdmin: createPlayerAdmin(serviceDeps), requireStaff });
}
