import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base58, bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { TEST_MNEMONIC, deriveDepositAddress, testAccountXpubs } from './address-derivation.ts';
import { addressChains, type AddressChain } from './crypto-currencies.ts';

/** BIP84 (bips repo, bip-0084.mediawiki, "Test vectors"): account 0 of the abandon…about mnemonic. */
const BIP84_ACCOUNT_ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

/**
 * First receive address (m/…/0/0) of TEST_MNEMONIC per chain.
 * - BTC: BIP84 test vectors (bip-0084.mediawiki), m/84'/0'/0'/0/0.
 * - ETH: m/44'/60'/0'/0/0, the first account of this mnemonic as widely published for Ethereum tooling.
 * - LTC m/84'/2'/0'/0/0, DOG m/44'/3'/0'/0/0, TRX m/44'/195'/0'/0/0: values listed by wallet test suites and
 *   the Ian Coleman BIP39 tool. Kept only because two independent routes reproduce them: the private derivation
 *   below, and (when these tests were written) a standalone pure-Python BIP32/secp256k1/keccak implementation.
 */
const firstReceiveAddress: Record<AddressChain, string> = {
  BTC: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  LTC: 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh',
  DOG: 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC',
  ETH: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  TRX: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
};

/** SLIP-132 version bytes wallets put on the same account key. */
const slip132Versions = { zpub: 0x04b24746, Ltub: 0x019da462, Mtub: 0x01b26ef6, dgub: 0x02facafd };

/**
 * A second, independent route to each address: full private derivation from the seed, the public key computed
 * from the private key, and hashing/encoding written out here rather than taken from address-encoding.ts.
 */
const seedRoot = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC));
const accountPath: Record<AddressChain, string> = {
  BTC: "m/84'/0'/0'",
  LTC: "m/84'/2'/0'",
  DOG: "m/44'/3'/0'",
  ETH: "m/44'/60'/0'",
  TRX: "m/44'/195'/0'",
};

function addressByPrivateDerivation(chain: AddressChain, index: number): string {
  const privateKey = seedRoot.derive(`${accountPath[chain]}/0/${index}`).privateKey!;
  const compressed = secp256k1.getPublicKey(privateKey, true);
  const keyHash = ripemd160(sha256(compressed));
  const accountId = keccak_256(secp256k1.getPublicKey(privateKey, false).slice(1)).slice(12);
  const base58WithChecksum = (version: number, payload: Uint8Array) => {
    const body = Uint8Array.from([version, ...payload]);
    return base58.encode(Uint8Array.from([...body, ...sha256(sha256(body)).slice(0, 4)]));
  };
  switch (chain) {
    case 'BTC':
      return bech32.encode('bc', [0, ...bech32.toWords(keyHash)]);
    case 'LTC':
      return bech32.encode('ltc', [0, ...bech32.toWords(keyHash)]);
    case 'DOG':
      return base58WithChecksum(0x1e, keyHash);
    case 'ETH': {
      const lowerHex = bytesToHex(accountId);
      const hashHex = bytesToHex(keccak_256(new TextEncoder().encode(lowerHex)));
      return `0x${[...lowerHex].map((c, i) => (parseInt(hashHex[i]!, 16) > 7 ? c.toUpperCase() : c)).join('')}`;
    }
    case 'TRX':
      return base58WithChecksum(0x41, accountId);
  }
}

function withVersion(extendedKey: string, version: number): string {
  const check = (bytes: Uint8Array) => sha256(sha256(bytes)).slice(0, 4);
  const body = base58.decode(extendedKey).slice(0, 78);
  new DataView(body.buffer).setUint32(0, version);
  return base58.encode(Uint8Array.from([...body, ...check(body)]));
}

