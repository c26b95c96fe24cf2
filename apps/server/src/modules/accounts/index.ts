// The accounts module's public face: other modules and app.ts import only this file.
export { accountsRoutes } from './routes.ts';
export { createAccountsService, type AccountsService, type AuthenticatedSession } from './service.ts';
export { createSessionGuard, sessionOf } from './session-guard.ts';
export { createPlayerDirectory, type PlayerDirectory } from './player-directory.ts';
