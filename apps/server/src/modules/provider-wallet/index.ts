// The provider-wallet module's public face: other modules and app.ts import only this file.
import type { FastifyInstance } from 'fastify';
import { providerWalletRoutes } from './routes.ts';
import { createProviderWalletService, type ProviderWalletDeps } from './service.ts';

export { jackpotPool, seedJackpotPool } from './jackpot-postings.ts';
export { providerWalletRoutes } from './routes.ts';
export { createProviderWalletService, type ProviderWalletService } from './service.ts';
export type { FundedBet, ReturnRouting, StakeFunding, StakeSplit, StakeToFund, WalletPromotions } from './wallet-call.ts';
export { createProviderRounds, type PlayerRoundFilter, type PlayerRoundRow, type ProviderRounds, type WinRow } from './rounds.ts';

/** The seamless wallet API that game providers call; each signs with its own secret. */
export async function registerProviderWallet(
  app: FastifyInstance,
  { providerSecrets, ...deps }: ProviderWalletDeps & { providerSecrets: Record<string, string> },
): Promise<void> {
  await app.register(providerWalletRoutes, { service: createProviderWalletService(deps), providerSecrets });
}
