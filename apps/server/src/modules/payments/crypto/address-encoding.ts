import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { bech32, createBase58check } from '@scure/base';

/**
 * Mainnet address prefixes, from each chain's own parameters (Bitcoin Core, Litecoin Core and Dogecoin Core
 * chainparams.cpp; Tron's 0x41 account prefix). Derivation and validation share them so they cannot drift apart.
 */
export const mainnetPrefixes = {
  bitcoinBech32: 'bc',
  bitcoinP2pkh: 0x00,
  bitcoinP2sh: 0x05,
  litecoinBech32: 'ltc',
  litecoinP2pkh: 0x30,
  litecoinP2sh: 0x32,
  dogecoinP2pkh: 0x1e,
  dogecoinP2sh: 0x16,
  tronAccount: 0x41,
} as const;

/** Base58 with the 4-byte double-SHA-256 checksum, used by Bitcoin, its forks and Tron alike. */
export const base58check = createBase58check(sha256);

export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));

/** A base58check address: one version byte, then the 20-byte key or script hash. */
export function encodeBase58Address(version: number, payload: Uint8Array): string {
  return base58check.encode(concatBytes(Uint8Array.of(version), payload));
}

/** Native SegWit version 0 pay-to-public-key-hash (BIP141/BIP173). */
export function encodeP2wpkhAddress(hrp: string, compressedPublicKey: Uint8Array): string {
  const witnessVersion = 0;
  return bech32.encode(hrp, [witnessVersion, ...bech32.toWords(hash160(compressedPublicKey))]);
}

/**
 * The 20-byte account id Ethereum and Tron share: the last 20 bytes of keccak-256 over the uncompressed point,
 * without its 0x04 tag. BIP32 hands out compressed keys, hence the decompression.
 */
export function keccakAccountId(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(-20);
}

/** EIP-55: a hex letter is upper-case exactly when the matching nibble of keccak-256(lower-case hex) is 8 or more. */
export function toEip55Address(accountId: Uint8Array): string {
  const lowerHex = bytesToHex(accountId);
  const hashHex = bytesToHex(keccak_256(utf8ToBytes(lowerHex)));
  const checksummed = [...lowerHex].map((char, i) => (Number.parseInt(hashHex[i]!, 16) >= 8 ? char.toUpperCase() : char));
  return `0x${checksummed.join('')}`;
}
