import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE_NAME } from '@lodestar/contracts';
import { buildApp, outboxDirOf } from '../src/app.ts';
import type { LogStream } from '../src/platform/log-redaction.ts';
import { rateLimitRules, type RateLimitRules } from '../src/platform/rate-limiter.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { readOutbox, type Mailer, type OutboxEntry } from '../src/platform/mailer.ts';
import { TEST_PASSWORD_HASH_COST } from './password-hash-cost.ts';
import { migratedSnapshot } from './pglite-snapshot.ts';
import { createDatabaseFromTemplate, onPostgres } from './postgres-databases.ts';

export { onPostgres };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** The PostgreSQL database of this app (api-postgres only): a second process of the same casino opens it too. */
  databaseUrl?: string;
  /** Mails written to the file outbox for this address, newest first. */
  mailsTo(email: string): Promise<OutboxEntry[]>;
  /** Waits (up to 10 s) until at least `count` mails reached this address: some are sent off the request path. */
  waitForMails(email: string, count?: number): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

/** Limits high enough that a suite of many calls from one address never meets them. */
const relaxedRateLimits = Object.fromEntries(
  Object.entries(rateLimitRules).map(([name, rule]) => [name, { ...rule, max: 100_000 }]),
) as RateLimitRules;

/**
 * The real app on a database of its own: a fresh PostgreSQL database cloned from the migrated template, or PGlite in
 * memory loaded from the migrated snapshot. Mail goes to a real file outbox.
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  {
    rateLimits = relaxedRateLimits,
    webDistDir,
    logStream,
    now,
    mailer,
    backgroundJobs = false,
    logQuery,
    databaseUrl,
  }: {
    rateLimits?: RateLimitRules;
    webDistDir?: string;
    logStream?: LogStream;
    now?: () => Date;
    mailer?: Mailer;
    backgroundJobs?: boolean;
    /** Sees every SQL statement the app sends (a test that counts what one call costs). */
    logQuery?: (query: string) => void;
    /** A PostgreSQL database of the test's own (a private instance it stops and starts), migrated here and kept. */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(environment.NODE_ENV === 'production' ? {} : TEST_PASSWORD_HASH_COST),
    ...environment,
  });
  const postgres = onPostgres && !databaseUrl ? await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!) : undefined;
  const url = databaseUrl ?? postgres?.url;
  const database = await openDatabase(url ? { url, logQuery } : { snapshot: await migratedSnapshot(), logQuery });
  // Background jobs stay off unless a test asks: a test drives a job itself, so a sweep never settles a round under it.
  const app = await buildApp(config, {
    database,
    logger: logStream !== undefined,
    logStream,
    now,
    mailer,
    rateLimits,
    backgroundJobs,
    webDistDir: webDistDir ?? path.join(dataDir, 'no-web-build'),
  });
  await app.ready();
  const mailsTo = async (email: string) => (await readOutbox(outboxDirOf(config))).filter((mail) => mail.to === email);
  return {
    app,
    config,
    database,
    ...(url ? { databaseUrl: url } : {}),
    mailsTo,
    async waitForMails(email, count = 1) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = await mailsTo(email);
        if (mails.length >= count || Date.now() > deadline) return mails;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie a response set, ready to send back. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE_NAME}=${cookie.value}`;
}

export function tokenFromLink(text: string, parameter: 'confirm-email' | 'reset-password'): string {
  const match = new RegExp(`[?&]${parameter}=([^\\s&]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${parameter} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export const validRegistration = (email: string) => ({
  fullName: 'Ada Lovelace',
  email,
  password: 'correct horse 1',
  terms: true,
});

/**
 * The test app of the calling file: created before its tests, closed after them. The returned object is filled
 * in by beforeAll, so read its fields inside tests and hooks only.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(...args));
  });
  afterAll(() => testApp.close());
  return testApp;
}
