// The payments module's public face: app.ts composes these; the command-line tools take their paths from here.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ConfigError } from '../../config.ts';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { readSessionCookie } from '../../platform/session-cookie.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { ProviderRounds } from '../provider-wallet/index.ts';
import { ADMIN_WITHDRAWALS_PATH, adminPaymentRoutes, adminWithdrawalSettingsRoutes } from './admin-routes.ts';
import { createAutoApprovalSettings } from './auto-approval.ts';
import { createCryptoDepositService } from './crypto-deposits.ts';
import { startEthereumDepositWatcher, type ChainWatchers } from './chain-watchers.ts';
import { startDepositExpiryJob } from './deposit-expiry-job.ts';
import { createDepositService } from './deposits.ts';
import { createSandboxAdapter } from './gateways/sandbox-adapter.ts';
import { unconfiguredGateway } from './gateways/unconfigured-adapter.ts';
import { SIGNATURE_HEADER } from './gateways/webhook-signature.ts';
import { createPaymentHistoryService } from './history.ts';
import type { RequireStaff } from '../staff/index.ts';
import type { PaymentDeps } from './payment-context.ts';
import { paymentRoutes } from './routes.ts';
import { chainSimulatorRoutes } from './sandbox/chain-simulator-routes.ts';
import { SANDBOX_BUY_CRYPTO_PATH, sandboxRoutes } from './sandbox/sandbox-routes.ts';
import { WEBHOOK_PATH_PREFIX, webhookRoutes } from './webhook-routes.ts';
import { createWithdrawalRiskService } from './withdrawal-risk.ts';
import { createWithdrawalService } from './withdrawals.ts';

export { ADMIN_WITHDRAWAL_RISK_PATH, ADMIN_WITHDRAWALS_PATH, adminPaymentRoutes } from './admin-routes.ts';
export { createCryptoDepositService } from './crypto-deposits.ts';
export { createDepositCounter } from './deposit-counter.ts';
export { startDepositExpiryJob } from './deposit-expiry-job.ts';
export { createDepositService } from './deposits.ts';
export { createSandboxAdapter } from './gateways/sandbox-adapter.ts';
export { unconfiguredGateway } from './gateways/unconfigured-adapter.ts';
export { depositsPendingPastExpiry } from './stale-deposits.ts';
export { SIGNATURE_HEADER, signWebhook } from './gateways/webhook-signature.ts';
export { createPaymentHistoryService, type PaymentHistoryService } from './history.ts';
export type { CreditedDeposit, PaymentPromotions } from './payment-context.ts';
export { paymentRoutes } from './routes.ts';
export { CHAIN_SIMULATOR_PATH, chainSimulatorRoutes } from './sandbox/chain-simulator-routes.ts';
export { SANDBOX_BUY_CRYPTO_PATH, sandboxRoutes } from './sandbox/sandbox-routes.ts';
export { WEBHOOK_PATH_PREFIX, webhookRoutes } from './webhook-routes.ts';
export { createWithdrawalService } from './withdrawals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chain watchers this process may run: a test scans on demand, and staff will read their positions. */
    chainWatchers: ChainWatchers;
  }
}

/** How the API docs describe the calls that are not made with the player's cookie. */
export const paymentsApiSecurity = {
  webhookSignatureHeader: SIGNATURE_HEADER,
  securityByPathPrefix: [
    [ADMIN_WITHDRAWALS_PATH, 'staffApiToken'],
    [`${WEBHOOK_PATH_PREFIX}/`, 'webhookSignature'],
  ],
} as const;

export interface PaymentsModuleDeps extends Omit<PaymentDeps, 'gateway'> {
  accounts: AccountsService;
  geo: GeoService;
  limiter: RateLimiter;
  jobs: PeriodicJobs;
  requireSession: preHandlerAsyncHookHandler;
  requireStaff: RequireStaff;
  /** The provider wallet's stakes, a risk signal of the staff's cashout queue. */
  rounds: Pick<ProviderRounds, 'stakedSince'>;
  /** Off in tests that drive the chain watchers' scans themselves. */
  backgroundJobs?: boolean;
}

/**
 * Deposits, crypto deposits, withdrawals and their history; the sandbox gateway and chain simulator when configured.
 * Returns the history, which the back office reads too.
 */
export async function registerPayments(
  app: FastifyInstance,
  { accounts, geo, limiter, jobs, requireSession, requireStaff, rounds, backgroundJobs, ...deps }: PaymentsModuleDeps,
) {
  const { config, currencies } = deps;
  if (config.sandboxPayments && config.NODE_ENV === 'production') {
    app.log.warn(
      'SANDBOX_PAYMENTS is on in production: every deposit is paid on the sandbox checkout and the chain simulator credits crypto, so players can create money. Use this for a staging site only.',
    );
  }
  // No real gateway adapter exists yet: without the sandbox, deposits and payouts answer 503 "not configured".
  const gateway = config.sandboxPayments ? createSandboxAdapter(config.PUBLIC_URL) : unconfiguredGateway;
  const paymentDeps = { ...deps, gateway };
  const deposits = createDepositService(paymentDeps);
  const stopDepositExpiry = startDepositExpiryJob(jobs, deposits, config.DEPOSIT_PENDING_TTL_MINUTES, app.log);
  app.addHook('onClose', async () => stopDepositExpiry());
  const cryptoDeposits = createCryptoDepositService(paymentDeps);
  const chainWatchers = { ethereum: startEthereumDepositWatcher(app, { ...deps, jobs, cryptoDeposits, backgroundJobs }) };
  app.decorate('chainWatchers', chainWatchers);
  const withdrawals = createWithdrawalService(paymentDeps);
  if (cryptoDeposits.testMode) {
    // config.ts already names unset keys; this also catches the test mnemonic's own keys configured by hand.
    if (config.NODE_ENV === 'production') throw new ConfigError(['CRYPTO_XPUB_*: the public test mnemonic’s keys cannot be used in production']);
    app.log.warn('crypto account keys are not configured: deposit addresses come from the public test mnemonic');
  }

  const history = createPaymentHistoryService(paymentDeps);
  await app.register(paymentRoutes, {
    deposits,
    cryptoDeposits,
    withdrawals,
    history,
    geo,
    limiter,
    requireSession,
    // A path, like the sandbox checkout's (sandbox-adapter.ts): framed on whichever host the site was opened on.
    buyCryptoUrl: SANDBOX_BUY_CRYPTO_PATH,
  });
  await app.register(webhookRoutes, { deposits, secret: config.PAYMENTS_WEBHOOK_SECRET });
  if (config.sandboxPayments) {
    await app.register(sandboxRoutes, {
      deposits,
      playerOf: async (request) => (await accounts.authenticate(readSessionCookie(request)))?.playerId,
      secret: config.PAYMENTS_WEBHOOK_SECRET,
    });
    await app.register(chainSimulatorRoutes, { cryptoDeposits, currencies });
  }
  const risk = createWithdrawalRiskService({ ...deps, withdrawals, rounds });
  await app.register(adminPaymentRoutes, { withdrawals, risk, currencies, requireStaff });
  await app.register(adminWithdrawalSettingsRoutes, { settings: createAutoApprovalSettings(deps.db), requireStaff });
  return { history };
}
