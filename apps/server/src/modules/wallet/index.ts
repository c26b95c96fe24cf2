// The wallet module's public face: other modules and app.ts import only this file.
export { walletRoutes } from './routes.ts';
export { createWalletService, type BalanceEvent, type WalletService } from './service.ts';
