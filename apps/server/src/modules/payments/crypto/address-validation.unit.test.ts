import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { isValidWithdrawalAddress } from './address-validation.ts';
import type { CryptoCurrency } from './crypto-currencies.ts';

/**
 * Where the literals come from:
 * - BIP173 = bips repo, bip-0173.mediawiki test vectors and examples; BIP350 = bip-0350.mediawiki test vectors.
 * - 1A1zP1… is the Bitcoin genesis block's address; 3J98t1… (P2SH), mipcBb… and 2MzQwS… (testnet) are the
 *   examples of the bitcoin.it "List of address prefixes" page.
 * - Litecoin Core src/test/data/key_io_valid.json; Dogecoin Core src/test/data/base58_keys_valid.json and
 *   src/test/key_tests.cpp.
 * - First receive addresses of the BIP39 abandon…about mnemonic (see address-derivation.unit.test.ts).
 * - TR7NHq… is the USDT TRC-20 contract account on Tron mainnet.
 * - EIP-55 (eips repo, eip-55.md) example checksummed addresses.
 * When these tests were written, every base58 and bech32 literal's checksum, version byte and witness program
 * was also re-checked with a standalone pure-Python decoder.
 */
const valid: Record<CryptoCurrency, string[]> = {
  BTC: [
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // BIP173 P2WPKH
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // BIP173: upper case is the same address
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // BIP173 P2WSH
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // BIP350 Taproot (v1, 32 bytes)
    'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', // BIP84 first receive address
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
  ],
  LTC: [
    'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', // BIP84 first receive address, m/84'/2'/0'/0/0
    'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez', // BIP44 first receive address, m/44'/2'/0'/0/0
    'LT2KVaAy1ppRuxRgrS5RNU3vBsy7RibPeA', // key_io_valid.json P2PKH
    'MHrYRxAiMNBTku3eoDHwhA1LQGDjUStZW2', // key_io_valid.json P2SH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // the legacy P2SH prefix Litecoin shares with Bitcoin
  ],
  DOG: [
    'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', // BIP44 first receive address, m/44'/3'/0'/0/0
    'DD4KSSuBJqcjuTcvUg1CgUKeurPUFeEZkE', // base58_keys_valid.json P2PKH
    'DSpgzjPyfQB6ZzeSbMWpaZiTTxGf2oBCs4', // key_tests.cpp addr1
    'A7HRQk3GFCW2QasvdZxXuYj8kkQK5QrYLs', // base58_keys_valid.json P2SH, 'A…'
    '9zYnVRaekPtdKBYuPw5QiBtv3NNrzD2LLW', // base58_keys_valid.json P2SH, '9…'
  ],
  ETH: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // EIP-55
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', // EIP-55
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', // EIP-55
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', // EIP-55
    '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', // BIP44 first account, m/44'/60'/0'/0/0
    '0x52908400098527886E0F7030069857D2E4169EE7', // EIP-55 "all caps"
    '0xde709f2102306220921060314715629080e2fb77', // EIP-55 "all lower"
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', // a lower-cased EIP-55 example: single case carries no checksum
    '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', // and upper-cased
  ],
  USDT: ['0x9858EfFD232B4033E47d90003D41EC34EcaEda94', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  TRX: [
    'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', // BIP44 first receive address, m/44'/195'/0'/0/0
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // USDT contract account
  ],
};

