import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  errorCodes,
  messages,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CHALLENGE_MAX_FAILURES,
  SECOND_FACTOR_CHALLENGE_TTL_MS,
  SECOND_FACTOR_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  SIGNIN_THROTTLE_BASE_MS,
  SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  twoFactorMessages,
  twoFactorPaths,
} from '@lodestar/contracts';
import { sessionCookieOf, useTestApp } from '../../../test/test-app.ts';
import { loggerOptions, REDACTED } from '../../platform/log-redaction.ts';
import { accountsTestKit } from './accounts-test-kit.ts';
import { recoveryCodes, twoFactorAuthenticators } from './schema.ts';

/** The accounts' clock: each TOTP code is taken at it, and it moves a step on so codes stay fresh. */
let clock = Date.now();
const STEP_MS = 30_000;
const advance = (ms: number) => {
  clock += ms;
};
const t = useTestApp({}, { now: () => new Date(clock) });
const { registered } = accountsTestKit(t);

const codeOf = (secret: string, at = clock) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
/** A code of the current step, the clock then moved to the next step. */
const freshCode = (secret: string) => {
  advance(STEP_MS);
  return codeOf(secret);
};

const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const overviewOf = async (cookie: string) => (await t.app.inject({ method: 'GET', url: twoFactorPaths.security, headers: { cookie } })).json();
const hasCookie = (response: LightMyRequestResponse, name: string) => response.cookies.some((cookie) => cookie.name === name && cookie.value);
const challengeCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((candidate) => candidate.name === SECOND_FACTOR_COOKIE_NAME);
  if (!cookie) throw new Error(`no second-factor cookie: ${response.body}`);
  return `${SECOND_FACTOR_COOKIE_NAME}=${cookie.value}`;
};
const wrongCode = { message: twoFactorMessages.wrongCode, code: errorCodes.wrongTwoFactorCode, fieldErrors: { code: [twoFactorMessages.wrongCode] } };
const reusedCode = {
  message: twoFactorMessages.reusedCode,
  code: errorCodes.twoFactorCodeReused,
  fieldErrors: { code: [twoFactorMessages.reusedCode] },
};
const expired = { message: twoFactorMessages.challengeExpired, code: errorCodes.secondFactorExpired };

/** A registered player who turned 2FA on, with the secret their app holds and the recovery codes they noted. */
async function playerWithTwoFactor() {
  const player = await registered();
  const enrolment = await post(twoFactorPaths.enrolment, player.cookie);
  expect(enrolment.statusCode).toBe(200);
  const { secret } = enrolment.json();
  const enable = await post(twoFactorPaths.enable, player.cookie, { code: freshCode(secret) });
  expect(enable.statusCode).toBe(200);
  return { ...player, secret: secret as string, recoveryCodes: enable.json().recoveryCodes as string[] };
}

/** The password step of a sign-in: with 2FA on it answers the code step's cookie, never a session. */
async function passwordStep(email: string, password: string) {
  const response = await t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email, password } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: twoFactorMessages.secondFactorRequired, secondFactorRequired: true });
  expect(hasCookie(response, SESSION_COOKIE_NAME)).toBe(false);
  return challengeCookieOf(response);
}

