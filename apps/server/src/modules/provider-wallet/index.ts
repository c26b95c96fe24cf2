// The provider-wallet module's public face: other modules and app.ts import only this file.
export { jackpotPool, seedJackpotPool } from './jackpot-postings.ts';
export { providerWalletRoutes } from './routes.ts';
export { createProviderWalletService, type ProviderWalletService } from './service.ts';
export { createProviderRounds, type PlayerRoundFilter, type PlayerRoundRow, type ProviderRounds, type WinRow } from './rounds.ts';
