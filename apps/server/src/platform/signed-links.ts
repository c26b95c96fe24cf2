import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for emailed links that act without a session (unsubscribe): `<subject>.<expires unix s>.<HMAC>`, the HMAC
 * over the purpose, subject and expiry, so a token made for one purpose never works for another.
 */
export interface SignedLinks {
  sign(purpose: string, subject: string, expiresAt: Date): string;
  /** The subject of a genuine, unexpired token made for this purpose. */
  verify(purpose: string, token: string, now: Date): { subject: string } | 'invalid' | 'expired';
}

export function createSignedLinks(secret: string): SignedLinks {
  const mac = (purpose: string, subject: string, expires: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${subject}\n${expires}`).digest();
  return {
    sign(purpose, subject, expiresAt) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return `${subject}.${expires}.${mac(purpose, subject, expires).toString('base64url')}`;
    },
    verify(purpose, token, now) {
      const [subject, expires, signature, ...extra] = token.split('.');
      if (!subject || !expires || !signature || extra.length > 0 || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = mac(purpose, subject, expires);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 <= now.getTime() ? 'expired' : { subject };
    },
  };
}
