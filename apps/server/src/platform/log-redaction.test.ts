import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, STUDIO_TOKEN_HEADER, studioPaths } from '@lodestar/contracts';
import { createTestApp, sessionCookieOf, tokenFromLink, validRegistration, type TestApp } from '../../test/test-app.ts';
import { REDACTED, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('replaces the values of secret-bearing query parameters and keeps the rest', () => {
    expect(redactUrl('/studio/dice/?token=abc.def&mode=real')).toBe(`/studio/dice/?token=${REDACTED}&mode=real`);
    expect(redactUrl('/?reset-password=s3cr3t')).toBe(`/?reset-password=${REDACTED}`);
    expect(redactUrl('https://casino.test/?confirm-email=s3cr3t#top')).toBe(`https://casino.test/?confirm-email=${REDACTED}`);
    expect(redactUrl('/games?category=slots&provider=all')).toBe('/games?category=slots&provider=all');
    expect(redactUrl('/x?access_token=1&API-KEY=2&%74oken=3')).toBe(`/x?access_token=${REDACTED}&API-KEY=${REDACTED}&%74oken=${REDACTED}`);
    expect(redactUrl('/no-query')).toBe('/no-query');
  });
});

describe('request log of a full account and game flow', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('carries no reset, confirm, launch or session token, cookie or authorization header', async () => {
    const email = `logged-${Date.now()}@example.com`;
    const secrets: string[] = [];

    const registration = await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: validRegistration(email) });
    expect(registration.statusCode).toBe(201);
    const registrationCookie = sessionCookieOf(registration);
    secrets.push(registrationCookie.split('=')[1]!);

    // The player clicks the emailed link (a page load with the token in its query), then the page confirms.
    const confirmToken = tokenFromLink((await t.waitForMails(email, 1))[0]!.text, 'confirm-email');
    secrets.push(confirmToken);
    await t.app.inject({ method: 'GET', url: `/?confirm-email=${encodeURIComponent(confirmToken)}` });
    expect((await t.app.inject({ method: 'POST', url: apiPaths.confirmEmail, payload: { token: confirmToken } })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email } })).statusCode).toBe(200);
    const resetToken = tokenFromLink((await t.waitForMails(email, 2))[0]!.text, 'reset-password');
    secrets.push(resetToken);
    await t.app.inject({ method: 'GET', url: `/?reset-password=${encodeURIComponent(resetToken)}` });
    const newPassword = 'logged flow password 7';
    const reset = await t.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      payload: { password: newPassword, confirmPassword: newPassword, token: resetToken },
    });
    expect(reset.statusCode).toBe(200);
    // A page that fails on the reset link reports its URL.
    const report = await t.app.inject({
      method: 'POST',
      url: apiPaths.errorLogger,
      payload: { message: 'boom', url: `${t.config.PUBLIC_URL}/?reset-password=${resetToken}`, userAgent: 'test' },
    });
    expect(report.statusCode).toBe(202);

    const signin = await t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email, password: newPassword } });
    expect(signin.statusCode).toBe(200);
    const cookie = sessionCookieOf(signin);
    secrets.push(cookie.split('=')[1]!);

    const launch = await t.app.inject({
      method: 'POST',
      url: apiPaths.launchGame,
      headers: { cookie, authorization: 'Bearer authorization-header-secret-1' },
      payload: { id: 'lodestar:dice', demo: true },
    });
    expect(launch.statusCode).toBe(200);
    const launchUrl = launch.json().url as string;
    const launchToken = new URL(launchUrl, t.config.PUBLIC_URL).searchParams.get('token')!;
    secrets.push(launchToken, 'authorization-header-secret-1');
    await t.app.inject({ method: 'GET', url: launchUrl });
    const session = await t.app.inject({ method: 'GET', url: studioPaths.session, headers: { [STUDIO_TOKEN_HEADER]: launchToken } });
    expect(session.statusCode).toBe(200);

    // Code that logs a request's headers or a body still leaves the secrets out.
    const headers = { cookie, authorization: 'Bearer authorization-header-secret-1', [STUDIO_TOKEN_HEADER]: launchToken };
    t.app.log.info({ req: { url: launchUrl, headers }, headers, body: { token: resetToken, password: newPassword } }, 'diagnostics');
    secrets.push(newPassword);

    const log = lines.join('');
    expect(log).toContain('/studio/');
    expect(log).toContain(`reset-password=${REDACTED}`);
    expect(log).toContain(`confirm-email=${REDACTED}`);
    expect(log).toContain('diagnostics');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });
});
