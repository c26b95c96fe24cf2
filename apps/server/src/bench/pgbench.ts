import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL's own yardstick on the same database: `pgbench -b tpcb-like` (five statements per transaction, the
 * classic bank-account update). Its tables are created once; they are not the casino's, and the benchmark's database
 * is dropped afterwards anyway.
 */
export async function createPgbenchTables(databaseUrl: string): Promise<void> {
  await run('pgbench', ['-i', '-q', '-s', '10', databaseUrl], { maxBuffer: 16 * 1024 * 1024 });
}

const tpcbLike = (clients: number, seconds: number) => ['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds)];

/** TPS of a tpcb-like run with as many clients as the HTTP run had players, or as max_connections leaves room for. */
export const measurePgbenchTps = (databaseUrl: string, clients: number, seconds: number): Promise<number> =>
  pgbenchTps(databaseUrl, tpcbLike(clients, seconds));

/** A tpcb-like run's TPS and each of its transactions' latency, in milliseconds. */
export interface PgbenchRun {
  tps: number;
  latenciesMs: number[];
}

/**
 * The same run, each transaction's latency logged (`-l`): what the database answers its own simplest transaction in
 * at that many clients, beside the spins' latency at as many players (issue 16's p99 target).
 */
export async function measurePgbench(databaseUrl: string, clients: number, seconds: number): Promise<PgbenchRun> {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-pgbench-'));
  try {
    const tps = await pgbenchTps(databaseUrl, [...tpcbLike(clients, seconds), '-l', '--log-prefix', path.join(logDir, 'tpcb')]);
    // A line a transaction: client, transaction number, its latency in microseconds, script, when it ended.
    const latenciesMs = readdirSync(logDir).flatMap((file) =>
      readFileSync(path.join(logDir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.split(' ')[2]) / 1000),
    );
    return { tps, latenciesMs };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** TPS of a run of pgbench with the given options (a script of one's own, say) on the database. */
export async function pgbenchTps(databaseUrl: string, options: string[]): Promise<number> {
  const { stdout } = await run('pgbench', [...options, databaseUrl], { maxBuffer: 16 * 1024 * 1024 });
  const tps = /tps = ([\d.]+)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps[1]);
}