describe('test mode account keys', () => {
  it('derives the BIP84 published account key for BTC', () => {
    const btcAccount = testAccountXpubs().BTC;
    expect(btcAccount.startsWith('xpub')).toBe(true);
    expect(withVersion(btcAccount, slip132Versions.zpub)).toBe(BIP84_ACCOUNT_ZPUB);
  });

  it('gives one distinct account key per chain', () => {
    const xpubs = testAccountXpubs();
    expect(Object.keys(xpubs).sort()).toEqual([...addressChains].sort());
    expect(new Set(Object.values(xpubs)).size).toBe(addressChains.length);
  });
});

describe('deriveDepositAddress', () => {
  it('derives the BIP84 published receive addresses from the published zpub alone', () => {
    expect(deriveDepositAddress('BTC', BIP84_ACCOUNT_ZPUB, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriveDepositAddress('BTC', BIP84_ACCOUNT_ZPUB, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it.each(addressChains)('derives the known first %s receive address of the test mnemonic', (chain) => {
    expect(deriveDepositAddress(chain, testAccountXpubs()[chain], 0)).toBe(firstReceiveAddress[chain]);
    expect(addressByPrivateDerivation(chain, 0)).toBe(firstReceiveAddress[chain]);
  });

  it.each(addressChains)('agrees with private derivation from the seed for %s at several indexes', (chain) => {
    for (const index of [0, 1, 2, 19, 1000, 2 ** 31 - 1]) {
      expect(deriveDepositAddress(chain, testAccountXpubs()[chain], index)).toBe(addressByPrivateDerivation(chain, index));
    }
  });

  it('gives USDT the Ethereum address, as an ERC-20 token lives at the holder’s Ethereum address', () => {
    expect(deriveDepositAddress('USDT', testAccountXpubs().ETH, 7)).toBe(deriveDepositAddress('ETH', testAccountXpubs().ETH, 7));
  });

  it('gives each index its own address', () => {
    const addresses = Array.from({ length: 50 }, (_, index) => deriveDepositAddress('LTC', testAccountXpubs().LTC, index));
    expect(new Set(addresses).size).toBe(50);
  });

  it('accepts the account key under any SLIP-132 prefix', () => {
    const expected = deriveDepositAddress('LTC', testAccountXpubs().LTC, 3);
    for (const version of Object.values(slip132Versions)) {
      expect(deriveDepositAddress('LTC', withVersion(testAccountXpubs().LTC, version), 3)).toBe(expected);
    }
    expect(deriveDepositAddress('DOG', withVersion(testAccountXpubs().DOG, slip132Versions.dgub), 0)).toBe(firstReceiveAddress.DOG);
  });

  it.each([-1, 1.5, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY])('refuses index %s', (index) => {
    expect(() => deriveDepositAddress('BTC', BIP84_ACCOUNT_ZPUB, index)).toThrow(RangeError);
  });

  it('refuses a private extended key, so none is ever configured on the server', () => {
    const accountXprv = seedRoot.derive(accountPath.BTC).privateExtendedKey;
    expect(() => deriveDepositAddress('BTC', accountXprv, 0)).toThrow('The account key is a private key');
  });

  it('refuses keys that are not at account depth', () => {
    const chainLevelKey = seedRoot.derive(`${accountPath.BTC}/0`).publicExtendedKey;
    expect(() => deriveDepositAddress('BTC', chainLevelKey, 0)).toThrow('account-level key');
    expect(() => deriveDepositAddress('BTC', seedRoot.publicExtendedKey, 0)).toThrow('account-level key');
  });

  it('refuses a mistyped key with a message that does not echo the key', () => {
    const mistyped = `${BIP84_ACCOUNT_ZPUB.slice(0, 20)}X${BIP84_ACCOUNT_ZPUB.slice(21)}`;
    const exactly = /^The account xpub is not a base58check extended key$/;
    expect(() => deriveDepositAddress('BTC', mistyped, 0)).toThrow(exactly);
    expect(() => deriveDepositAddress('BTC', '', 0)).toThrow(exactly);
  });
});
