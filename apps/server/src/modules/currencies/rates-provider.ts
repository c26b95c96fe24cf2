import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import type { CurrenciesService, RatesProvider } from './service.ts';

/**
 * A rates provider answering GET <url> with { "rates": { "BTC": "60123.45", ... } }: the value of one unit in EUR.
 * Anything else (a commercial feed) plugs in behind the same RatesProvider interface.
 */
export function createHttpRatesProvider(url: string, fetchImpl: typeof fetch = fetch): RatesProvider {
  return {
    async fetchEurRates(codes) {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`rates provider answered ${response.status}`);
      const { rates } = (await response.json()) as { rates?: Record<string, unknown> };
      return Object.fromEntries(codes.flatMap((code) => (typeof rates?.[code] === 'string' ? [[code, rates[code] as string]] : [])));
    },
  };
}

/** Refreshes the rates now and then every interval (on the process that runs the periodic jobs); returns the stop function. */
export function startRatesRefreshJob(
  jobs: PeriodicJobs,
  currencies: CurrenciesService,
  provider: RatesProvider,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  return jobs.every('exchange rates refresh (keeping the last ones)', intervalMs, async () => {
    log.info({ updated: await currencies.refreshRates(provider) }, 'exchange rates refreshed');
  });
}
