import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Argon2 from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  DEVICE_COOKIE_NAME,
  errorCodes,
  messages,
  SIGNIN_CAPTCHA_AFTER_FAILURES,
  SIGNIN_THROTTLE_BASE_MS,
  SIGNIN_THROTTLE_FAILURES_PER_DEVICE,
  SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  SIGNIN_THROTTLE_FAILURES_PER_IP,
  SIGNIN_THROTTLE_MAX_MS,
} from '@lodestar/contracts';
import { humanCaptchaToken, startSiteverifyDouble, type SiteverifyDouble } from '../../../test/siteverify-double.ts';
import { createTestApp, sessionCookieOf, useTestApp, validRegistration, type TestApp } from '../../../test/test-app.ts';
import { accountsTestKit } from './accounts-test-kit.ts';
import { knownDevices, players, signinThrottles } from './schema.ts';

/** The hashes every argon2 verification of this file's apps checked, so a test can count the work a sign-in does. */
const argon2Verifications = vi.hoisted((): string[] => []);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  const verify: typeof argon2.verify = (hashed, ...rest) => {
    argon2Verifications.push(String(hashed));
    return argon2.verify(hashed, ...rest);
  };
  return { ...argon2, verify };
});
/** "$argon2id$v=19$m=8,t=1,p=1$salt$hash" → "m=8,t=1,p=1": what one verification of that hash costs. */
const argon2Cost = (hashed: string) => hashed.split('$')[3];

/** The accounts' clock: tests move it forward instead of waiting. */
let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
const now = () => new Date(clock);
const t = useTestApp({}, { now });

const MINUTE = 60_000;
let counter = 0;
const uniqueEmail = () => `secure${++counter}-${Date.now()}@example.com`;
let addressCounter = 0;
/** Each test signs in from its own addresses, so per-IP counts of one test never reach another. */
const uniqueAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
/** A browser's device cookie, as the server issues it (43 URL-safe characters). */
const newDevice = () => `${DEVICE_COOKIE_NAME}=${randomBytes(32).toString('base64url')}`;

async function registered(app: TestApp = t) {
  const email = uniqueEmail();
  const payload = { ...validRegistration(email), captcha: humanCaptchaToken('register') };
  const response = await app.app.inject({ method: 'POST', url: apiPaths.registration, payload });
  expect(response.statusCode).toBe(201);
  return { email, password: validRegistration(email).password, cookie: sessionCookieOf(response) };
}

interface Source {
  address: string;
  /** Left out: a client that keeps no cookie, a new device on every attempt. */
  device?: string;
  captcha?: string;
}

const signin = (email: string, password: string, { address, device, captcha }: Source, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: apiPaths.signin,
    payload: { email, password, ...(captcha ? { captcha } : {}) },
    remoteAddress: address,
    headers: device ? { cookie: device } : {},
  });

const answerOf = (response: Awaited<ReturnType<typeof signin>>) => ({ status: response.statusCode, body: response.json() as unknown });
const incorrect = { status: 401, body: { message: messages.login.incorrect, code: errorCodes.invalidCredentials } };
const throttled = { status: 429, body: { message: messages.login.throttled, code: errorCodes.signinThrottled } };
const captchaRequired = { status: 401, body: { message: messages.login.captchaRequired, code: errorCodes.captchaRequired } };

/** `times` wrong passwords, each from its own address and a client that keeps no cookie (a botnet). */
async function failFromEverywhere(times: number, email: string, app: TestApp = t) {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt++)
    answers.push(answerOf(await signin(email, 'wrong password 0', { address: uniqueAddress() }, app)));
  return answers;
}

/** The owner signs in once from a device of their own, which the account then knows. */
async function ownerDevice(player: { email: string; password: string }, app: TestApp = t): Promise<Source> {
  const source = { address: uniqueAddress(), device: newDevice() };
  expect((await signin(player.email, player.password, source, app)).statusCode).toBe(200);
  return source;
}

