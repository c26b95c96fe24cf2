import { PgliteSession } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Transaction } from './client.ts';
import { isAbortedTransaction } from './sql-helpers.ts';

/** The pooled connection of a transaction on PostgreSQL; undefined on PGlite, which runs one statement at a time. */
export function connectionOf(tx: Transaction): pg.PoolClient | undefined {
  const session = (tx as unknown as { session: unknown }).session;
  if (session instanceof PgliteSession) return undefined;
  return (session as { client: pg.PoolClient }).client;
}

/**
 * Holds the connection's writes back (corks its socket) until the statements sent in this turn of the event loop have
 * joined them: let go on setImmediate, after the senders' own awaits on what is already at hand (microtasks), before
 * any new I/O.
 */
export function holdWritesForThisTurn(connection: pg.PoolClient): void {
  const socket = connection.connection.stream;
  socket.cork();
  setImmediate(() => socket.uncork());
}

/**
 * Steps of one transaction that do not wait on each other's answers (a stake's posting and the write of its split, a
 * stake's wagering progress and its loyalty points), sent in one flight: their statements leave in one write and
 * PostgreSQL answers them all on one wake-up, rather than a round trip each. The connections are pipelined
 * (client.ts), so a statement is sent without waiting for the answer to the one before; the socket is held back
 * (corked) until every step has sent its statement, then let go at once. Measured on a 2-core machine (issue 16): a
 * statement sent in a flight of five cost node-postgres 45 µs of CPU and its PostgreSQL backend 22-26 µs, against
 * 80-90 µs and 40 µs one round trip at a time; the bet path's three flights gave `npm run bench -- --against 8bedf3e`
 * 10 % and 15 % more spins/s at 9 % less server CPU a spin.
 *
 * The steps' first statements reach the database in the steps' order, whatever each step awaits before it: a step
 * starts once the one before has sent its first statement (or ended without one). Callers rely on it (a bet's claim
 * takes the player's lock before its checks run; a win reads its bet's row after the bet's split is written). Each
 * step still awaits its own answers, so a step may send more statements after its first (those leave in later
 * writes). When one fails, the transaction is aborted and every statement sent after it fails too, whichever step it
 * belongs to: the first failure in the steps' order that is not only that abort is thrown once every step has ended.
 */
export async function inOneFlight<T extends readonly unknown[]>(tx: Transaction, steps: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const connection = connectionOf(tx);
  if (!connection) {
    const results: unknown[] = [];
    for (const step of steps) results.push(await step());
    return results as unknown as T;
  }
  holdWritesForThisTurn(connection);
  const started: Promise<unknown>[] = [];
  for (const step of steps) {
    const { ended, sentOrEnded } = startedUntilItsFirstStatement(connection, step);
    started.push(ended);
    await sentOrEnded;
  }
  const settled = await Promise.allSettled(started);
  const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length > 0) throw failures.find((failure) => !isAbortedTransaction(failure)) ?? failures[0];
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * A step's outcome as a value, for a caller that reads one step's failure before another's (a bet reads its checks'
 * refusals before its claim tells a replay; a batch, each member's outcome).
 */
export const settled = <T>(step: Promise<T>): Promise<PromiseSettledResult<T>> =>
  step.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );

/** Starts `step`, telling when it has handed the connection its first statement, or ended without one. */
function startedUntilItsFirstStatement(connection: pg.PoolClient, step: () => Promise<unknown>) {
  const client = connection as unknown as { query: (...args: unknown[]) => unknown };
  const hadOwnQuery = Object.hasOwn(client, 'query');
  const query = client.query;
  let signal!: () => void;
  const sentOrEnded = new Promise<void>((resolve) => (signal = resolve));
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    if (hadOwnQuery) client.query = query;
    else delete (client as Partial<typeof client>).query;
    signal();
  };
  client.query = function firstStatement(this: unknown, ...args: unknown[]) {
    restore();
    return query.apply(this, args);
  };
  let ended: Promise<unknown>;
  try {
    // A promise of its own: drizzle's query builders are thenables that run their statement again on every then.
    ended = Promise.resolve(step());
  } catch (error) {
    ended = Promise.reject(error);
  }
  void ended.then(restore, restore);
  return { ended, sentOrEnded };
}
