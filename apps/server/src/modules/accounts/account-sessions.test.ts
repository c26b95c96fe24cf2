import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, messages, SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS, STUDIO_TOKEN_HEADER, studioPaths } from '@lodestar/contracts';
import { createTestApp, sessionCookieOf, useTestApp, validRegistration } from '../../../test/test-app.ts';
import type { Mailer, OutgoingMail } from '../../platform/mailer.ts';
import { accountsTestKit } from './accounts-test-kit.ts';
import { players, sessions } from './schema.ts';

/** The accounts' clock: tests move it forward instead of waiting. */
let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
const t = useTestApp({}, { now: () => new Date(clock) });
const { registered, uniqueEmail } = accountsTestKit(t);
const MINUTE = 60_000;

describe('password recovery timing', () => {
  it('answers before the mail is sent, known email or not, and the mail still goes out', async () => {
    const sent: OutgoingMail[] = [];
    let releaseMail!: () => void;
    const mailGate = new Promise<void>((resolve) => (releaseMail = resolve));
    const slowMailer: Mailer = { send: (mail) => mailGate.then(() => void sent.push(mail)) };
    const app = await createTestApp({}, { mailer: slowMailer });
    try {
      const email = uniqueEmail();
      const registration = app.app.inject({ method: 'POST', url: apiPaths.registration, payload: validRegistration(email) });
      releaseMail();
      expect((await registration).statusCode).toBe(201);
      let releaseReset!: () => void;
      const resetGate = new Promise<void>((resolve) => (releaseReset = resolve));
      slowMailer.send = (mail) => resetGate.then(() => void sent.push(mail));

      for (const address of [email, uniqueEmail()]) {
        const response = await app.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email: address } });
        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe(messages.forgotPassword.sent);
      }
      expect(sent.map((mail) => mail.subject)).toEqual(['Confirm your email — Lodestar Casino']);
      releaseReset();
      await expect.poll(() => sent.length).toBe(2);
      expect(sent[1]).toMatchObject({ to: email, subject: 'Reset your password — Lodestar Casino' });
    } finally {
      await app.close();
    }
  });
});

describe('session lifetime', () => {
  const profileStatus = async (cookie: string) => (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).statusCode;

  it('ends a session after 30 minutes without activity; activity keeps it alive', async () => {
    const { cookie } = await registered();
    advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect(await profileStatus(cookie)).toBe(200);
    advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect(await profileStatus(cookie)).toBe(200);
    advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    expect(await profileStatus(cookie)).toBe(401);
    const check = await t.app.inject({ method: 'POST', url: apiPaths.isAuthenticated, headers: { cookie } });
    expect(check.json().authenticated).toBe(false);
  });

  it('records activity at most once a minute', async () => {
    const { email, cookie } = await registered();
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(players, eq(players.id, sessions.playerId))
        .where(eq(players.email, email));
      return row!.lastSeenAt.getTime();
    };
    const openedAt = await lastSeen();
    advance(30_000);
    expect(await profileStatus(cookie)).toBe(200);
    expect(await lastSeen()).toBe(openedAt);
    advance(31_000);
    expect(await profileStatus(cookie)).toBe(200);
    expect(await lastSeen()).toBe(clock);
  });

  it('ends a session 12 hours after sign-in however active', async () => {
    const { cookie } = await registered();
    const step = 20 * MINUTE;
    for (let elapsed = step; elapsed < SESSION_MAX_AGE_MS; elapsed += step) {
      advance(step);
      expect(await profileStatus(cookie)).toBe(200);
    }
    advance(step);
    expect(await profileStatus(cookie)).toBe(401);
  });

  it('counts a real-money game session’s calls as activity', async () => {
    const { cookie } = await registered();
    const launch = await t.app.inject({
      method: 'POST',
      url: apiPaths.launchGame,
      headers: { cookie },
      payload: { id: 'lodestar:dice', demo: false },
    });
    expect(launch.statusCode).toBe(200);
    const token = new URL(launch.json().url, t.config.PUBLIC_URL).searchParams.get('token')!;
    const playInGame = () => t.app.inject({ method: 'GET', url: studioPaths.session, headers: { [STUDIO_TOKEN_HEADER]: token } });
    advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect((await playInGame()).statusCode).toBe(200);
    advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    // Nearly an hour since the site last heard from the player, but the game did.
    expect(await profileStatus(cookie)).toBe(200);
  });
});

describe('session rotation', () => {
  const profileStatus = async (cookie: string) => (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).statusCode;
  const signinWith = (cookie: string | undefined, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: apiPaths.signin, headers: cookie ? { cookie } : {}, payload: { email, password } });

  it('ends the session of the cookie a sign-in presents, and no other device’s', async () => {
    const { email, password, cookie: registeredCookie } = await registered();
    const otherDevice = sessionCookieOf(await signinWith(undefined, email, password));
    const again = await signinWith(registeredCookie, email, password);
    expect(again.statusCode).toBe(200);
    const rotated = sessionCookieOf(again);
    expect(rotated).not.toBe(registeredCookie);
    expect(await profileStatus(rotated)).toBe(200);
    expect(await profileStatus(registeredCookie)).toBe(401);
    expect(await profileStatus(otherDevice)).toBe(200);
  });

  it('ends the presented session when a registration opens a new one, and keeps it on a failed sign-in', async () => {
    const { email, cookie } = await registered();
    expect((await signinWith(cookie, email, 'not the password at all')).statusCode).toBe(401);
    expect(await profileStatus(cookie)).toBe(200);
    const registration = await t.app.inject({
      method: 'POST',
      url: apiPaths.registration,
      headers: { cookie },
      payload: validRegistration(uniqueEmail()),
    });
    expect(registration.statusCode).toBe(201);
    expect(await profileStatus(cookie)).toBe(401);
  });
});
