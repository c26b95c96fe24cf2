import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorCodes, messages } from '@lodestar/contracts';
import { onPostgres } from '../../test/postgres-databases.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseOutage } from './database-outage.ts';
import { registerErrorHandler } from './error-handler.ts';

/** The error a query through drizzle and node-postgres really raises, caught. */
const errorOf = (query: Promise<unknown>) =>
  query.then(
    () => expect.unreachable('the query succeeded'),
    (error: unknown) => error,
  );

/** What the API answers when a route fails with `error`. */
async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/fails', () => Promise.reject(error));
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return response;
}

describe('a call whose database cannot be reached', () => {
  it('answers 503 with Retry-After when PostgreSQL refuses the connection', async () => {
    // Port 1 of loopback: nothing listens there, so the driver's connect is refused.
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 });
    const refused = await errorOf(drizzle(pool).execute(sql`select 1`));
    await pool.end();
    expect(isDatabaseOutage(refused)).toBe(true);
    const response = await answerTo(refused);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ message: messages.http.databaseUnavailable, code: errorCodes.databaseUnavailable });
  });

  it.runIf(onPostgres)('answers 503 when the server ends the connection mid-session (a restart, a failover)', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const victim = new pg.Client({ connectionString: url });
    const admin = new pg.Client({ connectionString: url });
    await Promise.all([victim.connect(), admin.connect()]);
    victim.on('error', () => undefined);
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    const terminated = await errorOf(drizzle(victim).execute(sql`select 1`));
    await victim.end().catch(() => undefined);
    expect(isDatabaseOutage(terminated)).toBe(true);
    expect((await answerTo(terminated)).statusCode).toBe(503);
  });

  it('still answers 500, with no Retry-After, for any other failure', async () => {
    for (const error of [new Error('a bug'), Object.assign(new Error('duplicate key value'), { code: '23505' })]) {
      expect(isDatabaseOutage(error)).toBe(false);
      const response = await answerTo(error);
      expect(response.statusCode).toBe(500);
      expect(response.headers['retry-after']).toBeUndefined();
    }
  });
});
