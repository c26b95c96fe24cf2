import { describe, expect, it } from 'vitest';
import { createRecaptchaVerifier, disabledCaptcha } from './captcha.ts';
import { CaptchaFailed } from './domain-errors.ts';

/** Google's siteverify answer as it would come over the wire; the request it got is kept for inspection. */
function siteverifyAnswering(answer: object) {
  const requests: URLSearchParams[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    requests.push(init.body as URLSearchParams);
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, requests };
}

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

describe('reCAPTCHA v3 verification', () => {
  it('passes a good token for the right action and sends the secret and IP', async () => {
    const { fetchImpl, requests } = siteverifyAnswering({ success: true, score: 0.9, action: 'login' });
    await createRecaptchaVerifier('secret', 0.5, SITEVERIFY, fetchImpl).verify('token', 'login', '1.2.3.4');
    expect(Object.fromEntries(requests[0]!)).toEqual({ secret: 'secret', response: 'token', remoteip: '1.2.3.4' });
  });

  it.each([[{ success: true, score: 0.3, action: 'login' }], [{ success: true, score: 0.9, action: 'register' }], [{ success: false }]])(
    'refuses %j',
    async (answer) => {
      const { fetchImpl } = siteverifyAnswering(answer);
      await expect(createRecaptchaVerifier('secret', 0.5, SITEVERIFY, fetchImpl).verify('token', 'login', '1.2.3.4')).rejects.toBeInstanceOf(
        CaptchaFailed,
      );
    },
  );

  it('refuses a missing token without asking Google', async () => {
    const { fetchImpl, requests } = siteverifyAnswering({ success: true });
    await expect(createRecaptchaVerifier('secret', 0.5, SITEVERIFY, fetchImpl).verify(undefined, 'login', '1.2.3.4')).rejects.toBeInstanceOf(
      CaptchaFailed,
    );
    expect(requests).toHaveLength(0);
  });

  it('lets everything through when no keys are configured', async () => {
    await expect(disabledCaptcha.verify(undefined, 'register', '1.2.3.4')).resolves.toBeUndefined();
    expect(disabledCaptcha.enabled).toBe(false);
  });
});
