import { execFile } from 'node:child_process';
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

/** TPS of a tpcb-like run with as many clients as the HTTP run had players, or as max_connections leaves room for. */
export const measurePgbenchTps = (databaseUrl: string, clients: number, seconds: number): Promise<number> =>
  pgbenchTps(databaseUrl, ['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds)]);

/** TPS of a run of pgbench with the given options (a script of one's own, say) on the database. */
export async function pgbenchTps(databaseUrl: string, options: string[]): Promise<number> {
  const { stdout } = await run('pgbench', [...options, databaseUrl], { maxBuffer: 16 * 1024 * 1024 });
  const tps = /tps = ([\d.]+)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps[1]);
}
