import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CaptchaAction } from '@lodestar/contracts';

const HUMAN_TOKEN_PREFIX = 'token-of-a-person:';

/** The token a person's browser gets for an action (the e2e page's stand-in for Google's script makes the same). */
export const humanCaptchaToken = (action: CaptchaAction) => `${HUMAN_TOKEN_PREFIX}${action}`;

export interface SiteverifyDouble {
  /** For RECAPTCHA_VERIFY_URL. */
  url: string;
  /** The tokens it was asked about, in order. */
  verified: string[];
  close(): Promise<void>;
}

/**
 * Google's reCAPTCHA siteverify, on loopback, as its documentation describes it: a form-encoded POST of secret,
 * response and remoteip, answered with success, score and the action the token was made for. A humanCaptchaToken
 * scores 0.9; any other token is refused, as Google refuses an invalid or replayed one.
 */
export async function startSiteverifyDouble(): Promise<SiteverifyDouble> {
  const verified: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const token = new URLSearchParams(body).get('response') ?? '';
      verified.push(token);
      const answer = token.startsWith(HUMAN_TOKEN_PREFIX)
        ? { success: true, score: 0.9, action: token.slice(HUMAN_TOKEN_PREFIX.length) }
        : { success: false, 'error-codes': ['invalid-input-response'] };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    verified,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
