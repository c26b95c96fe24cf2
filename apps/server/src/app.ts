import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PROVIDER_WALLET_PREFIX, STUDIO_API_PREFIX } from '@lodestar/contracts';
import { ConfigError, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { accountsRoutes, createAccountsService, createPlayerDirectory, createSessionGuard } from './modules/accounts/index.ts';
import {
  currenciesRoutes,
  createHttpRatesProvider,
  startRatesRefreshJob,
  createCurrenciesService,
  seedCurrencies,
} from './modules/currencies/index.ts';
import { devToolsRoutes } from './modules/dev-tools/index.ts';
import { errorReportRoutes, createErrorReportService } from './modules/error-reports/index.ts';
import { gameHistoryRoutes, createGameHistoryService } from './modules/game-history/index.ts';
import { createGameSessionService, STUDIO_PROVIDER_ID, gamesRoutes, createGamesService, seedCatalogue } from './modules/games/index.ts';
import { geoRoutes, createGeoService } from './modules/geo/index.ts';
import {
  ADMIN_WITHDRAWALS_PATH,
  adminPaymentRoutes,
  createCryptoDepositService,
  startDepositExpiryJob,
  createDepositService,
  createSandboxAdapter,
  unconfiguredGateway,
  createPaymentHistoryService,
  paymentRoutes,
  chainSimulatorRoutes,
  SANDBOX_BUY_CRYPTO_PATH,
  sandboxRoutes,
  SIGNATURE_HEADER,
  WEBHOOK_PATH_PREFIX,
  webhookRoutes,
  createWithdrawalService,
} from './modules/payments/index.ts';
import { providerWalletRoutes, createProviderWalletService, createProviderRounds, seedJackpotPool } from './modules/provider-wallet/index.ts';
import { profileRoutes, createProfileService } from './modules/profile/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { studioRoutes, createPendingRecovery, createStudioService, createStudioWalletClient } from './modules/studio/index.ts';
import { walletRoutes, createWalletService, type BalanceEvent } from './modules/wallet/index.ts';
import { createRecaptchaVerifier, disabledCaptcha } from './platform/captcha.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { createBackgroundTasks } from './platform/background-tasks.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler.ts';
import { loggerOptions, type LogStream } from './platform/log-redaction.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mailer.ts';
import { resolveAdminToken } from './platform/admin-token.ts';
import { registerOriginCheck } from './platform/origin-check.ts';
import { PlayerEventHub } from './platform/player-events.ts';
import { RateLimiter, rateLimitRules, type RateLimitRules } from './platform/rate-limiter.ts';
import { readSessionCookie } from './platform/session-cookie.ts';
import { registerTextInputGuard } from './platform/text-input-guard.ts';
import { registerWebApp } from './platform/web-app.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** JSON bodies of this API are small; anything larger is refused with 413 before it is parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** The built web app to serve; defaults to apps/web/dist when it exists. */
  webDistDir?: string;
  logger?: boolean;
  /** The clock of sign-in throttling and session lifetimes; tests move it forward. */
  now?: () => Date;
  /** Log lines go here instead of stdout (a test reads them back); ignored when logger is false. */
  logStream?: LogStream;
  rateLimits?: RateLimitRules;
  /** Periodic jobs (crash recovery of rounds); tests that drive a job themselves turn them off. */
  backgroundJobs?: boolean;
}

export function outboxDirOf(config: Config): string {
  return path.resolve(config.DATA_DIR, 'mail');
}

