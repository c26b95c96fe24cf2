import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@lodestar/contracts';
import { rateLimitRules } from '../../platform/rate-limiter.ts';
import { createTestApp, useTestApp, sessionCookieOf, tokenFromLink, validRegistration, type TestApp } from '../../../test/test-app.ts';
import { accountTokens, players, sessions } from './schema.ts';

const t = useTestApp();

let counter = 0;
const uniqueEmail = () => `player${++counter}-${Date.now()}@example.com`;

async function register(email = uniqueEmail(), overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: { ...validRegistration(email), ...overrides } });
  return { response, email };
}

async function registered(email = uniqueEmail()) {
  const { response } = await register(email);
  expect(response.statusCode).toBe(201);
  return { email, cookie: sessionCookieOf(response), password: validRegistration(email).password };
}

const signin = (email: string, password: string) => t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email, password } });

/** Asks for a reset link and returns its token, once the mail (sent off the request path) has arrived. */
async function requestResetToken(email: string, app: TestApp = t): Promise<string> {
  const before = (await app.mailsTo(email)).length;
  const response = await app.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email } });
  expect(response.statusCode).toBe(200);
  const mails = await app.waitForMails(email, before + 1);
  expect(mails).toHaveLength(before + 1);
  return tokenFromLink(mails[0]!.text, 'reset-password');
}

const playerCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(players))[0]!.n;

describe('registration', () => {
  it('creates the player, signs them in and mails a confirmation link', async () => {
    const { response, email } = await register(undefined, { currency: 'BTC', registrationCode: 'WELCOME', clickId: 'ad-42' });
    expect(response.statusCode).toBe(201);
    const cookie = sessionCookieOf(response);
    expect(response.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const profile = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, confirmed: false, firstName: 'Ada', lastName: 'Lovelace', currency: 'BTC' });

    const [row] = await t.database.db.select().from(players).where(eq(players.email, email));
    expect(row).toMatchObject({ registrationCode: 'WELCOME', clickId: 'ad-42', language: 'en' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toContain('Confirm your email');
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/?confirm-email=`);
  });

  it('takes click_id from the cookie when the form sends none', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.registration,
      payload: validRegistration(email),
      cookies: { click_id: 'cookie-click' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(players).where(eq(players.email, email));
    expect(row?.clickId).toBe('cookie-click');
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    const { email } = await registered();
    const before = await playerCount();
    const { response } = await register(email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.register.duplicateEmail);
    expect(await playerCount()).toBe(before);
  });

  it('refuses a blocklisted domain with the support message and writes nothing', async () => {
    const before = await playerCount();
    const { response } = await register(`someone@${t.config.BLOCKED_EMAIL_DOMAINS[0]}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.register.blocklistedDomain, code: 'EMAIL_DOMAIN_BLOCKED' });
    expect(await playerCount()).toBe(before);
  });

  it('refuses a disposable mailbox with its status in the message', async () => {
    const { response } = await register('someone@mailinator.com');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your email seems to be disposable, Please try another email!');
  });

  it('answers 400 with the field messages of SPEC.md §5 and writes nothing', async () => {
    const before = await playerCount();
    const { response } = await register(undefined, { fullName: 'Al', password: 'short', terms: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      fullName: [messages.register.fullNameLength],
      password: [messages.field.passwordTooShort],
      terms: [messages.register.termsRequired],
    });
    const oneWord = await register(undefined, { fullName: 'Madonna' });
    expect(oneWord.response.json().fieldErrors.fullName).toEqual([messages.register.fullNameTwoWords]);
    const tooLong = await register(undefined, { fullName: `A ${'b'.repeat(49)}` });
    expect(tooLong.response.json().fieldErrors.fullName).toEqual([messages.register.fullNameLength]);
    expect(await playerCount()).toBe(before);
  });

  it('classifies emails for registration/validate', async () => {
    const status = async (email: string) =>
      (await t.app.inject({ method: 'POST', url: apiPaths.validateEmail, payload: { email } })).json().email_status;
    expect(await status('ada@example.com')).toBe('VALID');
    expect(await status('not-an-email')).toBe('INVALID');
    expect(await status(`x@${t.config.BLOCKED_EMAIL_DOMAINS[1]}`)).toBe('BLOCKED');
    expect(await status('x@mailinator.com')).toBe('DISPOSABLE');
  });
});

