// The currencies module's public face: other modules and app.ts import only this file.
export { createHttpRatesProvider, startRatesRefreshJob } from './rates-provider.ts';
export type { CurrencyRow } from './repo.ts';
export { currenciesRoutes } from './routes.ts';
export { seedCurrencies } from './seed.ts';
export { createCurrenciesService, eurCentsOf, type CurrenciesService } from './service.ts';
