import type { Currency } from '@lodestar/contracts';
import { currencyIconPath } from '@/lib/currency-format';
import './currency-icon.css';

interface CurrencyIconProps {
  currency: Pick<Currency, 'code' | 'type'>;
  size?: number;
}

/** Decorative: the currency's code is always written next to it. */
export function CurrencyIcon({ currency, size = 24 }: CurrencyIconProps) {
  return <img className="currency-icon" src={currencyIconPath(currency)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