describe('email confirmation', () => {
  it('confirms with the emailed token once', async () => {
    const { email, cookie } = await registered();
    const token = tokenFromLink((await t.mailsTo(email))[0]!.text, 'confirm-email');
    const confirm = () => t.app.inject({ method: 'POST', url: apiPaths.confirmEmail, payload: { token } });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(messages.confirmEmail.success);
    const profile = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } });
    expect(profile.json().confirmed).toBe(true);
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.confirmEmail.invalidToken);
  });

  it('resends a fresh link that retires the old one, and refuses once confirmed', async () => {
    const { email, cookie } = await registered();
    const oldToken = tokenFromLink((await t.mailsTo(email))[0]!.text, 'confirm-email');
    const resend = await t.app.inject({ method: 'POST', url: apiPaths.resendConfirmation, headers: { cookie } });
    expect(resend.statusCode).toBe(200);
    const mails = await t.mailsTo(email);
    expect(mails).toHaveLength(2);
    const newToken = tokenFromLink(mails[0]!.text, 'confirm-email');
    expect(newToken).not.toBe(oldToken);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.confirmEmail, payload: { token: oldToken } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.confirmEmail, payload: { token: newToken } })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'POST', url: apiPaths.resendConfirmation, headers: { cookie } });
    expect(after.statusCode).toBe(409);
  });

  it('needs a session to resend', async () => {
    const response = await t.app.inject({ method: 'POST', url: apiPaths.resendConfirmation });
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with a new session id each time and signs out', async () => {
    const { email, password, cookie: registrationCookie } = await registered();
    const response = await signin(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie).not.toBe(registrationCookie);
    const authenticated = (c?: string) =>
      t.app.inject({ method: 'POST', url: apiPaths.isAuthenticated, headers: c ? { cookie: c } : {} }).then((r) => r.json().authenticated);
    expect(await authenticated(cookie)).toBe(true);
    expect(await authenticated()).toBe(false);

    const signout = await t.app.inject({ method: 'DELETE', url: apiPaths.signout, headers: { cookie } });
    expect(signout.statusCode).toBe(200);
    expect(await authenticated(cookie)).toBe(false);
    expect(await authenticated(registrationCookie)).toBe(true);
  });

  it('stores only the hash of the session id', async () => {
    const { cookie } = await registered();
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const { email } = await registered();
    for (const response of [await signin(email, 'wrong password'), await signin(uniqueEmail(), 'whatever1')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(messages.login.incorrect);
    }
  });

  it('answers 423 for a blocklisted domain', async () => {
    const response = await signin(`ada@${t.config.BLOCKED_EMAIL_DOMAINS[0]}`, 'whatever1');
    expect(response.statusCode).toBe(423);
    expect(response.json().message).toBe(messages.login.locked);
  });

  it('answers 451 during a cool-off period, only after the right password', async () => {
    const { email, password } = await registered();
    await t.database.db
      .update(players)
      .set({ coolOffUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(players.email, email));
    expect((await signin(email, 'wrong password')).statusCode).toBe(401);
    const response = await signin(email, password);
    expect(response.statusCode).toBe(451);
    expect(response.json().message).toBe(messages.login.coolOff);
  });

  it('lists live sessions and revokes one of the player’s own only', async () => {
    const { email, password, cookie } = await registered();
    const second = sessionCookieOf(await signin(email, password));
    const list = await t.app.inject({ method: 'GET', url: apiPaths.sessions, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const listed = list.json().sessions as Array<{ id: string; current: boolean }>;
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const other = listed.find((session) => !session.current)!;

    const stranger = await registered();
    const foreign = await t.app.inject({ method: 'DELETE', url: apiPaths.session(other.id), headers: { cookie: stranger.cookie } });
    expect(foreign.statusCode).toBe(404);

    const revoke = await t.app.inject({ method: 'DELETE', url: apiPaths.session(other.id), headers: { cookie } });
    expect(revoke.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie: second } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: apiPaths.session('not-a-uuid'), headers: { cookie } })).statusCode).toBe(400);
  });

  it('refuses the profile without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.profile });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.http.unauthorized);
  });
});

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
    const { password, cookie, email } = await registered();
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.changePassword,
      headers: { cookie },
      payload: { oldPassword: password, newPassword: 'iloveyou', confirmPassword: 'iloveyou' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooCommon('newPassword'));
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
    expect(wrong.json().message).toBe(messages.changePassword.wrongOldPassword);
    expect((await change(password, password)).json().message).toBe(messages.resetPassword.failure);
    const ok = await change(password, 'changed password 1');
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie: other } })).statusCode).toBe(401);
    expect((await signin(email, 'changed password 1')).statusCode).toBe(200);
  });
});

describe('reCAPTCHA', () => {
  it('refuses sign-in, registration and reset without a token once keys are configured, writing nothing', async () => {
    const guarded = await createTestApp({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key' });
    try {
      const calls = [
        { url: apiPaths.signin, payload: { email: 'a@example.com', password: 'whatever1' } },
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
