// The provider-wallet module's public face: other modules and app.ts import only this file.
import type { FastifyInstance } from 'fastify';
import { providerWalletRoutes } from './routes.ts';
import { createProviderWalletService, type ProviderWalletDeps } from './service.ts';
import { inProcessWalletTransport, walletCallsOf, type WalletTransport } from './wallet-calls.ts';

export { jackpotPoolEurCents, seedJackpotPool } from './jackpot-postings.ts';
export type { WalletTransport } from './wallet-calls.ts';
export { createProviderWalletService, type ProviderWalletService } from './service.ts';
export type { FundedBet, ReturnRouting, StakeFunding, StakeSplit, StakeToFund, WalletPromotions } from './wallet-call.ts';
export { createProviderRounds, type PlayerRoundFilter, type PlayerRoundRow, type ProviderRounds, type WinRow } from './rounds.ts';

/**
 * The seamless wallet API that game providers call, each signing with its own secret; resolves to the in-process
 * transport of a provider that runs inside the casino (the studio).
 */
export async function registerProviderWallet(
  app: FastifyInstance,
  { providerSecrets, ...deps }: ProviderWalletDeps & { providerSecrets: Record<string, string> },
): Promise<{ inProcessTransport: (provider: string) => WalletTransport }> {
  const calls = walletCallsOf(createProviderWalletService(deps));
  await app.register(providerWalletRoutes, { calls, providerSecrets });
  return { inProcessTransport: (provider) => inProcessWalletTransport(calls, provider) };
}
