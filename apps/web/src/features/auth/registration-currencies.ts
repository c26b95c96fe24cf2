interface CurrencyOption {
  /** The code the server knows. */
  value: string;
  /** SPEC.md §3: DOG is displayed as DOGE and USDT is tagged '(Erc20)'. */
  label: string;
}

/** The currencies a new player may open their first wallet in, grouped as the currency dropdown is. */
export const registrationCurrencyGroups: readonly { label: string; currencies: readonly CurrencyOption[] }[] = [
  {
    label: 'Fiat',
    currencies: [
      { value: 'EUR', label: 'EUR' },
      { value: 'USD', label: 'USD' },
      { value: 'CAD', label: 'CAD' },
      { value: 'GBP', label: 'GBP' },
      { value: 'BRL', label: 'BRL' },
    ],
  },
  {
    label: 'Cryptocurrency',
    currencies: [
      { value: 'BTC', label: 'BTC' },
      { value: 'ETH', label: 'ETH' },
      { value: 'LTC', label: 'LTC' },
      { value: 'DOG', label: 'DOGE' },
      { value: 'USDT', label: 'USDT (Erc20)' },
      { value: 'TRX', label: 'TRX' },
    ],
  },
];
