// The player-admin module's public face: the back office's player search, detail and actions.
import type { FastifyInstance } from 'fastify';
import { ADMIN_PLAYERS_PATH } from '@lodestar/contracts';
import type { RequireStaff } from '../staff/index.ts';
import { playerAdminRoutes } from './routes.ts';
import { createPlayerAdmin, type PlayerAdmin } from './service.ts';

export type { PlayerAdmin } from './service.ts';

/** How the API docs describe these calls: a staff token or session. */
export const playerAdminApiSecurity = [[ADMIN_PLAYERS_PATH, 'staffApiToken']] as const;

export async function registerPlayerAdmin(
  app: FastifyInstance,
  deps: Parameters<typeof createPlayerAdmin>[0] & { requireStaff: RequireStaff },
): Promise<PlayerAdmin> {
  const { requireStaff, ...serviceDeps } = deps;
  const playerAdmin = createPlayerAdmin(serviceDeps);
  await app.register(playerAdminRoutes, { playerAdmin, requireStaff });
  return playerAdmin;
}
