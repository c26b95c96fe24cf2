import {
  convertMinorUnits,
  EUR_UNIT,
  formatMinorUnits,
  messages,
  toEurCents,
  type Currency,
  type CurrencyCode,
  type Minimums,
} from '@lodestar/contracts';
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

/** The smallest amount of the currency worth at least `eurCents` at its current rate (eurCentsOf rounds down). */
export function minorUnitsWorthAtLeast(eurCents: bigint, currency: CurrencyRow): bigint {
  const minor = convertMinorUnits(eurCents, EUR_UNIT, { subunits_to_unit: currency.subunitsToUnit, eurRate: currency.eurRate });
  return eurCentsOf(minor, currency) < eurCents ? minor + 1n : minor;
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

    /**
     * minPromotion from the promotions module's answer in EUR cents (null: no deposit earns one), in this currency at
     * today's rate and never below minDeposit.
     */
    async minimums(code: string, minPromotionEurCents: bigint | null): Promise<Minimums> {
      const row = await get(code);
      const format = (minor: bigint) => formatMinorUnits(minor, row.subunitsToUnit);
      const promotionMinor = minPromotionEurCents === null ? null : minorUnitsWorthAtLeast(minPromotionEurCents, row);
      return {
        currency: row.code as CurrencyCode,
        minDeposit: format(row.minDeposit),
        minPromotion: promotionMinor === null ? null : format(promotionMinor > row.minDeposit ? promotionMinor : row.minDeposit),
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
