// The currencies module's public face: other modules and app.ts import only this file.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import { createHttpRatesProvider, startRatesRefreshJob } from './rates-provider.ts';
import { currenciesRoutes, type PromotionMinimumOf } from './routes.ts';
import type { CurrenciesService } from './service.ts';

export { createHttpRatesProvider, startRatesRefreshJob } from './rates-provider.ts';
export type { CurrencyRow } from './repo.ts';
export { currenciesRoutes, type PromotionMinimumOf } from './routes.ts';
export { seedCurrencies } from './seed.ts';
export { createCurrenciesService, eurCentsOf, minorUnitsWorthAtLeast, type CurrenciesService } from './service.ts';

/**
 * The currencies service's routes, and its rates refreshed in the background when a provider is configured. app.ts
 * creates the service earlier: the promotions module, which the accounts module calls at registration, converts with it.
 */
export async function registerCurrencies(
  app: FastifyInstance,
  {
    currencies,
    config,
    jobs,
    promotionMinimumOf,
  }: { currencies: CurrenciesService; config: Config; jobs: PeriodicJobs; promotionMinimumOf: PromotionMinimumOf },
) {
  // Read before the first request, so money transactions get currencies from memory and never query on the side
  // (with the embedded database that would wait forever on the one connection the transaction holds).
  await currencies.list();
  if (config.RATES_PROVIDER_URL) {
    const stopRates = startRatesRefreshJob(
      jobs,
      currencies,
      createHttpRatesProvider(config.RATES_PROVIDER_URL),
      config.RATES_REFRESH_MINUTES * 60_000,
      app.log,
    );
    app.addHook('onClose', async () => stopRates());
  }
  await app.register(currenciesRoutes, { currencies, promotionMinimumOf });
  return currencies;
}
