import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts the task without waiting for it; a failure is logged (under `description`), never thrown. */
  run(description: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended: the app waits for this before it closes. */
  drain(): Promise<void>;
}

/**
 * Work a request starts but does not wait for, such as a mail whose sending time would otherwise tell a caller
 * whether an account exists.
 */
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(description, task) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${description} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
