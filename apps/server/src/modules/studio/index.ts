// The studio module's public face: app.ts imports only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import { createPendingRecovery, RECOVERY_INTERVAL_MS } from './pending-recovery.ts';
import { studioRoutes } from './routes.ts';
import { createStudioService, type StudioServiceDeps } from './service.ts';
import { createStudioWalletClient } from './wallet-client.ts';

export { createPendingRecovery } from './pending-recovery.ts';
export { studioRoutes } from './routes.ts';
export { createStudioService, type StudioService } from './service.ts';
export { createStudioWalletClient } from './wallet-client.ts';
export { roundsPendingPastRecovery } from './stale-rounds.ts';

type StudioModuleDeps = Omit<StudioServiceDeps, 'wallet' | 'recovery'> & {
  config: Pick<Config, 'STUDIO_WALLET_SECRET'>;
  requireSession: preHandlerAsyncHookHandler;
  /** The crash recovery of pending rounds runs periodically unless false. */
  backgroundJobs?: boolean;
  jobs: PeriodicJobs;
};

export async function registerStudio(app: FastifyInstance, { config, requireSession, backgroundJobs, jobs, ...deps }: StudioModuleDeps) {
  // The studio reaches the casino wallet by signed HTTP calls, as any provider would; inject keeps them in-process.
  const wallet = createStudioWalletClient({ inject: (request) => app.inject(request), secret: config.STUDIO_WALLET_SECRET });
  const recovery = createPendingRecovery({ db: deps.db, sessions: deps.sessions, wallet, log: app.log });
  const studio = createStudioService({ ...deps, wallet, recovery });
  await app.register(studioRoutes, { studio, requireSession });
  // Rounds a crash left pending are settled once the app can serve the wallet calls the settlement makes.
  let stopRecovery: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (backgroundJobs !== false) stopRecovery = jobs.every('pending round recovery', RECOVERY_INTERVAL_MS, recovery.sweep);
  });
  app.addHook('onClose', async () => stopRecovery?.());
}
