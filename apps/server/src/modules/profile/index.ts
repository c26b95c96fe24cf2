// The profile module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { AccountsService } from '../accounts/index.ts';
import { profileRoutes } from './routes.ts';
import { createProfileService } from './service.ts';

export { profileRoutes } from './routes.ts';
export { createProfileService, type ProfileService } from './service.ts';

export async function registerProfile(
  app: FastifyInstance,
  { db, accounts, requireSession }: { db: Database; accounts: AccountsService; requireSession: preHandlerAsyncHookHandler },
) {
  const profiles = createProfileService({ db, accounts });
  await app.register(profileRoutes, { profiles, accounts, requireSession });
  return profiles;
}
