import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCodes, STUDIO_TOKEN_HEADER, studioPaths } from '@lodestar/contracts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../../../test/private-postgres.ts';
import { verifyLedger } from '../ledger/index.ts';
import { studioRounds } from './schema.ts';
import { pendingAgainAfterItsWalletCalls, seatedPlayer } from './studio-test-kit.ts';

/**
 * A restart of PostgreSQL, on an instance of this file's own (the shared server is never stopped): while it is down,
 * calls are answered as an outage and health says so; once it is back, the rounds it stranded are recovered at once.
 */
describe.runIf(onPostgres)('a PostgreSQL restart', () => {
  let postgres: PrivatePostgres;
  let t: TestApp;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    t = await createTestApp({}, { databaseUrl: postgres.url });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await postgres?.destroy();
  });

  const health = async (path: '/livez' | '/readyz') => {
    const response = await t.app.inject({ method: 'GET', url: path });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers 503 with Retry-After while the database is down, /readyz says so, and settles a round it stranded as soon as it is back', async () => {
    const { studio, token } = await seatedPlayer(t, 'lodestar:dice');
    const { round } = (await studio.play(100, { target: 50, direction: 'over' })).body;
    expect(await health('/readyz')).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'none' } });
    // As if the spin's request died with the database after its wallet call: pending, and too recent for the recovery
    // job (30 s), which this app does not even run.
    await pendingAgainAfterItsWalletCalls(t, round.id);

    await postgres.stop();
    const spin = await t.app.inject({
      method: 'POST',
      url: studioPaths.rounds,
      headers: { [STUDIO_TOKEN_HEADER]: token },
      payload: { stake: '100', params: { target: 50, direction: 'over' } },
    });
    expect(spin.statusCode).toBe(503);
    expect(spin.headers['retry-after']).toBe('5');
    expect(spin.json()).toMatchObject({ code: errorCodes.databaseUnavailable });
    expect(await health('/readyz')).toEqual({ status: 503, body: { status: 'unavailable', database: 'unreachable', redis: 'none' } });
    expect(await health('/livez')).toEqual({ status: 200, body: { status: 'live' } });

    await postgres.start();
    const back = performance.now();
    const statusOfRound = async () => (await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, round.id)))[0]?.status;
    // Generous for a loaded machine: the target is 2 s, and without the recovery on reconnection it never comes here.
    await vi.waitUntil(async () => (await statusOfRound().catch(() => 'unreachable')) === 'closed', { timeout: 10_000, interval: 50 });
    console.log(`stranded round settled ${Math.round(performance.now() - back)} ms after the database was back`);
    expect((await studio.play(100, { target: 50, direction: 'over' })).status).toBe(200);
    expect(await health('/readyz')).toMatchObject({ status: 200 });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});
