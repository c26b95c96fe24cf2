import { hexToBytes } from '@noble/hashes/utils.js';
import { bech32, bech32m } from '@scure/base';
import { base58check, mainnetPrefixes as prefixes, toEip55Address } from './address-encoding.ts';
import { chainOf, type CryptoCurrency } from './crypto-currencies.ts';

/** bech32's own ceiling and above any base58 or hex address; also bounds the work done on hostile input. */
const MAX_ADDRESS_LENGTH = 90;
/** Version byte + 20-byte hash (key hash, script hash or Tron account id). */
const BASE58_ADDRESS_LENGTH = 21;
const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Whether a payout to `address` can reach the player on the currency's mainnet. Strict on purpose: a testnet
 * address, a typo the checksum catches or another chain's address must be refused before money leaves.
 */
export function isValidWithdrawalAddress(currency: CryptoCurrency, address: string): boolean {
  if (address.length > MAX_ADDRESS_LENGTH) return false;
  switch (chainOf(currency)) {
    case 'BTC':
      return isSpendableSegwitAddress(prefixes.bitcoinBech32, address) || hasBase58Version(address, [prefixes.bitcoinP2pkh, prefixes.bitcoinP2sh]);
    case 'LTC':
      // Litecoin's P2SH prefix moved from Bitcoin's '3' to 'M'; older wallets still show the '3' form.
      return (
        isSpendableSegwitAddress(prefixes.litecoinBech32, address) ||
        hasBase58Version(address, [prefixes.litecoinP2pkh, prefixes.litecoinP2sh, prefixes.bitcoinP2sh])
      );
    case 'DOG':
      return hasBase58Version(address, [prefixes.dogecoinP2pkh, prefixes.dogecoinP2sh]);
    case 'ETH':
      return isEthereumAddress(address);
    case 'TRX':
      return hasBase58Version(address, [prefixes.tronAccount]);
  }
}

/**
 * Native SegWit (BIP173 bech32 for v0, BIP350 bech32m for v1+). Only programs that have a spending rule today are
 * accepted: v0 key hash (20 bytes) or script hash (32), and v1 Taproot keys (32). BIP350 can also encode other v1
 * lengths and v2–v16, but until a soft fork defines them anyone can spend what is sent there.
 */
function isSpendableSegwitAddress(hrp: string, address: string): boolean {
  const asBech32 = bech32.decodeUnsafe(address);
  if (asBech32) {
    const program = witnessProgram(asBech32.words);
    return asBech32.prefix === hrp && asBech32.words[0] === 0 && (program?.length === 20 || program?.length === 32);
  }
  const asBech32m = bech32m.decodeUnsafe(address);
  if (asBech32m) {
    return asBech32m.prefix === hrp && asBech32m.words[0] === 1 && witnessProgram(asBech32m.words)?.length === 32;
  }
  return false;
}

/** The bytes after the witness-version word; undefined when the 5-bit groups leave non-zero or excess padding. */
function witnessProgram(words: number[]): Uint8Array | undefined {
  return bech32.fromWordsUnsafe(words.slice(1)) ?? undefined;
}

function hasBase58Version(address: string, versions: readonly number[]): boolean {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return false;
  }
  return payload.length === BASE58_ADDRESS_LENGTH && versions.includes(payload[0]!);
}

/** EIP-55: single-case addresses carry no checksum and stay valid; a mixed-case one must match its checksum exactly. */
function isEthereumAddress(address: string): boolean {
  if (!ETHEREUM_ADDRESS.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toEip55Address(hexToBytes(hex.toLowerCase())) === address;
}