describe('failed sign-ins slow the failing source down and never keep the owner out', () => {
  it("ten wrong passwords from ten addresses do not stop the owner's correct password from a known device", async () => {
    const player = await registered();
    const owner = await ownerDevice(player);
    expect(await failFromEverywhere(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, player.email)).toEqual(
      Array(SIGNIN_THROTTLE_FAILURES_PER_EMAIL).fill(incorrect),
    );
    // Without a captcha configured, the account's failures slow new devices down (the right password too)...
    expect(answerOf(await signin(player.email, player.password, { address: uniqueAddress(), device: newDevice() }))).toEqual(throttled);
    // ...but not the owner's device, from its own address or from one the guessers used.
    expect((await signin(player.email, player.password, owner)).statusCode).toBe(200);
    expect((await signin(player.email, player.password, { ...owner, address: uniqueAddress() })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(players).where(eq(players.email, player.email));
    expect(row).toMatchObject({ lockedAt: null, lockReason: null });
    // An unknown email answers exactly alike.
    const unknown = uniqueEmail();
    expect(await failFromEverywhere(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, unknown)).toEqual(Array(SIGNIN_THROTTLE_FAILURES_PER_EMAIL).fill(incorrect));
    expect(answerOf(await signin(unknown, player.password, { address: uniqueAddress(), device: newDevice() }))).toEqual(throttled);
    advance(SIGNIN_THROTTLE_MAX_MS);
  });

  it('the device that registered is known to the account', async () => {
    const email = uniqueEmail();
    const device = newDevice();
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.registration,
      payload: validRegistration(email),
      headers: { cookie: device },
    });
    expect(response.statusCode).toBe(201);
    await failFromEverywhere(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, email);
    expect((await signin(email, validRegistration(email).password, { address: uniqueAddress(), device })).statusCode).toBe(200);
    advance(SIGNIN_THROTTLE_MAX_MS);
  });

  it('one wrong password a minute, for hours, never keeps the owner out', async () => {
    const player = await registered();
    const owner = await ownerDevice(player);
    for (let minute = 0; minute < 3 * 60; minute++) {
      await signin(player.email, 'wrong password 0', { address: uniqueAddress() });
      advance(MINUTE);
      if (minute % 30 === 29) expect((await signin(player.email, player.password, owner)).statusCode).toBe(200);
    }
    advance(SIGNIN_THROTTLE_MAX_MS);
  });

  it('a completed password reset signs in whatever others have tried', async () => {
    const player = await registered();
    await failFromEverywhere(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, player.email);
    const device = newDevice();
    const address = uniqueAddress();
    expect(answerOf(await signin(player.email, player.password, { address, device }))).toEqual(throttled);

    const token = await accountsTestKit(t).requestResetToken(player.email);
    const newPassword = 'a brand new passphrase 9';
    const reset = await t.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      payload: { password: newPassword, confirmPassword: newPassword, token },
      remoteAddress: address,
      headers: { cookie: device },
    });
    expect(reset.statusCode).toBe(200);
    // The device that reset is the owner's from now on, and the account's failures are forgotten.
    await failFromEverywhere(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, player.email);
    expect((await signin(player.email, newPassword, { address, device })).statusCode).toBe(200);
    advance(SIGNIN_THROTTLE_MAX_MS);
  });

  it('a device without a cookie gets one, and the reset that issues it makes it known', async () => {
    const player = await registered();
    const token = await accountsTestKit(t).requestResetToken(player.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      payload: { password: 'a brand new passphrase 9', confirmPassword: 'a brand new passphrase 9', token },
    });
    const issued = reset.cookies.find((cookie) => cookie.name === DEVICE_COOKIE_NAME)!;
    expect(issued).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Only its hash is kept.
    expect(JSON.stringify(await t.database.db.select().from(knownDevices))).not.toContain(issued.value);
    await failFromEverywhere(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, player.email);
    // A forged cookie is no device the account knows: it is replaced, and slowed down like any new one.
    const forged = await signin(player.email, 'a brand new passphrase 9', { address: uniqueAddress(), device: `${DEVICE_COOKIE_NAME}=forged` });
    expect(answerOf(forged)).toEqual(throttled);
    expect(forged.cookies.find((cookie) => cookie.name === DEVICE_COOKIE_NAME)?.value).toMatch(/^[\w-]{43}$/);
    const device = `${DEVICE_COOKIE_NAME}=${issued.value}`;
    expect((await signin(player.email, 'a brand new passphrase 9', { address: uniqueAddress(), device })).statusCode).toBe(200);
    advance(SIGNIN_THROTTLE_MAX_MS);
  });

  it('slows down a device that fails, over any emails and addresses, and no other', async () => {
    const player = await registered();
    const device = newDevice();
    for (let attempt = 0; attempt < SIGNIN_THROTTLE_FAILURES_PER_DEVICE; attempt++) {
      expect(answerOf(await signin(uniqueEmail(), 'wrong password 0', { address: uniqueAddress(), device }))).toEqual(incorrect);
    }
    expect(answerOf(await signin(player.email, player.password, { address: uniqueAddress(), device }))).toEqual(throttled);
    expect((await signin(player.email, player.password, { address: uniqueAddress(), device: newDevice() })).statusCode).toBe(200);
    advance(SIGNIN_THROTTLE_BASE_MS - MINUTE);
    expect(answerOf(await signin(player.email, player.password, { address: uniqueAddress(), device }))).toEqual(throttled);
    advance(MINUTE + 1000);
    expect((await signin(player.email, player.password, { address: uniqueAddress(), device })).statusCode).toBe(200);
  });

  it('doubles the delay with each further batch of failures', async () => {
    const email = uniqueEmail();
    const source = { address: uniqueAddress(), device: newDevice() };
    const failTimes = async (times: number) => {
      for (let attempt = 0; attempt < times; attempt++) expect(answerOf(await signin(email, 'wrong password 0', source))).toEqual(incorrect);
    };
    await failTimes(SIGNIN_THROTTLE_FAILURES_PER_DEVICE);
    advance(SIGNIN_THROTTLE_BASE_MS + 1000);
    await failTimes(SIGNIN_THROTTLE_FAILURES_PER_DEVICE);
    advance(SIGNIN_THROTTLE_BASE_MS + 1000);
    expect(answerOf(await signin(email, 'wrong password 0', source))).toEqual(throttled);
    advance(SIGNIN_THROTTLE_BASE_MS);
    expect(answerOf(await signin(email, 'wrong password 0', source))).toEqual(incorrect);
  });

  it('slows an address down after many failures over any emails, except for devices the account knows', async () => {
    const player = await registered();
    const owner = await ownerDevice(player);
    const address = uniqueAddress();
    for (let attempt = 0; attempt < SIGNIN_THROTTLE_FAILURES_PER_IP; attempt++) {
      expect(answerOf(await signin(uniqueEmail(), 'wrong password 0', { address }))).toEqual(incorrect);
    }
    expect(answerOf(await signin(player.email, player.password, { address, device: newDevice() }))).toEqual(throttled);
    expect((await signin(player.email, player.password, { address: uniqueAddress() })).statusCode).toBe(200);
    // The owner behind the same address (a household, a carrier's NAT) is not slowed by the others' guesses.
    expect((await signin(player.email, player.password, { ...owner, address })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(signinThrottles).where(eq(signinThrottles.subject, address));
    expect(rows).toMatchObject([{ scope: 'ip', failures: SIGNIN_THROTTLE_FAILURES_PER_IP }]);
    // Unknown emails are kept only as a hash.
    expect(JSON.stringify(await t.database.db.select().from(signinThrottles))).not.toContain('@example.com');
    advance(SIGNIN_THROTTLE_MAX_MS);
  });

  it('spends one argon2 verification at the real cost for an unknown email, as for a wrong password', async () => {
    const player = await registered();
    const address = uniqueAddress();
    const costsVerifiedBy = async (email: string) => {
      argon2Verifications.length = 0;
      expect(answerOf(await signin(email, 'wrong password 0', { address }))).toEqual(incorrect);
      return argon2Verifications.map(argon2Cost);
    };
    const known = await costsVerifiedBy(player.email);
    const unknown = await costsVerifiedBy(uniqueEmail());
    // Counted rather than timed: the same work at the same cost takes the same time, and a clock would only add luck.
    expect(known).toHaveLength(1);
    expect(unknown).toEqual(known);
  });

  it('answers 423 for a staff lock only to the right password', async () => {
    const player = await registered();
    await t.database.db.update(players).set({ lockedAt: new Date(), lockReason: 'staff: chargeback' }).where(eq(players.email, player.email));
    expect(answerOf(await signin(player.email, 'wrong password 0', { address: uniqueAddress() }))).toEqual(incorrect);
    const locked = await signin(player.email, player.password, { address: uniqueAddress() });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ message: messages.login.locked, code: errorCodes.accountLocked });
  });

  it('the migration unlocks accounts the old rule locked and keeps staff locks', async () => {
    const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
    const file = (await readdir(migrationsDir)).find((name) => name.endsWith('_signin_throttles.sql'))!;
    const unlock = (await readFile(path.join(migrationsDir, file), 'utf8'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.includes('UPDATE "players"'))!;
    const oldRule = await registered();
    const staff = await registered();
    await t.database.db.update(players).set({ lockedAt: new Date(), lockReason: 'too-many-failed-signins' }).where(eq(players.email, oldRule.email));
    await t.database.db.update(players).set({ lockedAt: new Date(), lockReason: 'staff: fraud' }).where(eq(players.email, staff.email));
    await t.database.db.execute(sql.raw(unlock));
    expect((await signin(oldRule.email, oldRule.password, { address: uniqueAddress() })).statusCode).toBe(200);
    expect((await signin(staff.email, staff.password, { address: uniqueAddress() })).statusCode).toBe(423);
  });
});

