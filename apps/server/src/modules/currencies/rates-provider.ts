import type { FastifyBaseLogger } from 'fastify';
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

/** Refreshes the rates now and then every interval; returns the function that stops it. */
export function startRatesRefreshJob(currencies: CurrenciesService, provider: RatesProvider, intervalMs: number, log: FastifyBaseLogger): () => void {
  const refresh = () =>
    currencies
      .refreshRates(provider)
      .then((updated) => log.info({ updated }, 'exchange rates refreshed'))
      .catch((error: unknown) => log.warn({ err: error }, 'exchange rates not refreshed; keeping the last ones'));
  void refresh();
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
