import type { Currency, CurrencyCode } from '@lodestar/contracts';
import { currencyLabel, findCurrency, groupByCurrencyType, type CurrencyGroupLabel } from '@/lib/currency-format';

interface CurrencyOptionsProps {
  /** The codes to offer, in order: the player's wallets, or the whole catalogue. */
  codes: readonly CurrencyCode[];
  currencies: readonly Currency[] | undefined;
  order?: readonly CurrencyGroupLabel[];
}

/**
 * The <option>s of a currency <select>, grouped 'Cryptocurrency' / 'Fiat' and labelled as everywhere else
 * (DOGE, 'USDT (Erc20)'); the value is the code the server knows (DOG).
 */
export function CurrencyOptions({ codes, currencies, order }: CurrencyOptionsProps) {
  return groupByCurrencyType(codes, (code) => findCurrency(currencies, code)?.type, order).map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.items.map((code) => {
        const currency = findCurrency(currencies, code);
        return (
          <option key={code} value={code}>
            {currency ? currencyLabel(currency) : code}
          </option>
        );
      })}
    </optgroup>
  ));
}
