import type { CurrencyCode } from '@lodestar/contracts';

/** Wallet currencies that are paid in and out on a blockchain rather than through a card or bank gateway. */
export const cryptoCurrencies = ['BTC', 'LTC', 'DOG', 'ETH', 'USDT', 'TRX'] as const satisfies readonly CurrencyCode[];
export type CryptoCurrency = (typeof cryptoCurrencies)[number];

/**
 * Chains that each have their own account key and address format. USDT is the ERC-20 token, so it has no chain of
 * its own: a player's USDT and ETH deposits arrive at the same Ethereum address.
 */
export const addressChains = ['BTC', 'LTC', 'DOG', 'ETH', 'TRX'] as const;
export type AddressChain = (typeof addressChains)[number];

export function chainOf(currency: CryptoCurrency): AddressChain {
  return currency === 'USDT' ? 'ETH' : currency;
}
