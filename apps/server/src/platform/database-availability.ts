import { isDatabaseOutage } from './database-outage.ts';

/**
 * How often the database is asked whether it is back while it is unreachable: a round left pending by the outage is
 * recovered within this of its return, well inside the 2 s a seat may wait, at the cost of one failed connect (a
 * refused one costs microseconds) a quarter second.
 */
const PROBE_INTERVAL_MS = 250;

export interface DatabaseAvailability {
  /** Tells of a failure: one that says the database is unreachable starts an outage, probed until the database answers. */
  noticeFailure(error: unknown): void;
  /** When the outage under way began, as this process first saw it; undefined while the database answers. */
  outageSince(): Date | undefined;
  /** Runs `listener` each time an outage ends, with the moment it began. */
  onRestored(listener: (outageSince: Date) => void): void;
  /** Stops probing. */
  close(): void;
}

/**
 * What this process knows of its database's reachability. An outage begins at the first failure that says the
 * database cannot be reached (a request's, a health check's) and ends when `probe` (a query) succeeds: what waits for
 * the database to come back (the recovery of rounds an outage stranded) runs then, not at its next tick.
 */
export function watchDatabaseAvailability({
  probe,
  log,
  now = () => new Date(),
}: {
  probe: () => Promise<unknown>;
  log: { warn: (details: object, message: string) => void; info: (details: object, message: string) => void };
  now?: () => Date;
}): DatabaseAvailability {
  let since: Date | undefined;
  let timer: NodeJS.Timeout | undefined;
  const listeners: Array<(outageSince: Date) => void> = [];

  const probeUntilBack = () => {
    timer = setTimeout(async () => {
      const outageSince = since;
      if (!outageSince) return;
      try {
        await probe();
      } catch {
        probeUntilBack();
        return;
      }
      since = undefined;
      log.info({ outageSince, seconds: (now().getTime() - outageSince.getTime()) / 1000 }, 'database reachable again');
      for (const listener of listeners) listener(outageSince);
    }, PROBE_INTERVAL_MS);
    timer.unref();
  };

  return {
    noticeFailure(error) {
      if (since || !isDatabaseOutage(error)) return;
      since = now();
      log.warn({ err: error }, 'database unreachable: answering 503 until it is back');
      probeUntilBack();
    },
    outageSince: () => since,
    onRestored: (listener) => void listeners.push(listener),
    close() {
      clearTimeout(timer);
      since = undefined;
    },
  };
}
