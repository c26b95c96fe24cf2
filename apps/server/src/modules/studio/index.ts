// The studio module's public face: app.ts imports only this file.
export { createPendingRecovery } from './pending-recovery.ts';
export { studioRoutes } from './routes.ts';
export { createStudioService, type StudioService } from './service.ts';
export { createStudioWalletClient } from './wallet-client.ts';