const HUMAN = humanCaptchaToken('login');

describe('with reCAPTCHA configured, an account that had failures asks new devices for a captcha, never blocks', () => {
  let siteverify: SiteverifyDouble;
  const guarded = {} as TestApp;
  beforeAll(async () => {
    siteverify = await startSiteverifyDouble();
    const environment = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key', RECAPTCHA_VERIFY_URL: siteverify.url };
    Object.assign(guarded, await createTestApp(environment, { now }));
  });
  afterAll(async () => {
    await guarded.close();
    await siteverify.close();
  });

  it('asks no captcha of an account without failures', async () => {
    const player = await registered(guarded);
    const verifiedBefore = siteverify.verified.length;
    expect((await signin(player.email, player.password, { address: uniqueAddress() }, guarded)).statusCode).toBe(200);
    expect(siteverify.verified).toHaveLength(verifiedBefore);
  });

  it('answers a known and an unknown email alike: captcha required once they had failures, from any new device', async () => {
    const player = await registered(guarded);
    const owner = await ownerDevice(player, guarded);
    const unknown = uniqueEmail();
    for (const email of [player.email, unknown]) {
      expect(await failFromEverywhere(SIGNIN_CAPTCHA_AFTER_FAILURES, email, guarded)).toEqual(Array(SIGNIN_CAPTCHA_AFTER_FAILURES).fill(incorrect));
      const source = { address: uniqueAddress(), device: newDevice() };
      expect(answerOf(await signin(email, 'wrong password 0', source, guarded))).toEqual(captchaRequired);
      expect(answerOf(await signin(email, player.password, source, guarded))).toEqual(captchaRequired);
      const refused = await signin(email, player.password, { ...source, captcha: 'a forged token' }, guarded);
      expect(answerOf(refused)).toEqual({ status: 400, body: { message: messages.captcha.failed, code: errorCodes.captchaFailed } });
      // A proof of humanity lets the guess be judged: a wrong password is still only "incorrect".
      expect(answerOf(await signin(email, 'wrong password 0', { ...source, captcha: HUMAN }, guarded))).toEqual(incorrect);
    }
    // The owner: from a new device with the captcha, and from their own device without one.
    const fromNewDevice = { address: uniqueAddress(), device: newDevice(), captcha: HUMAN };
    expect((await signin(player.email, player.password, fromNewDevice, guarded)).statusCode).toBe(200);
    await failFromEverywhere(SIGNIN_CAPTCHA_AFTER_FAILURES, player.email, guarded);
    expect((await signin(player.email, player.password, owner, guarded)).statusCode).toBe(200);
  });

  it('one wrong password a minute buys the guesser a captcha per guess, and the owner is never blocked', async () => {
    const player = await registered(guarded);
    for (let minute = 0; minute < 60; minute++) {
      const answer = answerOf(await signin(player.email, 'wrong password 0', { address: uniqueAddress() }, guarded));
      expect(answer).toEqual(minute < SIGNIN_CAPTCHA_AFTER_FAILURES ? incorrect : captchaRequired);
      advance(MINUTE);
    }
    const owner = { address: uniqueAddress(), device: newDevice(), captcha: HUMAN };
    expect((await signin(player.email, player.password, owner, guarded)).statusCode).toBe(200);
  });
});
