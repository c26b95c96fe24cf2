import { readdirSync, readFileSync } from 'node:fs';
import { queryOnce } from './query-once.ts';

/**
 * CPU time of processes of this machine, read from /proc: what a spin costs the server and the database, which spins
 * per second alone does not tell on a shared 2-core machine where the server, the database and the benchmark's own
 * client take turns on the cores. Undefined where /proc cannot tell (another system, a database on another machine).
 */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (which, in parentheses, may hold spaces). */
function statFieldsOf(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined;
  }
}

/** utime and stime (fields 14 and 15 of stat, the 12th and 13th after the name), or with `reaped` also cutime and cstime. */
function cpuMillisecondsOf(pid: number, { reaped = false } = {}): number | undefined {
  const fields = statFieldsOf(pid);
  if (!fields) return undefined;
  const ticks = [11, 12, ...(reaped ? [13, 14] : [])].reduce((sum, index) => sum + Number(fields[index]), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
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

/** The PostgreSQL server (postmaster), read off its checkpointer: a process of its own that lives as long as it does. */
export async function postmasterPidOf(databaseUrl: string): Promise<number | undefined> {
  const [row] = await queryOnce<{ pid: number }>(databaseUrl, "SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer'");
  const parent = row && statFieldsOf(row.pid)?.[1];
  return parent === undefined ? undefined : Number(parent);
}

/**
 * The CPU time of the whole PostgreSQL server: the postmaster, every process it runs now (connections, WAL writer,
 * checkpointer) and every one it ran that has ended (a pool closes idle connections: their time is counted in the
 * postmaster's cutime and cstime once they end). Counted between two readings, it holds all the database did meanwhile.
 */
export function serverCpuMilliseconds(postmasterPid: number): number | undefined {
  const own = cpuMillisecondsOf(postmasterPid, { reaped: true });
  if (own === undefined) return undefined;
  let children = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || statFieldsOf(Number(entry))?.[1] !== String(postmasterPid)) continue;
    children += cpuMillisecondsOf(Number(entry)) ?? 0;
  }
  return own + children;
}

/** The machine's CPU time so far, all cores: busy (user, system, interrupts, steal) and in all, in ticks. */
export function machineCpuTicks(): { busy: number; total: number } | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user and nice).
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, tick) => sum + tick, 0);
    return { busy: total - ticks[3]! - ticks[4]!, total };
  } catch {
    return undefined;
  }
}
