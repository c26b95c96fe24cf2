import { CaptchaFailed } from './domain-errors.ts';
import { messages, type CaptchaAction } from '@lodestar/contracts';

export interface CaptchaVerifier {
  readonly enabled: boolean;
  /** Throws CaptchaFailed unless the token is valid for the action with a good enough score. */
  verify(token: string | undefined, action: CaptchaAction, ip: string): Promise<void>;
}

interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
}

/** reCAPTCHA v3, verified on the server with the secret at `verifyUrl` (Google's siteverify). */
export function createRecaptchaVerifier(secret: string, minScore: number, verifyUrl: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    enabled: true,
    async verify(token, action, ip) {
      if (!token) throw new CaptchaFailed(messages.captcha.failed);
      const response = await fetchImpl(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      });
      const answer = (await response.json()) as SiteverifyAnswer;
      const passed = answer.success && answer.action === action && (answer.score ?? 0) >= minScore;
      if (!passed) throw new CaptchaFailed(messages.captcha.failed);
    },
  };
}

/** With no keys configured (the local default) there is nothing to verify against. */
export const disabledCaptcha: CaptchaVerifier = {
  enabled: false,
  async verify() {},
};
