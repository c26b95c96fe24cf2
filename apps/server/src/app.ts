import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyCodes } from '@lodestar/contracts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { analyzeGrownTables, databaseAnalyzesItself, TABLE_STATISTICS_INTERVAL_MS } from './db/table-statistics.ts';
import { createAccountsModule, createPlayerDirectory } from './modules/accounts/index.ts';
import { createCurrenciesService, registerCurrencies, seedCurrencies } from './modules/currencies/index.ts';
import { devToolsRoutes } from './modules/dev-tools/index.ts';
import { errorReportsApiSecurity, registerErrorReports } from './modules/error-reports/index.ts';
import { createAnalytics, registerAnalytics } from './modules/analytics/index.ts';
import { registerGameHistory } from './modules/game-history/index.ts';
import { catalogueAdminApiSecurity, registerGames, seedCatalogue, STUDIO_PROVIDER_ID } from './modules/games/index.ts';
import { createGeo, restrictedCountriesApiSecurity, seedRestrictedCountries } from './modules/geo/index.ts';
import { kycApiSecurity, registerKyc } from './modules/kyc/index.ts';
import { openHouseAccounts } from './modules/ledger/index.ts';
import { registerLoyalty } from './modules/loyalty/index.ts';
import { reconciliationApiSecurity, registerReconciliation } from './modules/reconciliation/index.ts';
import { registerReports, reportsApiSecurity } from './modules/reports/index.ts';
import { createDepositCounter, paymentsApiSecurity, registerPayments } from './modules/payments/index.ts';
import { registerProfile } from './modules/profile/index.ts';
import {
  createBetHooks,
  createPromotions,
  promotionAdminApiSecurity,
  registerPromotionAdmin,
  registerPromotions,
  seedPromotions,
} from './modules/promotions/index.ts';
import { createProviderRounds, registerProviderWallet, seedJackpotPool } from './modules/provider-wallet/index.ts';
import { registerRealityCheck } from './modules/reality-check/index.ts';
import { playerAdminApiSecurity, registerPlayerAdmin } from './modules/player-admin/index.ts';
import { createResponsibleGambling, registerResponsibleGambling } from './modules/responsible-gambling/index.ts';
import { createBootState, siteRoutes } from './modules/site/index.ts';
import { registerSupportChat, supportChatApiSecurity } from './modules/support-chat/index.ts';
import { registerStatement } from './modules/statement/index.ts';
import { registerStaff, staffApiSecurity } from './modules/staff/index.ts';
import { registerStudio } from './modules/studio/index.ts';
import { registerWallet } from './modules/wallet/index.ts';
import { createHttpServer, registerHttpPlugins } from './platform/http-plugins.ts';
import type { LogStream } from './platform/log-redaction.ts';
import type { Mailer } from './platform/mailer.ts';
import { createPeriodicJobs } from './platform/periodic-jobs.ts';
import { watchDatabaseAvailability } from './platform/database-availability.ts';
import { healthRoutes } from './platform/health-routes.ts';
import { createPlatformServices, outboxDirOf } from './platform/platform-services.ts';
import type { RateLimitRules } from './platform/rate-limiter.ts';
import { readSessionCookie } from './platform/session-cookie.ts';
import { DEFAULT_WEB_DIST, registerWebApp } from './platform/web-app.ts';

export { outboxDirOf } from './platform/platform-services.ts';

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

