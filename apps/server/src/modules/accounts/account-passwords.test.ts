import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages } from '@lodestar/contracts';
import { rateLimitRules } from '../../platform/rate-limiter.ts';
import { createTestApp, useTestApp, sessionCookieOf, validRegistration } from '../../../test/test-app.ts';
import { accountTokens, players } from './schema.ts';
import { accountsTestKit } from './accounts-test-kit.ts';

const t = useTestApp();
const { uniqueEmail, register, registered, signin, requestResetToken, playerCount } = accountsTestKit(t);

/** A new player changes their password to `newPassword` (confirmed); the answer and their credentials. */
async function changeFromRegistered(newPassword: string) {
  const { password, cookie, email } = await registered();
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.changePassword,
    headers: { cookie },
    payload: { oldPassword: password, newPassword, confirmPassword: newPassword },
  });
  return { password, email, response };
}

describe('password recovery', () => {
  it('answers the same for unknown and known emails, mailing only the known', async () => {
    const { email } = await registered();
    const unknown = uniqueEmail();
    for (const address of [email, unknown]) {
      const response = await t.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email: address } });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(messages.forgotPassword.sent);
    }
    expect((await t.waitForMails(email, 2)).map((mail) => mail.subject)).toContain('Reset your password — Lodestar Casino');
    expect(await t.mailsTo(unknown)).toHaveLength(0);
  });

  it('resets once with the emailed token, signs out every session, and refuses recent passwords', async () => {
    const { email, password, cookie } = await registered();
    const token = await requestResetToken(email);
    const reset = (newPassword: string, resetToken = token) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.resetPassword,
        payload: { password: newPassword, confirmPassword: newPassword, token: resetToken },
      });

    const reused = await reset(password);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.resetPassword.failure);

    // The refused attempt consumed nothing: the transaction rolled back, so the link still works.
    const done = await reset('second password 2');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(messages.resetPassword.success);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).statusCode).toBe(401);
    expect((await reset('third password 3')).json().message).toBe(messages.resetPassword.invalidToken);
    expect((await signin(email, password)).statusCode).toBe(401);
    expect((await signin(email, 'second password 2')).statusCode).toBe(200);
  });

  it('refuses any of the last five passwords but accepts the sixth oldest', async () => {
    const { email, password } = await registered();
    const history = [password, 'password two 2', 'password three 3', 'password four 4', 'password five 5'];
    const resetTo = async (newPassword: string) => {
      const token = await requestResetToken(email);
      return t.app.inject({ method: 'POST', url: apiPaths.resetPassword, payload: { password: newPassword, confirmPassword: newPassword, token } });
    };
    for (const next of history.slice(1)) expect((await resetTo(next)).statusCode).toBe(200);
    for (const previous of history) expect((await resetTo(previous)).statusCode).toBe(400);
    expect((await resetTo('password six 6')).statusCode).toBe(200);
    expect((await resetTo(password)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { email } = await registered();
    const token = await requestResetToken(email);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'reset-password'));
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      payload: { password: 'fresh password 1', confirmPassword: 'fresh password 1', token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.resetPassword.invalidToken);
  });

  it('refuses mismatched passwords with a field error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      payload: { password: 'fresh password 1', confirmPassword: 'other password 1', token: 'x'.repeat(43) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.confirmPassword).toEqual([messages.resetPassword.mismatch]);
  });
});

describe('common breached passwords', () => {
  const tooCommon = (field: string) => ({
    message: messages.field.passwordTooCommon,
    code: 'PASSWORD_TOO_COMMON',
    fieldErrors: { [field]: [messages.field.passwordTooCommon] },
  });

  it('refuses one at registration, as a field error on password, and writes nothing', async () => {
    const before = await playerCount();
    for (const password of ['12345678', 'password', 'Password1']) {
      const { response } = await register(undefined, { password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(tooCommon('password'));
    }
    expect(await playerCount()).toBe(before);
  });

  it('refuses one on reset without using up the link', async () => {
    const { email } = await registered();
    const token = await requestResetToken(email);
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: apiPaths.resetPassword, payload: { password, confirmPassword: password, token } });
    const common = await reset('qwerty123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(tooCommon('password'));
    expect((await reset('an uncommon passphrase 4')).statusCode).toBe(200);
  });

  it('refuses one on change and keeps the old password', async () => {
    const { password, email, response } = await changeFromRegistered('iloveyou');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooCommon('newPassword'));
    expect((await signin(email, password)).statusCode).toBe(200);
  });
});

