import pg from 'pg';

type JobLog = { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };

export interface PeriodicJobs {
  /**
   * Runs `task` now and then every `intervalMs`, on the one process that holds the lock of `description`; a failure
   * is logged under `description`. Returns the stop function, which waits for a run under way.
   */
  every(description: string, intervalMs: number, task: () => Promise<unknown>): () => Promise<void>;
  /** Gives up the locks (other processes take the jobs over at their next tick). */
  close(): Promise<void>;
}

/**
 * Which jobs this process runs. On PostgreSQL, several server processes share the database: the one that holds a
 * job's session advisory lock, on a connection of its own, runs it, so no two processes run the same tick. When that
 * process dies its connection closes, PostgreSQL frees its locks, and another process takes each job at its next
 * tick. A lock per job, not one for all: a process runs only the jobs it was started with. The embedded database
 * belongs to one process, which runs every job.
 */
function createJobLocks(databaseUrl: string | undefined, log: JobLog) {
  const held = new Set<string>();
  let connection: Promise<pg.Client> | undefined;

  const connect = (): Promise<pg.Client> => {
    if (connection) return connection;
    const client = new pg.Client({ connectionString: databaseUrl });
    const opening: Promise<pg.Client> = client.connect().then(() => client);
    const lost = (error?: Error) => {
      if (connection !== opening) return;
      connection = undefined;
      if (held.size > 0) log.warn({ err: error, jobs: [...held] }, 'periodic jobs: locks lost with their connection; asking again at the next tick');
      held.clear();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    connection = opening;
    opening.catch(lost);
    return opening;
  };

  const ask = async (job: string): Promise<void> => {
    try {
      const client = await connect();
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS held', [`lodestar-job/${job}`]);
      if (rows[0]?.held) held.add(job);
    } catch (error) {
      log.warn({ err: error, job }, 'periodic jobs: could not ask for a job lock');
    }
  };
  let asking = Promise.resolve();

  return {
    async holds(job: string): Promise<boolean> {
      if (!databaseUrl || held.has(job)) return true;
      // One question at a time on the connection: jobs ticking together queue theirs.
      const asked = asking.then(() => ask(job));
      asking = asked;
      await asked;
      return held.has(job);
    },
    async release(): Promise<void> {
      const opened = connection;
      connection = undefined;
      held.clear();
      await opened?.then((client) => client.end()).catch(() => undefined);
    },
  };
}

export function createPeriodicJobs({ databaseUrl, log }: { databaseUrl?: string; log: JobLog }): PeriodicJobs {
  const locks = createJobLocks(databaseUrl, log);
  return {
    every(description, intervalMs, task) {
      let running: Promise<void> | undefined;
      const tick = () => {
        // A run still under way when the next tick comes is not doubled.
        running ??= (async () => {
          if (await locks.holds(description)) await task();
        })()
          .catch((error: unknown) => log.error({ err: error }, `${description} failed`))
          .finally(() => (running = undefined));
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
    close: () => locks.release(),
  };
}