/** Plugins, then platform hooks, then the modules in order: the same app for `npm start` and for every test. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = createHttpServer(config, options);
  const { background, mailer, captcha, limiter, events, bus, passwordHasher, redisReady } = createPlatformServices(app, config, options);
  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  if (!options.database) app.addHook('onClose', () => database.close());
  const { db } = database;
  const probe = () => db.execute(sql`select 1`);
  const availability = watchDatabaseAvailability({ probe, log: app.log });
  app.addHook('onClose', async () => availability.close());
  // Every request that failed on an unreachable database tells of the outage.
  app.addHook('onError', async (_request, _reply, error) => availability.noticeFailure(error));
  await app.register(healthRoutes, { probe, availability, redisReady });
  const jobs = createPeriodicJobs({ databaseUrl: database.url, log: app.log });
  app.addHook('onClose', () => jobs.close());
  // Where the database does not keep its tables' statistics itself (PGlite, autovacuum off), the server does.
  if (options.backgroundJobs !== false && !(await databaseAnalyzesItself(database))) {
    const stopAnalyzing = jobs.every('table statistics', TABLE_STATISTICS_INTERVAL_MS, async () => {
      const tables = await analyzeGrownTables(db);
      if (tables.length > 0) app.log.info({ tables }, 'table statistics: analyzed the tables that grew');
    });
    app.addHook('onClose', stopAnalyzing);
  }
  // Reference data every installation needs, each module seeding its own tables; safe to run at every start.
  await seedCurrencies(db);
  await openHouseAccounts(db, currencyCodes);
  await seedCatalogue(db);
  await seedJackpotPool(db);
  await seedPromotions(db);
  await seedRestrictedCountries(db, config.RESTRICTED_COUNTRIES);

  const { geo, register: registerGeo } = createGeo({ db, now: options.now });
  // Before accounts: the session guard asks it whether the player is on a break; every money path asks it too.
  const responsibleGambling = createResponsibleGambling({ db, now: options.now });
  const breakGate = responsibleGambling.assertNotOnBreak;
  // Before accounts too: registration honours the bonus code typed with it.
  const currencies = createCurrenciesService({ db });
  // Bonus money in the bet path: the wallet pays stakes and routes wins with it, the studio checks a round against it.
  const betHooks = createBetHooks({ db, currencies, now: options.now });
  const promotions = createPromotions({ db, currencies, deposits: createDepositCounter({ db }), spinWinnings: betHooks, now: options.now });
  const registrationCodeHook = promotions.honourRegistrationCode;
  const restrictedCountries = geo.restrictedCountries;
  const accountsModule = {
    ...{ db, config, mailer, captcha, passwordHasher, log: app.log, background, now: options.now, geo, limiter },
    ...{ breakGate, registrationCodeHook, restrictedCountries, events },
  };
  const { accounts, requireSession, routes: accountsRoutes } = createAccountsModule(accountsModule);
  const securityByPathPrefix = [
    ...paymentsApiSecurity.securityByPathPrefix,
    ...kycApiSecurity,
    ...staffApiSecurity,
    ...playerAdminApiSecurity,
    ...reportsApiSecurity,
    ...promotionAdminApiSecurity,
    ...errorReportsApiSecurity,
    ...supportChatApiSecurity,
    ...catalogueAdminApiSecurity,
    ...restrictedCountriesApiSecurity,
    ...reconciliationApiSecurity,
  ];
  await registerHttpPlugins(app, config, { sessionGuard: requireSession, ...paymentsApiSecurity, securityByPathPrefix });
  await app.register(accountsRoutes);
  const { requireStaff } = await registerStaff(app, { db, config, limiter, passwordHasher, now: options.now });
  const runningBreakOf = responsibleGambling.runningBreak;
  const profiles = await registerProfile(app, { db, accounts, runningBreakOf, requireSession, config, now: options.now });
  await registerResponsibleGambling(app, { responsibleGambling, requireSession });
  // Signed out, the minimums are those of a first deposit.
  const promotionMinimumOf = async (request: FastifyRequest) =>
    promotions.minPromotionEurCents((await accounts.authenticate(readSessionCookie(request)))?.playerId);
  await registerCurrencies(app, { currencies, config, jobs, promotionMinimumOf });
  const wallet = await registerWallet(app, { db, accounts, currencies, requireSession, freeSpinWallets: promotions, bus });
  // Read models other modules publish: the players' names and emails, and the rounds of the provider wallet.
  const players = createPlayerDirectory({ db });
  const rounds = createProviderRounds({ db });
  const paymentsDeps = {
    db,
    config,
    currencies,
    wallet,
    profiles,
    players,
    accounts,
    geo,
    limiter,
    jobs,
    requireSession,
    requireStaff,
    responsibleGambling,
    events,
  };
  const { history: paymentHistory } = await registerPayments(app, { ...paymentsDeps, promotions, rounds, backgroundJobs: options.backgroundJobs });
  await registerPromotions(app, { promotions, wallet, accounts, limiter, jobs, requireSession, backgroundJobs: options.backgroundJobs });
  const kyc = await registerKyc(app, { db, config, profiles, players, mailer, background, requireSession, requireStaff });
  // Counts the funnel steps other modules announce; the reports read it.
  const analytics = createAnalytics({ db, events });
  await registerAnalytics(app, { analytics, limiter });
  await registerReports(app, { db, currencies, requireStaff, analytics });
  await registerPromotionAdmin(app, { db, requireStaff, now: options.now });
  const { games, gameSessions } = await registerGames(app, {
    db,
    wallet,
    currencies,
    rounds,
    players,
    accounts,
    requireSession,
    requireStaff,
    responsibleGambling,
    now: options.now,
  });
  const gameHistory = await registerGameHistory(app, { db, currencies, rounds, catalogue: games.catalogue, requireSession });
  // After the modules whose services it reads: the back office's player detail shows what each of them knows.
  const playerAdmin = await registerPlayerAdmin(app, {
    db,
    players,
    currencies,
    responsibleGambling,
    kyc,
    payments: paymentHistory,
    gameHistory,
    promotions,
    wallet,
    requireStaff,
    now: options.now ?? (() => new Date()),
  });
  const chatDeps = { db, config, accounts, players, bus, mailer, limiter, requireStaff, now: options.now ?? (() => new Date()) };
  await registerSupportChat(app, { ...chatDeps, playerContext: { playerAdmin, kyc, promotions } });
  const loyalty = await registerLoyalty(app, { db, currencies, wallet, programme: !config.NO_LOYALTY, requireSession });
  const providerSecrets = { [STUDIO_PROVIDER_ID]: config.STUDIO_WALLET_SECRET };
  const walletDeps = { db, sessions: gameSessions, wallet, currencies, log: app.log, providerSecrets, responsibleGambling, loyalty, events };
  const providerWallet = await registerProviderWallet(app, { ...walletDeps, promotions: betHooks });
  const studioDeps = {
    db,
    sessions: gameSessions,
    games,
    currencies,
    // The studio speaks the provider wallet protocol, as any provider does, but in-process: no network to sign for.
    walletTransport: providerWallet.inProcessTransport(STUDIO_PROVIDER_ID),
    requireSession,
    backgroundJobs: options.backgroundJobs,
    jobs,
    promotions: betHooks,
    onDatabaseRestored: availability.onRestored,
  };
  await registerStudio(app, studioDeps);
  await registerGeo(app, { requireStaff });
  await app.register(siteRoutes, { config, geo });
  await registerErrorReports(app, { db, accounts, players, limiter, requireStaff });
  await registerReconciliation(app, { db, currencies, players, depositTtlMinutes: config.DEPOSIT_PENDING_TTL_MINUTES, requireStaff });
  const statement = await registerStatement(app, { db, currencies, requireSession });
  await registerRealityCheck(app, { db, statement, now: options.now, requireSession });
  // Never in production, whatever SANDBOX_PAYMENTS says: the mailbox shows every mail, password-reset links included.
  if (config.devTools) await app.register(devToolsRoutes, { outboxDir: outboxDirOf(config) });
  await registerWebApp(
    app,
    options.webDistDir ?? DEFAULT_WEB_DIST,
    createBootState({ config, geo, accounts, catalogue: games.lobby, homeLobby: games.homeLobby }),
  );
  return app;
}
