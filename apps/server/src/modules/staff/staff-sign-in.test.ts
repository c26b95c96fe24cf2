import { describe, expect, it } from 'vitest';
import { STAFF_IDLE_TIMEOUT_MS, STAFF_SESSION_MAX_AGE_MS, STAFF_SETUP_LINK_TTL_MS, staffPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { rateLimitRules } from '../../platform/rate-limiter.ts';
import { codeAt, STAFF_PASSWORD, staffTestKit, testClock } from './staff-test-kit.ts';

const MINUTE = 60_000;

describe('staff setup and sign-in', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });
  const kit = staffTestKit(t, clock.now);
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: staffPaths.me, headers: { cookie } });

  it('shows the setup link once, refuses a wrong code without using the link up, and refuses a second use', async () => {
    const staff = await kit.create('risk');
    const info = await t.app.inject({ method: 'GET', url: kit.setupPath(staff.setupToken) });
    expect(info.json()).toMatchObject({ email: staff.email, role: 'risk', totpSecret: staff.secret });
    expect(info.json().otpauthUri).toMatch(/^otpauth:\/\/totp\//);

    const wrongCode = await kit.completeSetup(staff.setupToken, {
      password: STAFF_PASSWORD,
      code: '000000' === codeAt(staff.secret, clock.now()) ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    const done = await kit.completeSetup(staff.setupToken, { password: STAFF_PASSWORD, code: codeAt(staff.secret, clock.now()) });
    expect(done.statusCode).toBe(200);
    clock.advance(30_000);
    const again = await kit.completeSetup(staff.setupToken, { password: 'another long passphrase', code: codeAt(staff.secret, clock.now()) });
    expect(again.json()).toMatchObject({ code: 'STAFF_SETUP_LINK_INVALID' });
    expect((await t.app.inject({ method: 'GET', url: kit.setupPath(staff.setupToken) })).statusCode).toBe(400);
    // The first password stands.
    expect((await kit.signIn(staff.email, STAFF_PASSWORD, codeAt(staff.secret, clock.now()))).statusCode).toBe(200);
  });

  it('refuses a setup link after 24 hours', async () => {
    const staff = await kit.create('support');
    clock.advance(STAFF_SETUP_LINK_TTL_MS + 1000);
    const late = await kit.completeSetup(staff.setupToken, { password: STAFF_PASSWORD, code: codeAt(staff.secret, clock.now()) });
    expect(late.json()).toMatchObject({
      code: 'STAFF_SETUP_LINK_INVALID',
      message: 'This setup link is invalid, used or expired. Ask an admin for a new one.',
    });
  });

  it('needs password and code together; a wrong code, a wrong password and a replayed code get the same 401', async () => {
    const staff = await kit.setUp('finance', clock.advance);
    const code = codeAt(staff.secret, clock.now());
    const refused = { code: 'INVALID_CREDENTIALS', message: 'Wrong email, password or code' };
    expect((await kit.signIn(staff.email, 'not the passphrase', code)).json()).toMatchObject(refused);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await kit.signIn(staff.email, STAFF_PASSWORD, wrongCode)).json()).toMatchObject(refused);
    expect((await kit.signIn('nobody@staff.test', STAFF_PASSWORD, code)).json()).toMatchObject(refused);
    const first = await kit.signIn(staff.email, STAFF_PASSWORD, code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: staff.email, role: 'finance', idleTimeoutSeconds: 900 });
    const replayed = await kit.signIn(staff.email, STAFF_PASSWORD, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.cookies).toHaveLength(0);
  });

  it('signs out after 15 minutes without a call, each call restarting the clock', async () => {
    const { cookie } = await kit.signedIn('support', clock.advance);
    clock.advance(STAFF_IDLE_TIMEOUT_MS - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(STAFF_IDLE_TIMEOUT_MS - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(STAFF_IDLE_TIMEOUT_MS + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
    // An idle session does not come back to life.
    clock.advance(-STAFF_IDLE_TIMEOUT_MS);
    expect((await me(cookie)).statusCode).toBe(401);
    clock.advance(STAFF_IDLE_TIMEOUT_MS);
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const { cookie } = await kit.signedIn('support', clock.advance);
    for (let elapsed = 0; elapsed < STAFF_SESSION_MAX_AGE_MS - 10 * MINUTE; elapsed += 10 * MINUTE) {
      clock.advance(10 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advance(11 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('signs out: the cookie no longer works', async () => {
    const { cookie } = await kit.signedIn('marketing', clock.advance);
    expect((await t.app.inject({ method: 'POST', url: staffPaths.signOut, headers: { cookie } })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('staff sign-in rate limit', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now, rateLimits: rateLimitRules });
  const kit = staffTestKit(t, clock.now);

  it('refuses even the right credentials after five attempts for one email', async () => {
    const staff = await kit.setUp('admin', clock.advance);
    for (let attempt = 0; attempt < rateLimitRules.staffSigninPerEmail.max; attempt += 1) {
      expect((await kit.signIn(staff.email, 'a wrong passphrase', '123456')).statusCode).toBe(401);
    }
    const right = await kit.signIn(staff.email, STAFF_PASSWORD, codeAt(staff.secret, clock.now()));
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toHaveLength(0);
  });
});
