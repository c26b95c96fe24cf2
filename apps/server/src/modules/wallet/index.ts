// The wallet module's public face: other modules and app.ts import only this file.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './service.ts';

export { walletRoutes } from './routes.ts';
export { createWalletService, type BalanceEvent, type FreeSpinWalletReader, type WalletService } from './service.ts';

export async function registerWallet(
  app: FastifyInstance,
  { requireSession, ...deps }: Parameters<typeof createWalletService>[0] & { requireSession: preHandlerAsyncHookHandler },
) {
  const wallet = createWalletService(deps);
  await app.register(walletRoutes, { wallet, requireSession });
  return wallet;
}
