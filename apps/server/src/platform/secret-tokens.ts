import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token for a cookie or an emailed link: 256 bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of the token: a leaked table then opens no session and resets no password. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