/** Plugins, then platform hooks, then the modules: the same app for `npm start` and for every test. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Registered before the database's close hook, so pending mails finish while the database is still open.
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  if (!options.database) app.addHook('onClose', () => database.close());
  // Reference data every installation needs, each module seeding its own tables; safe to run at every start.
  await seedCurrencies(database.db);
  await seedCatalogue(database.db);
  await seedJackpotPool(database.db);

  const secureCookies = config.PUBLIC_URL.startsWith('https://');
  const mailer =
    options.mailer ??
    (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(outboxDirOf(config), config.MAIL_FROM));
  const captcha = config.RECAPTCHA_SECRET_KEY ? createRecaptchaVerifier(config.RECAPTCHA_SECRET_KEY, config.RECAPTCHA_MIN_SCORE) : disabledCaptcha;
  if (!captcha.enabled) app.log.warn('reCAPTCHA keys are not configured: captcha verification is off');

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        'frame-src': ["'self'", 'https://www.google.com/recaptcha/'],
        'img-src': ["'self'", 'data:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: secureCookies,
    // The browser default. 'no-referrer' would make same-site form posts (the sandbox checkout's Pay) carry
    // `Origin: null`, which the CSRF origin check rightly refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  registerErrorHandler(app);
  registerOriginCheck(app, config.PUBLIC_URL);
  registerTextInputGuard(app);
  app.decorateRequest('authSession', null);

  const limiter = new RateLimiter(options.rateLimits ?? rateLimitRules);
  const geo = createGeoService(config.RESTRICTED_COUNTRIES);
  const accounts = createAccountsService({ db: database.db, config, mailer, captcha, log: app.log, background, now: options.now });
  const profiles = createProfileService({ db: database.db, accounts });
  const requireSession = createSessionGuard(accounts);
  await registerApiDocs(app, {
    sessionGuard: requireSession,
    webhookSignatureHeader: SIGNATURE_HEADER,
    securityByPathPrefix: [
      [`${STUDIO_API_PREFIX}/`, 'launchToken'],
      [`${PROVIDER_WALLET_PREFIX}/`, 'provider'],
      [ADMIN_WITHDRAWALS_PATH, 'operatorBearer'],
      [`${WEBHOOK_PATH_PREFIX}/`, 'webhookSignature'],
    ],
  });
  const currencies = createCurrenciesService({ db: database.db });
  if (config.RATES_PROVIDER_URL) {
    const stopRates = startRatesRefreshJob(
      currencies,
      createHttpRatesProvider(config.RATES_PROVIDER_URL),
      config.RATES_REFRESH_MINUTES * 60_000,
      app.log,
    );
    app.addHook('onClose', async () => stopRates());
  }
  const wallet = createWalletService({ db: database.db, accounts, currencies, events: new PlayerEventHub<BalanceEvent>() });
  if (config.sandboxPayments && config.NODE_ENV === 'production') {
    app.log.warn(
      'SANDBOX_PAYMENTS is on in production: every deposit is paid on the sandbox checkout and the chain simulator credits crypto, so players can create money. Use this for a staging site only.',
    );
  }
  // No real gateway adapter exists yet: without the sandbox, deposits and payouts answer 503 "not configured".
  const gateway = config.sandboxPayments ? createSandboxAdapter(config.PUBLIC_URL) : unconfiguredGateway;
  const players = createPlayerDirectory({ db: database.db });
  const paymentDeps = { db: database.db, config, currencies, wallet, profiles, gateway, players };
  const deposits = createDepositService(paymentDeps);
  const stopDepositExpiry = startDepositExpiryJob(deposits, config.DEPOSIT_PENDING_TTL_MINUTES, app.log);
  app.addHook('onClose', async () => stopDepositExpiry());
  const cryptoDeposits = createCryptoDepositService(paymentDeps);
  const withdrawals = createWithdrawalService(paymentDeps);
  // A real-money game's calls keep the player's site session from going idle; a failure to record it never fails a bet.
  const gameSessions = createGameSessionService({
    db: database.db,
    onPlayerActivity: (playerId) =>
      accounts.recordGameActivity(playerId).catch((error: unknown) => app.log.warn({ err: error }, 'game activity not recorded')),
  });
  const providerWallet = createProviderWalletService({ db: database.db, sessions: gameSessions, wallet, currencies, log: app.log });
  const providerRounds = createProviderRounds({ db: database.db });
  const games = createGamesService({ db: database.db, sessions: gameSessions, wallet, currencies, rounds: providerRounds, players });
  if (cryptoDeposits.testMode) {
    // config.ts already names unset keys; this also catches the test mnemonic's own keys configured by hand.
    if (config.NODE_ENV === 'production') throw new ConfigError(['CRYPTO_XPUB_*: the public test mnemonic’s keys cannot be used in production']);
    app.log.warn('crypto account keys are not configured: deposit addresses come from the public test mnemonic');
  }

  await app.register(accountsRoutes, { accounts, geo, limiter, requireSession, secureCookies });
  await app.register(profileRoutes, { profiles, accounts, requireSession });
  await app.register(currenciesRoutes, { currencies });
  await app.register(walletRoutes, { wallet, requireSession });
  await app.register(paymentRoutes, {
    deposits,
    cryptoDeposits,
    withdrawals,
    history: createPaymentHistoryService(paymentDeps),
    geo,
    limiter,
    requireSession,
    buyCryptoUrl: `${config.PUBLIC_URL}${SANDBOX_BUY_CRYPTO_PATH}`,
  });
  await app.register(webhookRoutes, { deposits, secret: config.PAYMENTS_WEBHOOK_SECRET });
  if (config.sandboxPayments) {
    await app.register(sandboxRoutes, {
      deposits,
      playerOf: async (request) => (await accounts.authenticate(readSessionCookie(request)))?.playerId,
      secret: config.PAYMENTS_WEBHOOK_SECRET,
      publicUrl: config.PUBLIC_URL,
    });
    await app.register(chainSimulatorRoutes, { cryptoDeposits, currencies });
  }
  const adminToken = resolveAdminToken(config);
  if (adminToken) await app.register(adminPaymentRoutes, { withdrawals, currencies, token: adminToken });
  await app.register(gamesRoutes, { games, accounts, requireSession });
  await app.register(gameHistoryRoutes, {
    history: createGameHistoryService({ db: database.db, currencies, rounds: providerRounds, catalogue: games.catalogue }),
    requireSession,
  });
  await app.register(providerWalletRoutes, { service: providerWallet, providerSecrets: { [STUDIO_PROVIDER_ID]: config.STUDIO_WALLET_SECRET } });
  // The studio reaches the casino wallet by signed HTTP calls, as any provider would; inject keeps them in-process.
  const studioWallet = createStudioWalletClient({ inject: (request) => app.inject(request), secret: config.STUDIO_WALLET_SECRET });
  const pendingRecovery = createPendingRecovery({ db: database.db, sessions: gameSessions, wallet: studioWallet, log: app.log });
  const studio = createStudioService({ db: database.db, sessions: gameSessions, games, currencies, wallet: studioWallet, recovery: pendingRecovery });
  await app.register(studioRoutes, { studio, requireSession });
  await app.register(geoRoutes, { geo });
  await app.register(siteRoutes, { config });
  await app.register(errorReportRoutes, { reports: createErrorReportService({ db: database.db }), accounts, limiter });
  // Never in production, whatever SANDBOX_PAYMENTS says: the mailbox shows every mail, password-reset links included.
  if (config.devTools) await app.register(devToolsRoutes, { outboxDir: outboxDirOf(config) });

  await registerWebApp(app, options.webDistDir ?? DEFAULT_WEB_DIST);
  // Rounds a crash left pending are settled once the app can serve the wallet calls the settlement makes.
  let stopRecovery: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (options.backgroundJobs !== false) stopRecovery = pendingRecovery.start();
  });
  app.addHook('onClose', async () => stopRecovery?.());
  return app;
}
