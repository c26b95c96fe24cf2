import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { studioPaths, STUDIO_TOKEN_HEADER } from '@lodestar/contracts';
import { TEST_PASSWORD_HASH_COST } from '../../../test/password-hash-cost.ts';
import { createDatabaseFromTemplate, onPostgres } from '../../../test/postgres-databases.ts';
import { call, preparePlayer, type BenchPlayer } from '../../bench/http-bench.ts';
import { startServer } from '../../bench/spawned-server.ts';
import { openDatabase } from '../../db/client.ts';
import { verifyLedger } from '../ledger/index.ts';

const GAME = 'lodestar:slot-starfall-fortune';
const PLAYERS = 12;
const DEPOSIT_CENTS = 10_000n;

/**
 * Every player spins, one spin in flight each, until the server dies under them; returns how many spins were answered.
 * The kill comes once `killAfterAnswered` spins were answered (not after a fixed time: a loaded machine may answer
 * none in it), while the next ones are in flight.
 */
async function spinUntilKilled(baseUrl: string, players: BenchPlayer[], killAfterAnswered: number, kill: () => Promise<void>): Promise<number> {
  let answered = 0;
  let alive = true;
  let reached!: () => void;
  const enoughAnswered = new Promise<void>((resolve) => (reached = resolve));
  const spinning = players.map(async (player) => {
    while (alive) {
      try {
        await call(baseUrl, studioPaths.rounds, { headers: { [STUDIO_TOKEN_HEADER]: player.token }, body: { stake: player.stake, params: {} } });
        if (++answered >= killAfterAnswered) reached();
      } catch {
        return; // the connection died with the process
      }
    }
  });
  await enoughAnswered;
  await kill();
  alive = false;
  await Promise.all(spinning);
  return answered;
}

/**
 * kill -9 of a real server process in the middle of real-money spins (PostgreSQL only: PGlite lives inside one
 * process). The next process to start settles every round left pending, and each player's cash is exactly the deposit
 * minus the stakes plus the wins of their settled rounds: no money lost or created.
 */
describe.runIf(onPostgres)('kill -9 under real-money play', () => {
  it('leaves no round pending after a restart, and every cent accounted for', { timeout: 120_000 }, async () => {
    const database = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-crash-'));
    const sql = new pg.Client({ connectionString: database.url });
    try {
      const first = await startServer(database.url, dataDir, { env: TEST_PASSWORD_HASH_COST });
      const players: BenchPlayer[] = [];
      for (let index = 0; index < PLAYERS; index++)
        players.push(await preparePlayer({ baseUrl: first.baseUrl, gameId: GAME, depositEur: '100.00' }, index));
      const answered = await spinUntilKilled(first.baseUrl, players, 5 * PLAYERS, first.kill);

      await sql.connect();
      const pendingAtCrash = Number((await sql.query(`SELECT count(*) FROM studio_rounds WHERE status = 'pending'`)).rows[0].count);
      // As if the server had stayed down for a minute: the steps are stale when the next process starts.
      await sql.query(`UPDATE studio_rounds SET updated_at = now() - interval '1 minute' WHERE status = 'pending'`);
      const second = await startServer(database.url, dataDir, { env: TEST_PASSWORD_HASH_COST });
      try {
        await expect
          .poll(async () => Number((await sql.query(`SELECT count(*) FROM studio_rounds WHERE status = 'pending'`)).rows[0].count), {
            timeout: 20_000,
          })
          .toBe(0);
      } finally {
        await second.stop();
      }

      const { rows } = await sql.query(`
        SELECT s.player_id,
               coalesce(sum(r.payout + coalesce(r.jackpot_win, 0) - r.stake) FILTER (WHERE r.status = 'closed'), 0) AS net,
               count(*) FILTER (WHERE r.status = 'void') AS voided
          FROM game_sessions s JOIN studio_rounds r ON r.game_session_id = s.id
         WHERE s.mode = 'real' GROUP BY s.player_id`);
      const { rows: cash } = await sql.query(
        `SELECT a.owner_id AS player_id, a.balance FROM ledger_accounts a WHERE a.owner_type = 'player' AND a.purpose = 'cash' AND a.currency = 'EUR'`,
      );
      const cashOf = new Map(cash.map((row: { player_id: string; balance: string }) => [row.player_id, BigInt(row.balance)]));
      const drift = rows.map((row: { player_id: string; net: string }) => cashOf.get(row.player_id)! - (DEPOSIT_CENTS + BigInt(row.net)));
      const voided = rows.reduce((sum: number, row: { voided: string }) => sum + Number(row.voided), 0);
      console.log(
        `kill -9 after ${answered} answered spins: ${pendingAtCrash} round(s) pending at the crash, 0 after restart, ${voided} voided; cash drift per player ${drift.join(', ')}`,
      );
      expect(answered).toBeGreaterThanOrEqual(5 * PLAYERS);
      expect(drift.every((cents: bigint) => cents === 0n)).toBe(true);

      const handle = await openDatabase({ url: database.url });
      try {
        expect((await verifyLedger(handle.db)).violations).toEqual([]);
      } finally {
        await handle.close();
      }
    } finally {
      await sql.end().catch(() => undefined);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
