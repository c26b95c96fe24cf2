import { formatMinorUnits, messages, toEurCents, type Currency, type CurrencyCode, type Minimums } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../platform/domain-errors.ts';
import { currenciesRepo, type CurrencyRow } from './repo.ts';

/** A source of exchange rates: value of one unit of each currency in EUR, as decimal strings. */
export interface RatesProvider {
  fetchEurRates(codes: readonly string[]): Promise<Record<string, string>>;
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;

export function toCurrency(row: CurrencyRow): Currency {
  return {
    code: row.code as CurrencyCode,
    displayCode: row.displayCode,
    name: row.name,
    symbol: row.symbol,
    type: row.type,
    fiat: row.type === 'FIAT',
    subunits_to_unit: row.subunitsToUnit,
    tag: row.tag,
    eurRate: row.eurRate,
    confirmations: row.confirmations,
  };
}

/** An amount's value in EUR cents at the currency's current rate. */
export function eurCentsOf(minor: bigint, currency: CurrencyRow): bigint {
  return toEurCents(minor, { subunits_to_unit: currency.subunitsToUnit, eurRate: currency.eurRate });
}

/**
 * The currency catalogue, kept in memory after the first read: it changes only when rates are refreshed,
 * and every money call needs it.
 */
export function createCurrenciesService({ db }: { db: Database }) {
  let cache: Map<string, CurrencyRow> | undefined;
  const readAll = async () => new Map((await currenciesRepo.listAll(db)).map((row) => [row.code, row]));
  const load = async () => (cache ??= await readAll());

  const get = async (code: string): Promise<CurrencyRow> => {
    const row = (await load()).get(code);
    if (!row) throw new NotFound(messages.http.notFound);
    return row;
  };

  return {
    get,

    async list(): Promise<Currency[]> {
      return [...(await load()).values()].map(toCurrency);
    },

    /** The codes of the fiat or of the crypto currencies. */
    async codesOfType(type: CurrencyRow['type']): Promise<string[]> {
      return [...(await load()).values()].filter((row) => row.type === type).map((row) => row.code);
    },

    async minimums(code: string): Promise<Minimums> {
      const row = await get(code);
      return {
        currency: row.code as CurrencyCode,
        minDeposit: formatMinorUnits(row.minDeposit, row.subunitsToUnit),
        minPromotion: formatMinorUnits(row.minPromotion, row.subunitsToUnit),
        eurRate: row.eurRate,
      };
    },

    async minWithdraw(code: string): Promise<string> {
      const row = await get(code);
      return formatMinorUnits(row.minWithdraw, row.subunitsToUnit);
    },

    /** Takes fresh rates from a provider; currencies it does not quote keep their rate. */
    async refreshRates(provider: RatesProvider): Promise<number> {
      const codes = [...(await load()).keys()];
      const rates = await provider.fetchEurRates(codes);
      const quoted = codes.filter((code) => /^\d+(\.\d+)?$/.test(rates[code] ?? '') && rates[code] !== '0');
      for (const code of quoted) await currenciesRepo.updateEurRate(db, code, rates[code]!);
      // Swapped, never emptied: a money transaction asking for a currency must not start a read of its own.
      cache = await readAll();
      return quoted.length;
    },
  };
}