describe('password strength (zxcvbn-ts score of 3 or more)', () => {
  const tooWeak = async (response: { statusCode: number; json: () => unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string; fieldErrors: Record<string, string[]> };
    expect(body.code).toBe(errorCodes.passwordTooWeak);
    // The refusal, then zxcvbn's advice, as the form shows it under the field.
    expect(body.message.startsWith(`${messages.field.passwordTooWeak} `)).toBe(true);
    expect(body.fieldErrors).toEqual({ [field]: [body.message] });
  };

  it('refuses aaaaaaaa and Password1! at registration, with the advice, and writes nothing', async () => {
    const before = await playerCount();
    for (const password of ['aaaaaaaa', 'Password1!']) {
      const { response } = await register(undefined, { password });
      await tooWeak(response, 'password');
    }
    const { response } = await register(undefined, { password: 'aaaaaaaa' });
    expect(response.json().message).toContain('Repeated characters like "aaa" are easy to guess.');
    expect(await playerCount()).toBe(before);
  });

  it("refuses a password built from the player's own email", async () => {
    const email = `zephyrine.quill${Date.now()}@example.com`;
    const { response } = await register(email, { password: email.split('@')[0] });
    await tooWeak(response, 'password');
  });

  it('refuses a weak one on reset without using up the link', async () => {
    const { email } = await registered();
    const token = await requestResetToken(email);
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: apiPaths.resetPassword, payload: { password, confirmPassword: password, token } });
    await tooWeak(await reset('Password1!'), 'password');
    expect((await reset('an uncommon passphrase 4')).statusCode).toBe(200);
  });

  it('refuses a weak one on change and keeps the old password', async () => {
    const { password, email, response } = await changeFromRegistered('aaaaaaaa');
    await tooWeak(response, 'newPassword');
    expect((await signin(email, password)).statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { email, password, cookie } = await registered();
    const other = sessionCookieOf(await signin(email, password));
    const change = (oldPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.changePassword,
        headers: { cookie },
        payload: { oldPassword, newPassword, confirmPassword: newPassword },
      });
    const wrong = await change('not my password', 'changed password 1');
    expect(wrong.statusCode).toBe(400);
    // Answered under the field the player got wrong, as the change-password form shows it.
    expect(wrong.json().fieldErrors).toEqual({ oldPassword: [messages.changePassword.wrongOldPassword] });
    expect((await change(password, password)).json().message).toBe(messages.resetPassword.failure);
    const ok = await change(password, 'changed password 1');
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie: other } })).statusCode).toBe(401);
    expect((await signin(email, 'changed password 1')).statusCode).toBe(200);
  });
});

describe('reCAPTCHA', () => {
  // Sign-in asks for one only of a new device to an account that had failures: account-security.test.ts.
  it('refuses registration and reset without a token once keys are configured, writing nothing', async () => {
    const guarded = await createTestApp({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key' });
    try {
      const calls = [
        { url: apiPaths.registration, payload: validRegistration('captcha@example.com') },
        { url: apiPaths.resetPassword, payload: { password: 'new password 1', confirmPassword: 'new password 1', token: 'x'.repeat(43) } },
      ];
      for (const call of calls) {
        const response = await guarded.app.inject({ method: 'POST', ...call });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: messages.captcha.failed, code: 'CAPTCHA_FAILED' });
      }
      const rows = await guarded.database.db.select({ n: sql<number>`count(*)::int` }).from(players);
      expect(rows[0]!.n).toBe(0);
      const site = await guarded.app.inject({ method: 'GET', url: apiPaths.siteConfiguration });
      expect(site.json().recaptchaSiteKey).toBe('site-key');
    } finally {
      await guarded.close();
    }
  });
});

describe('request hygiene', () => {
  it('refuses a state-changing call from a foreign origin', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: apiPaths.signin,
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.com', password: 'whatever1' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FOREIGN_ORIGIN');
    const crossSite = await t.app.inject({ method: 'DELETE', url: apiPaths.signout, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: apiPaths.validateEmail,
      headers: { origin: t.config.PUBLIC_URL },
      payload: { email: 'a@example.com' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('answers 413 to an oversize body and 400 to malformed JSON', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: apiPaths.signin,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(messages.http.payloadTooLarge);
    const malformed = await t.app.inject({
      method: 'POST',
      url: apiPaths.signin,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('at ');
  });

  it('rate-limits password recovery per email and per IP with 429', async () => {
    const limited = await createTestApp({}, { rateLimits: rateLimitRules });
    try {
      const forgot = (email: string, remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email }, remoteAddress }).then((r) => r.statusCode);
      const perEmail: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) perEmail.push(await forgot('same@example.com', `10.0.0.${attempt}`));
      expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
      const perIp: number[] = [];
      for (let attempt = 0; attempt < 21; attempt++) perIp.push(await forgot(`p${attempt}@example.com`, '10.0.1.1'));
      expect(perIp.filter((status) => status === 429)).toHaveLength(1);
      expect(perIp.at(-1)).toBe(429);
      const response = await limited.app.inject({
        method: 'POST',
        url: apiPaths.forgotPassword,
        payload: { email: 'x@example.com' },
        remoteAddress: '10.0.1.1',
      });
      expect(response.json().message).toBe(messages.http.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});
