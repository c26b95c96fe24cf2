import { readFileSync } from 'node:fs';
import { queryOnce } from './query-once.ts';

/**
 * CPU time of processes of this machine, read from /proc: what a spin costs the server and the database, which spins
 * per second alone does not tell on a shared 2-core machine where the server, the database and the benchmark's own
 * client take turns on the cores. Undefined where /proc cannot tell (another system, a database on another machine).
 */
const TICKS_PER_SECOND = 100;

function cpuMillisecondsOf(pid: number): number | undefined {
  try {
    // The command name, in parentheses, may hold spaces: the fields are counted from after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, are the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The summed CPU time of `pids`, or undefined if one cannot be read. */
export function cpuMillisecondsOfAll(pids: number[]): number | undefined {
  let sum = 0;
  for (const pid of pids) {
    const used = cpuMillisecondsOf(pid);
    if (used === undefined) return undefined;
    sum += used;
  }
  return sum;
}

/** The server processes of the database's connections (the casino's pool, opened by the warm-up). */
export async function backendPidsOf(databaseUrl: string): Promise<number[]> {
  const rows = await queryOnce<{ pid: number }>(
    databaseUrl,
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows.map((row) => row.pid);
}
