import type { Currency, CurrencyCode } from '@lodestar/contracts';
import { formatMinorUnits, toMinorUnits } from '@lodestar/contracts/schema-free';

export type CurrencyGroupLabel = 'Cryptocurrency' | 'Fiat';

export interface CurrencyGroup<Item> {
  label: CurrencyGroupLabel;
  items: Item[];
}

/** What a currency is called on screen: its display code (DOG is DOGE) and its network tag (USDT '(Erc20)'). */
export function currencyLabel(currency: Pick<Currency, 'displayCode' | 'tag'>): string {
  return currency.tag ? `${currency.displayCode} ${currency.tag}` : currency.displayCode;
}

/** SPEC.md §2: icons are static files at /images/{type lowercase}/{currency lowercase}.svg. */
export function currencyIconPath(currency: Pick<Currency, 'code' | 'type'>): string {
  return `/images/${currency.type.toLowerCase()}/${currency.code.toLowerCase()}.svg`;
}

export function findCurrency(currencies: readonly Currency[] | undefined, code: string | undefined): Currency | undefined {
  return code === undefined ? undefined : currencies?.find((currency) => currency.code === code);
}

/**
 * Splits items into the two groups of the currency dropdown, keeping their order inside a group and leaving out
 * an empty group. `order` says which group comes first (the header lists crypto first, registration fiat).
 */
export function groupByCurrencyType<Item>(
  items: readonly Item[],
  typeOf: (item: Item) => Currency['type'] | undefined,
  order: readonly CurrencyGroupLabel[] = ['Cryptocurrency', 'Fiat'],
): CurrencyGroup<Item>[] {
  return order
    .map((label) => ({
      label,
      items: items.filter((item) => (typeOf(item) === 'FIAT' ? 'Fiat' : 'Cryptocurrency') === label),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * An amount as the ledger holds it, with every decimal of its currency ('30.00', '0.01250000'): a balance
 * reads the same in the header, the wallet list and the history. Unparsable input is shown as it came.
 */
export function formatAmount(amount: string, currency: Pick<Currency, 'subunits_to_unit'> | undefined): string {
  if (!currency) return amount;
  const trimmed = amount.trim();
  const negative = trimmed.startsWith('-');
  try {
    const canonical = formatMinorUnits(toMinorUnits(trimmed.replace(/^-/, ''), currency.subunits_to_unit), currency.subunits_to_unit);
    return negative ? `-${canonical}` : canonical;
  } catch {
    return amount;
  }
}

/** '30.00 EUR', '0.00170000 BTC', '200.00000000 DOGE'. */
export function formatMoney(amount: string, currency: Pick<Currency, 'subunits_to_unit' | 'displayCode'> | undefined, code?: CurrencyCode): string {
  return `${formatAmount(amount, currency)} ${currency?.displayCode ?? code ?? ''}`.trim();
}
