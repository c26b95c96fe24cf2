import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@lodestar/contracts';
import { useTestApp, sessionCookieOf, tokenFromLink, validRegistration } from '../../../test/test-app.ts';
import { players, sessions } from './schema.ts';
import { accountsTestKit } from './accounts-test-kit.ts';

const t = useTestApp();
const { uniqueEmail, register, registered, signin, playerCount } = accountsTestKit(t);

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
