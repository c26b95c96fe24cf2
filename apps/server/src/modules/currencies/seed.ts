import type { CurrencyCode } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { currencies } from './schema.ts';

type CurrencySeed = typeof currencies.$inferInsert & { code: CurrencyCode };

const fiat = (
  code: CurrencyCode,
  name: string,
  symbol: string,
  eurRate: string,
  minimum: bigint,
  minPromotion: bigint,
  sortOrder: number,
): CurrencySeed => ({
  code,
  displayCode: code,
  name,
  symbol,
  type: 'FIAT',
  subunitsToUnit: 100,
  eurRate,
  minDeposit: minimum,
  minPromotion,
  minWithdraw: minimum,
  sortOrder,
});

const crypto = (
  code: CurrencyCode,
  values: {
    displayCode?: string;
    name: string;
    symbol: string;
    subunits: number;
    eurRate: string;
    minDeposit: bigint;
    minPromotion: bigint;
    minWithdraw: bigint;
    confirmations: number;
    tag?: string;
  },
  sortOrder: number,
): CurrencySeed => ({
  code,
  displayCode: values.displayCode ?? code,
  name: values.name,
  symbol: values.symbol,
  type: 'CRYPTO',
  subunitsToUnit: values.subunits,
  tag: values.tag ?? null,
  eurRate: values.eurRate,
  minDeposit: values.minDeposit,
  minPromotion: values.minPromotion,
  minWithdraw: values.minWithdraw,
  confirmations: values.confirmations,
  sortOrder,
});

/**
 * The starting catalogue. Minimums follow SPEC.md §9: deposits and cashouts from 10 EUR, promotions from 16 EUR
 * (the first bonus tier), expressed in each currency at the seeded rate. Rates are a static table until a rate
 * provider is configured.
 */
export const currencySeeds: CurrencySeed[] = [
  fiat('EUR', 'Euro', '€', '1', 1000n, 1600n, 1),
  fiat('USD', 'US Dollar', '$', '0.92', 1100n, 1800n, 2),
  fiat('CAD', 'Canadian Dollar', 'C$', '0.66', 1600n, 2500n, 3),
  fiat('GBP', 'British Pound', '£', '1.17', 900n, 1400n, 4),
  fiat('BRL', 'Brazilian Real', 'R$', '0.17', 6000n, 9500n, 5),
  crypto(
    'BTC',
    {
      name: 'Bitcoin',
      symbol: '₿',
      subunits: 100_000_000,
      eurRate: '60000',
      minDeposit: 17_000n,
      minPromotion: 27_000n,
      minWithdraw: 17_000n,
      confirmations: 2,
    },
    6,
  ),
  crypto(
    'ETH',
    {
      name: 'Ethereum',
      symbol: 'Ξ',
      subunits: 100_000_000,
      eurRate: '3000',
      minDeposit: 340_000n,
      minPromotion: 540_000n,
      minWithdraw: 340_000n,
      confirmations: 12,
    },
    7,
  ),
  crypto(
    'LTC',
    {
      name: 'Litecoin',
      symbol: 'Ł',
      subunits: 100_000_000,
      eurRate: '70',
      minDeposit: 15_000_000n,
      minPromotion: 23_000_000n,
      minWithdraw: 15_000_000n,
      confirmations: 6,
    },
    8,
  ),
  crypto(
    'DOG',
    {
      displayCode: 'DOGE',
      name: 'Dogecoin',
      symbol: 'Ð',
      subunits: 100_000_000,
      eurRate: '0.15',
      minDeposit: 6_700_000_000n,
      minPromotion: 10_700_000_000n,
      minWithdraw: 6_700_000_000n,
      confirmations: 40,
    },
    9,
  ),
  crypto(
    'USDT',
    {
      name: 'Tether',
      symbol: '₮',
      subunits: 1_000_000,
      eurRate: '0.92',
      minDeposit: 11_000_000n,
      minPromotion: 18_000_000n,
      minWithdraw: 11_000_000n,
      confirmations: 12,
      tag: '(Erc20)',
    },
    10,
  ),
  crypto(
    'TRX',
    {
      name: 'Tron',
      symbol: 'TRX',
      subunits: 1_000_000,
      eurRate: '0.11',
      minDeposit: 91_000_000n,
      minPromotion: 146_000_000n,
      minWithdraw: 91_000_000n,
      confirmations: 20,
    },
    11,
  ),
];

/** Inserts missing currencies and leaves existing rows alone, so an operator's edits survive restarts. */
export async function seedCurrencies(db: Executor): Promise<void> {
  await db.insert(currencies).values(currencySeeds).onConflictDoNothing({ target: currencies.code });
}
