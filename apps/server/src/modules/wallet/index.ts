// The wallet module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { PlayerEventHub } from '../../platform/player-events.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService, type BalanceEvent } from './service.ts';

export { walletRoutes } from './routes.ts';
export { createWalletService, type BalanceEvent, type FreeSpinWalletReader, type WalletService } from './service.ts';

export async function registerWallet(
  app: FastifyInstance,
  { requireSession, ...deps }: Omit<Parameters<typeof createWalletService>[0], 'events'> & { requireSession: preHandlerAsyncHookHandler },
) {
  const wallet = createWalletService({ ...deps, events: new PlayerEventHub<BalanceEvent>() });
  await app.register(walletRoutes, { wallet, requireSession });
  return wallet;
}