const invalid: Record<CryptoCurrency, string[]> = {
  BTC: [
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // BIP173 testnet P2WPKH
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // BIP173 P2WPKH, last character changed
    'bc1qw508d6qejtdg4y5r3zarvary0c5xw7kv8f3t4', // BIP173 P2WPKH with one character dropped
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // BIP350: v1 with a bech32 checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // BIP350: v0 with a bech32m checksum
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', // BIP350: v16 with a bech32 checksum
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', // BIP350: 'o' is not in the alphabet
    'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', // BIP350: witness version 17
    'bc1pw5dgrnzv', // BIP350: 1-byte program
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', // BIP350: 41-byte program
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // BIP350: v0 with a 16-byte program
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', // BIP350: mixed case
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // BIP350: unknown human-readable part
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', // BIP173/BIP350 testnet P2WSH
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', // BIP350 testnet Taproot
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', // BIP350: more than 4 padding bits
    'bc1gmk9yu', // BIP350: empty data part
    // Valid BIP350 encodings of programs no soft fork has given a meaning yet: anyone could take the coins.
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', // v1, 40 bytes
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', // v2
    'BC1SW50QGDZ25J', // v16
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // testnet P2PKH
    '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', // testnet P2SH
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // genesis, last character changed
    'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', // Litecoin
    'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez', // Litecoin
    'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', // Dogecoin
  ],
  LTC: [
    'tltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', // testnet prefix
    'mwXn5Vhicdav8Av3KMokx4YNuHoGRKxtWs', // key_io_valid.json testnet P2PKH
    'QXaUgLHkZcbJb2j5XgMYzY8cF9YM48Y81Z', // key_io_valid.json testnet P2SH
    'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', // Bitcoin
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // Bitcoin P2PKH
    'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', // Dogecoin
  ],
  DOG: [
    'nhRsrUaxZou6sewjqaS37cJrMRJRgwVXdk', // base58_keys_valid.json testnet P2PKH
    '2MsvyG12kxxipe276Au4zKqvd2xdrBuHWb3', // base58_keys_valid.json testnet P2SH
    'DRjyUS2uuieEPkhZNdQz8hE5YycxVEqSXA', // key_tests.cpp strAddressBad: broken checksum
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // Bitcoin
    'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez', // Litecoin
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // Bitcoin P2SH
  ],
  ETH: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // EIP-55 example with the last letter's case flipped
    '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // and the first letter's
    '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // no 0x
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // upper-case X
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', // 19 bytes
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00', // 21 bytes
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg', // not hex
    'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', // Tron
  ],
  USDT: ['0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  TRX: [
    'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdh', // last character's case changed
    '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', // Ethereum
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // Bitcoin
    'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', // Dogecoin
  ],
};

const currencies = Object.keys(valid) as CryptoCurrency[];
const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const bech32Alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Every single-character substitution within the address's own alphabet, past any fixed prefix. */
function singleCharacterTypos(address: string): string[] {
  const lower = address.toLowerCase();
  const [alphabet, firstEditable] = lower.startsWith('0x')
    ? ['0123456789abcdef', 2]
    : /^(bc|ltc)1/.test(lower)
      ? [bech32Alphabet, lower.indexOf('1') + 1]
      : [base58Alphabet, 0];
  const caseSensitive = alphabet === base58Alphabet;
  const typos: string[] = [];
  for (let i = firstEditable; i < address.length; i++) {
    const char = caseSensitive ? address[i]! : address[i]!.toLowerCase();
    const replacement = alphabet[(alphabet.indexOf(char) + 1) % alphabet.length]!;
    typos.push(`${address.slice(0, i)}${replacement}${address.slice(i + 1)}`);
  }
  return typos;
}

describe('isValidWithdrawalAddress', () => {
  describe.each(currencies)('%s', (currency) => {
    it.each(valid[currency])('accepts %s', (address) => {
      expect(isValidWithdrawalAddress(currency, address)).toBe(true);
    });

    it.each(invalid[currency])('refuses %s', (address) => {
      expect(isValidWithdrawalAddress(currency, address)).toBe(false);
    });

    it('refuses whitespace around an address and the empty string', () => {
      const address = valid[currency][0]!;
      for (const padded of [` ${address}`, `${address} `, `${address}\n`, `\t${address}`]) {
        expect(isValidWithdrawalAddress(currency, padded)).toBe(false);
      }
      expect(isValidWithdrawalAddress(currency, '')).toBe(false);
    });
  });

  it.each([
    ['BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['LTC', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh'],
    ['LTC', 'MHrYRxAiMNBTku3eoDHwhA1LQGDjUStZW2'],
    ['DOG', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC'],
    ['TRX', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'],
    ['ETH', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
  ] as const)('refuses every one-character typo of the %s address %s', (currency, address) => {
    const typos = singleCharacterTypos(address);
    expect(typos.length).toBeGreaterThan(20);
    expect(typos.filter((typo) => isValidWithdrawalAddress(currency, typo))).toEqual([]);
  });

  it.each([
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['LTC', 'MHrYRxAiMNBTku3eoDHwhA1LQGDjUStZW2'],
    ['DOG', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC'],
    ['TRX', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'],
  ] as const)('refuses a %s base58check payload one byte short or long, though its checksum is right', (currency, address) => {
    const base58check = createBase58check(sha256);
    const payload = base58check.decode(address);
    const oneShort = base58check.encode(payload.slice(0, -1));
    const oneLong = base58check.encode(Uint8Array.from([...payload, 0]));
    expect(isValidWithdrawalAddress(currency, oneShort)).toBe(false);
    expect(isValidWithdrawalAddress(currency, oneLong)).toBe(false);
  });

  it('refuses over-long input', () => {
    expect(isValidWithdrawalAddress('BTC', `bc1${'q'.repeat(10_000)}`)).toBe(false);
    expect(isValidWithdrawalAddress('DOG', 'D'.repeat(10_000))).toBe(false);
  });
});
