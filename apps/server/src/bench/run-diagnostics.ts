import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * Where a run's time went, beside its CPU figures (issue 16): what the database's connections were doing, and how much
 * of the time each server's event-loop thread ran, waited for a core, or had nothing to do. On this 2-core machine a
 * spin's path is a chain of turns (player, server thread, database backend, server thread…): these say which link
 * the others wait on.
 */

/** What a connection of the casino was doing when looked at, from pg_stat_activity. */
const connectionStates = ['waiting for the server', 'idle', 'running', 'writing the WAL', 'waiting on a lock', 'other'] as const;
type ConnectionState = (typeof connectionStates)[number];

function stateOf(row: { state: string | null; wait_event_type: string | null; wait_event: string | null }): ConnectionState {
  if (row.state === 'idle in transaction') return 'waiting for the server';
  if (row.state === 'idle') return 'idle';
  if (row.state !== 'active') return 'other';
  if (row.wait_event_type === null) return 'running';
  if (row.wait_event?.startsWith('WAL')) return 'writing the WAL';
  if (row.wait_event_type === 'Lock') return 'waiting on a lock';
  return 'other';
}

/**
 * Looks at the casino's connections to the database every `everyMs` until stopped, on a connection of its own (left
 * out of the count), and gives the share of looks that found them in each state.
 */
export async function sampleConnectionStates(databaseUrl: string, everyMs = 100) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<ConnectionState, number>();
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ state: string | null; wait_event_type: string | null; wait_event: string | null }>(
        `SELECT state, wait_event_type, wait_event FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
            AND application_name NOT LIKE 'pgbench%'`,
      );
      for (const row of rows) {
        const state = stateOf(row);
        counts.set(state, (counts.get(state) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  let stopping: Promise<string> | undefined;
  const stop = async (): Promise<string> => {
    stopped = true;
    await sampling;
    await client.end();
    const looks = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return connectionStates
      .filter((state) => counts.has(state))
      .map((state) => `${Math.round((100 * counts.get(state)!) / looks)} % ${state}`)
      .join(' · ');
  };
  // Stopped once: after the run for its figures, and again on the way out whatever happened.
  return { stop: () => (stopping ??= stop()) };
}

/** Nanoseconds the process's main thread (its event loop) has run, and waited runnable for a core, from /proc. */
function scheduleOf(pid: number): { ranNs: number; waitedNs: number } | undefined {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    return { ranNs: ran!, waitedNs: waited! };
  } catch {
    return undefined;
  }
}

/** From now until `describe`: the share of the time the main thread of each process ran, waited for a core, slept. */
export function watchMainThreads(pids: number[]) {
  const started = performance.now();
  const before = pids.map(scheduleOf);
  return {
    describe(): string[] {
      const elapsedNs = (performance.now() - started) * 1e6;
      return pids.map((pid, index) => {
        const start = before[index];
        const end = scheduleOf(pid);
        if (!start || !end) return 'not measured';
        const ran = (end.ranNs - start.ranNs) / elapsedNs;
        const waited = (end.waitedNs - start.waitedNs) / elapsedNs;
        const percent = (share: number) => `${Math.round(100 * share)} %`;
        return `ran ${percent(ran)} · waited for a core ${percent(waited)} · idle ${percent(Math.max(0, 1 - ran - waited))}`;
      });
    },
  };
}
