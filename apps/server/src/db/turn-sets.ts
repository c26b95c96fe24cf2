import pg from 'pg';
import type { Executor, Transaction } from './client.ts';
import { connectionOf, holdWritesForThisTurn } from './flight.ts';
import { runsABatch } from './pipelined-transaction.ts';

interface Member<Call, Outcome> {
  tx: Executor;
  call: Call;
  resolve: (outcome: Outcome) => void;
  reject: (failure: unknown) => void;
}

const callsOf = <Call>(members: Array<{ call: Call }>): Call[] => members.map((member) => member.call);

export interface TurnSetOptions<Call, Outcome> {
  /** Runs one call by itself, on its own transaction: today's statement. */
  alone: (tx: Executor, call: Call) => Promise<Outcome>;
  /**
   * Runs several calls as one statement: an outcome for each, or undefined for a call it left untouched (it then runs
   * alone, after the set). It must either do all of a call or nothing of it.
   */
  together: (executor: Executor, calls: Call[]) => Promise<Array<Outcome | undefined>>;
  /** Whether `call` may join `set` (it touches nothing a member does whose order between them would matter). */
  fits: (set: Call[], call: Call) => boolean;
}

/**
 * Calls made on one PostgreSQL connection in one turn of the event loop, run as one set-based statement (issue 16):
 * under load, the members of a batched transaction (transaction-batches.ts) make their calls of one kind at the same
 * step, in the same turn, and each call of its own costs PostgreSQL an executor start-up and a wake-up, and the server
 * a round trip. A call waits for the end of the turn (setImmediate); the calls that fit together go in one statement,
 * the others, and any the statement left untouched, run alone after it, in the order they were made.
 *
 * The set is sent on the connection itself, not on a member's transaction: a flight (flight.ts) counts a step as sent
 * when its transaction sends, and a member's next step must not leave before the member's own call has. Each member's
 * call ends when the set's answer comes, and the members' next statements leave together (the socket held for the
 * turn). Only a batch's calls wait: a transaction alone on its connection sends each call at once, in its flights, as
 * it would without sets; so does PGlite, which runs one statement at a time.
 */
export function createTurnSets<Call, Outcome>(options: TurnSetOptions<Call, Outcome>) {
  const waiting = new Map<pg.PoolClient, Array<Member<Call, Outcome>>>();

  const runAlone = (member: Member<Call, Outcome>) => options.alone(member.tx, member.call).then(member.resolve, member.reject);

  async function runTogether(connection: pg.PoolClient, set: Array<Member<Call, Outcome>>, after: Array<Member<Call, Outcome>>) {
    let outcomes: Array<Outcome | undefined>;
    try {
      outcomes = await options.together(unobservedExecutorOf(connection, set[0]!.tx), callsOf(set));
    } catch (failure) {
      for (const member of [...set, ...after]) member.reject(failure);
      return;
    }
    holdWritesForThisTurn(connection);
    set.forEach((member, index) => {
      const outcome = outcomes[index];
      if (outcome === undefined) void runAlone(member);
      else member.resolve(outcome);
    });
    for (const member of after) void runAlone(member);
  }

  function flush(connection: pg.PoolClient) {
    const members = waiting.get(connection)!;
    waiting.delete(connection);
    const set: Array<Member<Call, Outcome>> = [];
    const after: Array<Member<Call, Outcome>> = [];
    for (const member of members) {
      // Once one member waits for after the set, every later one does: calls of one caller keep their order.
      const joins = after.length === 0 && options.fits(callsOf(set), member.call);
      (joins ? set : after).push(member);
    }
    if (set.length === 1) {
      for (const member of members) void runAlone(member);
      return;
    }
    void runTogether(connection, set, after);
  }

  return (tx: Executor, call: Call): Promise<Outcome> => {
    const connection = sharedConnectionOf(tx);
    if (!connection || !runsABatch(connection)) return options.alone(tx, call);
    return new Promise<Outcome>((resolve, reject) => {
      let members = waiting.get(connection);
      if (!members) {
        members = [];
        waiting.set(connection, members);
        setImmediate(() => flush(connection));
      }
      members.push({ tx, call, resolve, reject });
    });
  };
}

/**
 * The pooled connection under a transaction: the same for every member of a batch (pipelined-transaction.ts). For the
 * database itself, its pool, which runs no batch.
 */
function sharedConnectionOf(executor: Executor): pg.PoolClient | undefined {
  const connection = connectionOf(executor as Transaction);
  if (!connection) return undefined;
  return (connection as { pooled?: pg.PoolClient }).pooled ?? connection;
}

/**
 * An executor that sends on the connection through node-postgres's own query, past what a flight sets on a member's
 * transaction, and logs as the member's session does.
 */
function unobservedExecutorOf(connection: pg.PoolClient, member: Executor): Executor {
  const { logger } = member._.session as unknown as { logger: unknown };
  const client = { query: (...args: unknown[]) => (pg.Client.prototype.query as (...query: unknown[]) => unknown).apply(connection, args) };
  return { _: { session: { client, logger } } } as unknown as Executor;
}
