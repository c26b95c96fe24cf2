import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  errorCodes,
  messages,
  SIGNIN_THROTTLE_BASE_MS,
  SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  SIGNIN_THROTTLE_FAILURES_PER_IP,
} from '@lodestar/contracts';
import { sessionCookieOf, useTestApp, validRegistration } from '../../../test/test-app.ts';
import { players, signinThrottles } from './schema.ts';

/** The accounts' clock: tests move it forward instead of waiting. */
let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
const t = useTestApp({}, { now: () => new Date(clock) });

const MINUTE = 60_000;
let counter = 0;
const uniqueEmail = () => `secure${++counter}-${Date.now()}@example.com`;
let addressCounter = 0;
/** Each test signs in from its own address, so per-IP counts of one test never reach another. */
const uniqueAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function registered() {
  const email = uniqueEmail();
  const response = await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: validRegistration(email) });
  expect(response.statusCode).toBe(201);
  return { email, password: validRegistration(email).password, cookie: sessionCookieOf(response) };
}

const signin = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email, password }, remoteAddress });

const answerOf = (response: Awaited<ReturnType<typeof signin>>) => ({ status: response.statusCode, body: response.json() as unknown });
const incorrect = { status: 401, body: { message: messages.login.incorrect, code: errorCodes.invalidCredentials } };
const throttled = { status: 429, body: { message: messages.login.throttled, code: errorCodes.signinThrottled } };

async function failTimes(times: number, email: string, address: string) {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt++) answers.push(answerOf(await signin(email, 'wrong password 0', address)));
  return answers;
}

describe('failed sign-ins slow an email down, never lock the account', () => {
  it('answers a known and an unknown email alike: 401 ten times, then 429 until the delay passes', async () => {
    const player = await registered();
    const unknown = uniqueEmail();
    const address = uniqueAddress();

    expect(await failTimes(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, player.email, address)).toEqual(
      Array(SIGNIN_THROTTLE_FAILURES_PER_EMAIL).fill(incorrect),
    );
    expect(await failTimes(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, unknown, address)).toEqual(Array(SIGNIN_THROTTLE_FAILURES_PER_EMAIL).fill(incorrect));

    // While throttled, even the right password waits; the unknown email gets the very same answer.
    expect(answerOf(await signin(player.email, player.password, address))).toEqual(throttled);
    expect(answerOf(await signin(player.email, 'wrong password 0', address))).toEqual(throttled);
    expect(answerOf(await signin(unknown, 'wrong password 0', address))).toEqual(throttled);
    // Another address is throttled too: the count is per email.
    expect(answerOf(await signin(player.email, player.password, uniqueAddress()))).toEqual(throttled);

    const [row] = await t.database.db.select().from(players).where(eq(players.email, player.email));
    expect(row).toMatchObject({ lockedAt: null, lockReason: null });

    advance(SIGNIN_THROTTLE_BASE_MS - MINUTE);
    expect(answerOf(await signin(player.email, player.password, address))).toEqual(throttled);
    advance(MINUTE + 1000);
    expect((await signin(player.email, player.password, address)).statusCode).toBe(200);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const player = await registered();
    const address = uniqueAddress();
    await failTimes(SIGNIN_THROTTLE_FAILURES_PER_EMAIL - 1, player.email, address);
    expect((await signin(player.email, player.password, address)).statusCode).toBe(200);
    // Without the reset the tenth failure below would be the nineteenth, far from a full batch.
    expect(await failTimes(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, player.email, address)).toEqual(
      Array(SIGNIN_THROTTLE_FAILURES_PER_EMAIL).fill(incorrect),
    );
    expect(answerOf(await signin(player.email, player.password, address))).toEqual(throttled);
    advance(SIGNIN_THROTTLE_BASE_MS + 1000);
  });

  it('doubles the delay with each further batch of failures', async () => {
    const email = uniqueEmail();
    const address = uniqueAddress();
    await failTimes(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, email, address);
    advance(SIGNIN_THROTTLE_BASE_MS + 1000);
    expect(await failTimes(SIGNIN_THROTTLE_FAILURES_PER_EMAIL, email, address)).toEqual(Array(SIGNIN_THROTTLE_FAILURES_PER_EMAIL).fill(incorrect));
    advance(SIGNIN_THROTTLE_BASE_MS + 1000);
    expect(answerOf(await signin(email, 'wrong password 0', address))).toEqual(throttled);
    advance(SIGNIN_THROTTLE_BASE_MS);
    expect(answerOf(await signin(email, 'wrong password 0', address))).toEqual(incorrect);
  });

  it('slows an address down after many failures over any emails', async () => {
    const player = await registered();
    const address = uniqueAddress();
    for (let attempt = 0; attempt < SIGNIN_THROTTLE_FAILURES_PER_IP; attempt++) {
      expect(answerOf(await signin(uniqueEmail(), 'wrong password 0', address))).toEqual(incorrect);
    }
    expect(answerOf(await signin(player.email, player.password, address))).toEqual(throttled);
    expect((await signin(player.email, player.password, uniqueAddress())).statusCode).toBe(200);
    const rows = await t.database.db.select().from(signinThrottles).where(eq(signinThrottles.subject, address));
    expect(rows).toMatchObject([{ scope: 'ip', failures: SIGNIN_THROTTLE_FAILURES_PER_IP }]);
    // Unknown emails are kept only as a hash.
    expect(JSON.stringify(await t.database.db.select().from(signinThrottles))).not.toContain('@example.com');
    advance(SIGNIN_THROTTLE_BASE_MS + 1000);
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const player = await registered();
    const address = uniqueAddress();
    const medianMs = async (email: () => string) => {
      const times: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const started = performance.now();
        expect(answerOf(await signin(email(), 'wrong password 0', address))).toEqual(incorrect);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    await medianMs(uniqueEmail); // warms the dummy hash up
    const known = await medianMs(() => player.email);
    const unknown = await medianMs(uniqueEmail);
    // Both spend one argon2 verification; without the dummy one an unknown email answers many times faster.
    expect(unknown).toBeGreaterThan(known * 0.5);
    expect(unknown).toBeLessThan(known * 2);
  });

  it('answers 423 for a staff lock only to the right password', async () => {
    const player = await registered();
    await t.database.db.update(players).set({ lockedAt: new Date(), lockReason: 'staff: chargeback' }).where(eq(players.email, player.email));
    expect(answerOf(await signin(player.email, 'wrong password 0', uniqueAddress()))).toEqual(incorrect);
    const locked = await signin(player.email, player.password, uniqueAddress());
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
    expect((await signin(oldRule.email, oldRule.password, uniqueAddress())).statusCode).toBe(200);
    expect((await signin(staff.email, staff.password, uniqueAddress())).statusCode).toBe(423);
  });
});
