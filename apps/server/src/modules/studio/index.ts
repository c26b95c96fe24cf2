// The studio module's public face: app.ts imports only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { DatabaseAvailability } from '../../platform/database-availability.ts';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import { createPendingRecovery, RECOVERY_INTERVAL_MS } from './pending-recovery.ts';
import { studioRoutes } from './routes.ts';
import { createStudioService, type StudioServiceDeps } from './service.ts';
import { createStudioWalletClient } from './wallet-client.ts';
import type { WalletTransport } from '../provider-wallet/index.ts';

export { createPendingRecovery } from './pending-recovery.ts';
export { studioRoutes } from './routes.ts';
export { createStudioService, type StudioService } from './service.ts';
export { createStudioWalletClient, signedHttpWalletTransport } from './wallet-client.ts';
export { roundsPendingPastRecovery } from './stale-rounds.ts';

type StudioModuleDeps = Omit<StudioServiceDeps, 'wallet' | 'recovery'> & {
  /** How the studio's wallet calls reach the casino's provider wallet API. */
  walletTransport: WalletTransport;
  requireSession: preHandlerAsyncHookHandler;
  /** The crash recovery of pending rounds runs periodically unless false. */
  backgroundJobs?: boolean;
  jobs: PeriodicJobs;
  /** Runs its listener each time the database is reachable again after an outage, with the moment it began. */
  onDatabaseRestored: DatabaseAvailability['onRestored'];
};

export async function registerStudio(
  app: FastifyInstance,
  { walletTransport, requireSession, backgroundJobs, jobs, onDatabaseRestored, ...deps }: StudioModuleDeps,
) {
  const wallet = createStudioWalletClient(walletTransport);
  const recovery = createPendingRecovery({ db: deps.db, sessions: deps.sessions, wallet, log: app.log, now: deps.now });
  const studio = createStudioService({ ...deps, wallet, recovery });
  await app.register(studioRoutes, { studio, requireSession });
  // Rounds a crash left pending are settled once the app can serve the wallet calls the settlement makes.
  let stopRecovery: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (backgroundJobs !== false) stopRecovery = jobs.every('pending round recovery', RECOVERY_INTERVAL_MS, recovery.sweep);
  });
  app.addHook('onClose', async () => stopRecovery?.());
  // On every process that saw the outage, not only the one running the periodic jobs: claims skip what another took.
  onDatabaseRestored((outageSince) => {
    void recovery
      .recoverStrandedBy(outageSince)
      .catch((error: unknown) => app.log.error({ err: error }, 'recovery of rounds an outage stranded failed'));
  });
}
