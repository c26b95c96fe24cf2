import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@lodestar/contracts';

// The algorithm is otpauth's (RFC 6238); this file only fixes our parameters and the recovery code format.

/** 160 random bits, as RFC 4226 recommends for SHA-1, in the base32 that authenticator apps accept. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app scans from the QR code. */
export function totpUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/**
 * The 30-second step the code belongs to, or undefined when it matches none. One step either side of `at` is
 * accepted, so a phone clock a little off still works.
 */
export function stepOfCode(secret: string, code: string, at: Date): number | undefined {
  const totp = totpOf(secret, '');
  const timestamp = at.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten codes like "k3x7p-2mq9a": 50 random bits each, easy to copy by hand, matching the contract's pattern. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** Recovery codes are compared without their dash, so "k3x7p2mq9a" works as well. */
export function normalizeRecoveryCode(code: string): string {
  return code.replaceAll('-', '');
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
