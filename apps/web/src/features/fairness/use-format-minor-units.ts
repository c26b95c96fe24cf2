import { formatMinorUnits, type CurrencyCode } from '@lodestar/contracts';
import { useCurrencies } from '@/lib/wallet-queries';
import { findCurrency } from '@/lib/currency-format';

/** Minor units as the player reads them ('250' EUR → '2.50 EUR'); the raw units until the currency list has loaded. */
export function useFormatMinorUnits(): (minor: string, code: CurrencyCode) => string {
  const currencies = useCurrencies();
  return (minor, code) => {
    const currency = findCurrency(currencies.data, code);
    if (!currency) return `${minor} ${code} minor units`;
    return `${formatMinorUnits(BigInt(minor), currency.subunits_to_unit)} ${currency.displayCode}`;
  };
}
