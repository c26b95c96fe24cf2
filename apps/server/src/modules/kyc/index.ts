// The kyc module's public face: app.ts composes it; the command-line tool takes its path from here.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { RequireStaff } from '../staff/index.ts';
import { ADMIN_KYC_PATH, adminKycRoutes } from './admin-routes.ts';
import { createDocumentStore } from './document-store.ts';
import { kycRoutes } from './routes.ts';
import { createKycService } from './service.ts';

export { ADMIN_KYC_PATH } from './admin-routes.ts';
export type { KycService } from './service.ts';

/** How the API docs describe the operator calls (app.ts adds it to the payments' list). */
export const kycApiSecurity = [[ADMIN_KYC_PATH, 'staffApiToken']] as const;

export interface KycModuleDeps {
  db: Database;
  config: Config;
  profiles: ProfileService;
  players: PlayerDirectory;
  mailer: Mailer;
  background: BackgroundTasks;
  requireSession: preHandlerAsyncHookHandler;
  requireStaff: RequireStaff;
}

/** Identity and address documents: the player's uploads and the operators' review that verifies them for cashouts. */
export async function registerKyc(app: FastifyInstance, { config, requireSession, requireStaff, ...deps }: KycModuleDeps) {
  const kyc = createKycService({ ...deps, store: createDocumentStore(config), publicUrl: config.PUBLIC_URL });
  await app.register(kycRoutes, { kyc, requireSession });
  await app.register(adminKycRoutes, { kyc, requireStaff });
  return kyc;
}
