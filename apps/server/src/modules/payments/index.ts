// The payments module's public face: app.ts composes these; the command-line tools take their paths from here.
export { ADMIN_WITHDRAWALS_PATH, adminPaymentRoutes } from './admin-routes.ts';
export { createCryptoDepositService } from './crypto-deposits.ts';
export { startDepositExpiryJob } from './deposit-expiry-job.ts';
export { createDepositService } from './deposits.ts';
export { createSandboxAdapter } from './gateways/sandbox-adapter.ts';
export { unconfiguredGateway } from './gateways/unconfigured-adapter.ts';
export { SIGNATURE_HEADER, signWebhook } from './gateways/webhook-signature.ts';
export { createPaymentHistoryService } from './history.ts';
export { paymentRoutes } from './routes.ts';
export { CHAIN_SIMULATOR_PATH, chainSimulatorRoutes } from './sandbox/chain-simulator-routes.ts';
export { SANDBOX_BUY_CRYPTO_PATH, sandboxRoutes } from './sandbox/sandbox-routes.ts';
export { WEBHOOK_PATH_PREFIX, webhookRoutes } from './webhook-routes.ts';
export { createWithdrawalService } from './withdrawals.ts';
