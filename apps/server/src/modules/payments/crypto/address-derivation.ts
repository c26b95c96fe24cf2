import { mnemonicToSeedSync } from '@scure/bip39';
import { HARDENED_OFFSET, HDKey } from '@scure/bip32';
import {
  base58check,
  encodeBase58Address,
  encodeP2wpkhAddress,
  hash160,
  keccakAccountId,
  mainnetPrefixes,
  toEip55Address,
} from './address-encoding.ts';
import { chainOf, type AddressChain, type CryptoCurrency } from './crypto-currencies.ts';

/**
 * The BIP39 test mnemonic. With no xpub configured the site runs in test mode on these keys: anyone can spend
 * what is sent to them, which is exactly why the site has to say it is in test mode.
 */
export const TEST_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** BIP84 accounts for the SegWit chains, BIP44 for the rest; ETH and USDT share coin type 60. */
const testAccountPaths: Record<AddressChain, string> = {
  BTC: "m/84'/0'/0'",
  LTC: "m/84'/2'/0'",
  DOG: "m/44'/3'/0'",
  ETH: "m/44'/60'/0'",
  TRX: "m/44'/195'/0'",
};

const STANDARD_XPUB_VERSION = Uint8Array.of(0x04, 0x88, 0xb2, 0x1e);
/** BIP32 serialization: version(4) depth(1) parent fingerprint(4) child number(4) chain code(32) key(33). */
const SERIALIZED_KEY_LENGTH = 78;
const DEPTH_OFFSET = 4;
const KEY_DATA_OFFSET = 45;
/** m / purpose' / coin_type' / account' */
const ACCOUNT_DEPTH = 3;
/** BIP44 chain 0 receives, chain 1 is change; deposit addresses are receiving addresses. */
const EXTERNAL_CHAIN = 0;

let cachedTestAccountXpubs: Readonly<Record<AddressChain, string>> | undefined;

/** Account xpubs of TEST_MNEMONIC, in standard xpub encoding. Computed once: the BIP39 seed stretch is slow. */
export function testAccountXpubs(): Readonly<Record<AddressChain, string>> {
  if (!cachedTestAccountXpubs) {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC));
    const entries = Object.entries(testAccountPaths).map(([chain, path]) => [chain, root.derive(path).publicExtendedKey]);
    cachedTestAccountXpubs = Object.freeze(Object.fromEntries(entries) as Record<AddressChain, string>);
  }
  return cachedTestAccountXpubs;
}

/**
 * The deposit address m/…/0/index under the operator's account key. Public derivation only: the server never holds
 * a private key. USDT yields the same address as ETH, since the caller gives it the Ethereum account key.
 */
export function deriveDepositAddress(currency: CryptoCurrency, accountXpub: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= HARDENED_OFFSET) {
    throw new RangeError(`Deposit address index must be an integer from 0 to ${HARDENED_OFFSET - 1}, got ${index}`);
  }
  const publicKey = parseAccountKey(accountXpub).deriveChild(EXTERNAL_CHAIN).deriveChild(index).publicKey;
  if (!publicKey) throw new Error('BIP32 derivation produced no public key');
  return addressOf(chainOf(currency), publicKey);
}

function addressOf(chain: AddressChain, compressedPublicKey: Uint8Array): string {
  switch (chain) {
    case 'BTC':
      return encodeP2wpkhAddress(mainnetPrefixes.bitcoinBech32, compressedPublicKey);
    case 'LTC':
      return encodeP2wpkhAddress(mainnetPrefixes.litecoinBech32, compressedPublicKey);
    case 'DOG':
      return encodeBase58Address(mainnetPrefixes.dogecoinP2pkh, hash160(compressedPublicKey));
    case 'ETH':
      return toEip55Address(keccakAccountId(compressedPublicKey));
    case 'TRX':
      return encodeBase58Address(mainnetPrefixes.tronAccount, keccakAccountId(compressedPublicKey));
  }
}

/**
 * Wallets export the same account key under SLIP-132 prefixes that only hint at the script type (zpub, Ltub, Mtub,
 * dgub…). The key material is what matters, so the version bytes are replaced by the standard xpub ones before
 * parsing. Errors never echo the key: an xpub reveals every address and balance of the operator's wallet.
 */
function parseAccountKey(accountXpub: string): HDKey {
  let serialized: Uint8Array;
  try {
    serialized = base58check.decode(accountXpub);
  } catch {
    throw new Error('The account xpub is not a base58check extended key');
  }
  if (serialized.length !== SERIALIZED_KEY_LENGTH) throw new Error('The account xpub is not a BIP32 extended key');
  if (serialized[KEY_DATA_OFFSET] === 0x00) {
    throw new Error('The account key is a private key; configure the account extended public key instead');
  }
  // A key from another level would yield addresses the operator's wallet never scans, stranding the deposits.
  if (serialized[DEPTH_OFFSET] !== ACCOUNT_DEPTH) {
    throw new Error(`The account xpub must be an account-level key (depth ${ACCOUNT_DEPTH}, m/purpose'/coin'/account')`);
  }
  const normalized = Uint8Array.from(serialized);
  normalized.set(STANDARD_XPUB_VERSION, 0);
  return HDKey.fromExtendedKey(base58check.encode(normalized));
}
