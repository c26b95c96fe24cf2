// The staff module's public face: app.ts wires it, other modules guard their staff routes with `requireStaff`.
import type { FastifyInstance } from 'fastify';
import { staffPaths } from '@lodestar/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PasswordHasher } from '../../platform/password-hashing.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { ensureDevStaffToken } from './dev-api-token.ts';
import { staffManagementRoutes } from './staff-management-routes.ts';
import { staffRoutes } from './routes.ts';
import { createStaffGuard } from './staff-guard.ts';

export { createStaffMember } from './staff-accounts.ts';

/** How the API docs describe the guarded staff calls (setup and sign-in are public): a staff token or session. */
export const staffApiSecurity = [
  [staffPaths.me, 'staffApiToken'],
  [staffPaths.apiTokens, 'staffApiToken'],
  [staffPaths.members, 'staffApiToken'],
] as const;
export { operatorCommandToken, DEV_STAFF_EMAIL } from './dev-api-token.ts';
export { recordStaffChange, staffPrincipalOf, type RequireStaff, type StaffChange } from './staff-guard.ts';
export type { StaffContext, StaffInviteContext, StaffPrincipal } from './staff-context.ts';

/**
 * Staff accounts, sessions and API tokens. Registered before the modules with staff routes: they take
 * `requireStaff` from here, and its audit hook must cover their routes.
 */
export async function registerStaff(
  app: FastifyInstance,
  deps: { db: Database; config: Config; limiter: RateLimiter; passwordHasher: PasswordHasher; now?: () => Date },
) {
  const { db, config, limiter, passwordHasher } = deps;
  const context = { db, now: deps.now ?? (() => new Date()), publicUrl: config.PUBLIC_URL, passwordHasher };
  const requireStaff = createStaffGuard(app, context);
  await app.register(staffRoutes, { context, requireStaff, limiter, secureCookies: config.PUBLIC_URL.startsWith('https://') });
  await app.register(staffManagementRoutes, { context, requireStaff });
  if (config.devTools) await ensureDevStaffToken(context, config);
  return { requireStaff };
}
