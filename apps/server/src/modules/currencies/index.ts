// The currencies module's public face: other modules and app.ts import only this file.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createHttpRatesProvider, startRatesRefreshJob } from './rates-provider.ts';
import { currenciesRoutes } from './routes.ts';
import { createCurrenciesService } from './service.ts';

export { createHttpRatesProvider, startRatesRefreshJob } from './rates-provider.ts';
export type { CurrencyRow } from './repo.ts';
export { currenciesRoutes } from './routes.ts';
export { seedCurrencies } from './seed.ts';
export { createCurrenciesService, eurCentsOf, type CurrenciesService } from './service.ts';

/** The currencies service (the rates refreshed in the background when a provider is configured) and its routes. */
export async function registerCurrencies(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  const currencies = createCurrenciesService({ db });
  // Read before the first request, so money transactions get currencies from memory and never query on the side
  // (with the embedded database that would wait forever on the one connection the transaction holds).
  await currencies.list();
  if (config.RATES_PROVIDER_URL) {
    const stopRates = startRatesRefreshJob(
      currencies,
      createHttpRatesProvider(config.RATES_PROVIDER_URL),
      config.RATES_REFRESH_MINUTES * 60_000,
      app.log,
    );
    app.addHook('onClose', async () => stopRates());
  }
  await app.register(currenciesRoutes, { currencies });
  return currencies;
}