describe('two-factor set-up', () => {
  it('enrols with a secret shown once, turns on with a code of it and answers ten recovery codes', async () => {
    const player = await registered();
    expect(await overviewOf(player.cookie)).toMatchObject({ twoFactor: { enabled: false, recoveryCodesLeft: 0 } });
    expect((await post(twoFactorPaths.enable, player.cookie, { code: '123456' })).json().message).toBe(twoFactorMessages.noEnrolment);

    const enrolment = (await post(twoFactorPaths.enrolment, player.cookie)).json();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.otpauthUri).toContain('issuer=Lodestar%20Casino');

    const wrong = await post(twoFactorPaths.enable, player.cookie, { code: codeOf(enrolment.secret, clock - 10 * STEP_MS) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(wrongCode);
    expect((await post(twoFactorPaths.enable, player.cookie, { code: '12ab' })).json().fieldErrors.code).toEqual([twoFactorMessages.codeRequired]);
    expect((await overviewOf(player.cookie)).twoFactor.enabled).toBe(false);

    const enabled = await post(twoFactorPaths.enable, player.cookie, { code: freshCode(enrolment.secret) });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const overview = await overviewOf(player.cookie);
    expect(overview.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(JSON.stringify(overview)).not.toContain(enrolment.secret);

    // Only hashes of the recovery codes are stored; a second enrolment cannot replace the secret in use.
    const stored = await t.database.db.select().from(recoveryCodes);
    expect(stored.some((row) => codes.some((code) => row.codeHash.includes(code.replace('-', ''))))).toBe(false);
    const again = await post(twoFactorPaths.enrolment, player.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(twoFactorMessages.alreadyEnabled);
  });

  it('refuses a code of a step already used, and any older one', async () => {
    const player = await playerWithTwoFactor();
    const code = freshCode(player.secret);
    expect((await post(twoFactorPaths.recoveryCodes, player.cookie, { code })).statusCode).toBe(200);
    const replay = await post(twoFactorPaths.disable, player.cookie, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(reusedCode);
    // Within the accepted window, the code of the step before the last used one is refused as well.
    expect((await post(twoFactorPaths.disable, player.cookie, { code: codeOf(player.secret, clock - STEP_MS) })).json()).toEqual(reusedCode);
    expect((await overviewOf(player.cookie)).twoFactor.enabled).toBe(true);
  });

  it('turns off with a code, after which sign-in needs the password only', async () => {
    const player = await playerWithTwoFactor();
    expect((await post(twoFactorPaths.disable, player.cookie, { code: '000000' })).json()).toEqual(wrongCode);
    const off = await post(twoFactorPaths.disable, player.cookie, { code: freshCode(player.secret) });
    expect(off.json()).toEqual({ message: twoFactorMessages.disabled });
    expect((await overviewOf(player.cookie)).twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const rows = await t.database.db.select().from(twoFactorAuthenticators).where(eq(twoFactorAuthenticators.secret, player.secret));
    expect(rows).toEqual([]);
    const signin = await t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email: player.email, password: player.password } });
    expect(signin.json()).toEqual({ message: 'Signed in', secondFactorRequired: false });
    expect(hasCookie(signin, SESSION_COOKIE_NAME)).toBe(true);
    expect((await post(twoFactorPaths.disable, player.cookie, { code: freshCode(player.secret) })).statusCode).toBe(409);
  });

  it('takes each recovery code once, and renewing them voids the old ones', async () => {
    const player = await playerWithTwoFactor();
    const [first, second] = player.recoveryCodes as [string, string];

    const challenge = await passwordStep(player.email, player.password);
    const signedIn = await post(twoFactorPaths.signinCode, challenge, { code: first.toUpperCase() });
    expect(signedIn.statusCode).toBe(200);
    expect((await overviewOf(player.cookie)).twoFactor.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const reuse = await post(twoFactorPaths.signinCode, await passwordStep(player.email, player.password), { code: first });
    expect(reuse.json()).toEqual(wrongCode);

    const renewed = await post(twoFactorPaths.recoveryCodes, player.cookie, { code: freshCode(player.secret) });
    expect(renewed.json().message).toBe(twoFactorMessages.recoveryCodesRenewed);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await post(twoFactorPaths.disable, player.cookie, { code: second })).json()).toEqual(wrongCode);
    expect((await post(twoFactorPaths.disable, player.cookie, { code: fresh[0]!.replace('-', '') })).statusCode).toBe(200);
  });
});

describe('sign-in with two-factor on', () => {
  it('opens a session only after the code, from the browser that passed the password', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player.email, player.password);

    const withoutCookie = await t.app.inject({ method: 'POST', url: twoFactorPaths.signinCode, payload: { code: freshCode(player.secret) } });
    expect(withoutCookie.statusCode).toBe(401);
    expect(withoutCookie.json()).toEqual(expired);
    const wrong = await post(twoFactorPaths.signinCode, challenge, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(wrongCode);
    expect(hasCookie(wrong, SESSION_COOKIE_NAME)).toBe(false);

    const signedIn = await post(twoFactorPaths.signinCode, challenge, { code: freshCode(player.secret) });
    expect(signedIn.json()).toEqual({ message: 'Signed in' });
    const cookie = sessionCookieOf(signedIn);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).statusCode).toBe(200);
    // The code step serves once.
    expect((await post(twoFactorPaths.signinCode, challenge, { code: freshCode(player.secret) })).json()).toEqual(expired);
  });

  it('lets the code step expire after a few minutes', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player.email, player.password);
    advance(SECOND_FACTOR_CHALLENGE_TTL_MS + 1000);
    const late = await post(twoFactorPaths.signinCode, challenge, { code: codeOf(player.secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(expired);
    expect(hasCookie(late, SESSION_COOKIE_NAME)).toBe(false);
  });

  it('ends a code step after a few wrong codes, and slows the player’s codes down after ten', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player.email, player.password);
    for (let attempt = 0; attempt < SECOND_FACTOR_CHALLENGE_MAX_FAILURES; attempt++) {
      expect((await post(twoFactorPaths.signinCode, challenge, { code: '000000' })).json()).toEqual(wrongCode);
    }
    expect((await post(twoFactorPaths.signinCode, challenge, { code: freshCode(player.secret) })).json()).toEqual(expired);

    // The count is per player, wherever the codes are typed: ten wrong ones block even the right code.
    for (let attempt = SECOND_FACTOR_CHALLENGE_MAX_FAILURES; attempt < SIGNIN_THROTTLE_FAILURES_PER_EMAIL; attempt++) {
      expect((await post(twoFactorPaths.disable, player.cookie, { code: '000000' })).statusCode).toBe(400);
    }
    const throttled = { message: messages.login.throttled, code: errorCodes.signinThrottled };
    const blocked = await post(twoFactorPaths.signinCode, await passwordStep(player.email, player.password), { code: freshCode(player.secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(throttled);
    expect((await post(twoFactorPaths.disable, player.cookie, { code: freshCode(player.secret) })).json()).toEqual(throttled);

    advance(SIGNIN_THROTTLE_BASE_MS);
    const later = await post(twoFactorPaths.signinCode, await passwordStep(player.email, player.password), { code: freshCode(player.secret) });
    expect(later.statusCode).toBe(200);
  });
});

describe('previous sign-in', () => {
  it('tells the signed-in player when and from where they signed in before', async () => {
    const player = await registered();
    const registeredAt = new Date(clock).toISOString();
    expect((await overviewOf(player.cookie)).previousSignin).toBeNull();
    advance(20 * 60_000);
    const signin = await t.app.inject({
      method: 'POST',
      url: apiPaths.signin,
      payload: { email: player.email, password: player.password },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0' },
    });
    const overview = await overviewOf(sessionCookieOf(signin));
    expect(overview.previousSignin).toEqual({ at: registeredAt, userAgent: 'lightMyRequest', ipAddress: '127.0.0.1', countryCode: 'ZZ' });
  });
});

describe('log redaction', () => {
  it('keeps TOTP secrets, recovery codes and submitted codes out of log lines', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
    app.log.info({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }, 'enrolment');
    app.log.info({ answer: { recoveryCodes: ['k3x7p-2mq9a'] }, request: { body: { code: '492039' } } }, 'codes');
    await app.close();
    const logged = lines.join('\n');
    for (const secret of ['JBSWY3DPEHPK3PXP', 'k3x7p-2mq9a', '492039']) expect(logged).not.toContain(secret);
    expect(logged).toContain(REDACTED);
  });
});
