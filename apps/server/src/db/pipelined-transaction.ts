import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Transaction } from './client.ts';
import { holdWritesForThisTurn, settled } from './flight.ts';
import { openPool } from './pool.ts';

/** The pools of pipelinedTransaction, by the database they open transactions on (PostgreSQL only). */
const transactionPools = new WeakMap<Database, pg.Pool>();

/**
 * How long a statement of the money path may run, lock waits included: twice the longest a statement is meant to wait
 * for a lock (PLAYER_LOCK_WAIT_MS of provider-wallet), so that it ends only a statement that is stuck, never one that
 * waits as designed, and every call ends in bounded time.
 */
const MONEY_STATEMENT_TIMEOUT_MS = 10_000;
/**
 * How long a transaction alone waits for a lock. Every wallet transaction locks its house shard before its player's
 * accounts (ledger_post's order) and batches lock every shard: one waiting alone on a player's row that another
 * transaction holds holds every batch of every process behind it. Long enough for the waits that are normal, a house
 * shard behind a batch under load (tens of milliseconds), short enough that such a stall stays a moment; the call
 * that times out then waits for its player's rows holding nothing (transaction-batches.ts, aloneAfterLocks).
 */
const ALONE_LOCK_TIMEOUT_MS = 500;
/**
 * How long a transaction waits for the locks it must wait for behind others under load (the house's rows, behind the
 * other processes' batches and the calls alone; a batch of 128 calls on a loaded machine holds them some hundreds of
 * milliseconds): a batch's first step, which takes them for all its works, and a call run again once the rows of its
 * player it waited on were found free (`patient`). Bounded all the same.
 */
const PATIENT_LOCK_TIMEOUT_MS = 5_000;
/**
 * How long a work of a batch waits for a lock: the batch holds its players' locks and the house's rows from its first
 * step, so its works wait only for rows of their own players, which other transactions (a deposit, a staff
 * adjustment) hold for a few milliseconds. Past that, something holds the row for long, and every other player of the
 * batch would wait with it: the work is taken out of the batch instead (transaction-batches.ts), well inside the
 * 100 ms a player's spin may be delayed by another's trouble.
 */
const BATCH_LOCK_TIMEOUT_MS = 50;

/**
 * The connections pipelinedTransaction runs on: read-only but inside a transaction begun READ WRITE. A statement
 * pipelined behind a BEGIN that failed would otherwise run, and commit, on its own; here it can write nothing. Each
 * statement has a statement and a lock timeout (above): nothing of the money path waits without end.
 */
export function openPipelinedTransactions(db: Database, url: string, max: number): pg.Pool {
  const pool = openPool(
    url,
    max,
    `-c default_transaction_read_only=on -c statement_timeout=${MONEY_STATEMENT_TIMEOUT_MS} -c lock_timeout=${ALONE_LOCK_TIMEOUT_MS}`,
  );
  transactionPools.set(db, pool);
  return pool;
}

/** The pool of pipelinedTransaction's connections on `db` (PostgreSQL only): for the tests, which reach each connection. */
export const pipelinedTransactionPoolOf = (db: Database): pg.Pool | undefined => transactionPools.get(db);

/** Whether pipelinedBatch runs its works in one transaction (PostgreSQL) or not at all (PGlite: one connection). */
export const runsBatches = (db: Database): boolean => transactionPools.has(db);

/**
 * Runs `work` in one transaction, as db.transaction does, but on PostgreSQL the BEGIN is not waited for: it leaves in
 * the same write as the transaction's first statements (a flight, flight.ts), one round trip fewer on every call of
 * the bet path. Were BEGIN refused, the statements behind it would find themselves outside a transaction on a
 * read-only connection: they fail, and the transaction is rolled back with BEGIN's failure thrown. On PGlite, which
 * runs one statement at a time, this is db.transaction.
 */
export async function pipelinedTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  { patient = false }: { patient?: boolean } = {},
): Promise<T> {
  const pool = transactionPools.get(db);
  if (!pool) return db.transaction(work);
  if (!patient) return onPipelinedConnection(db, pool, (transaction) => work(transaction()));
  return onPipelinedConnection(db, pool, async (transaction, client) => {
    const lengthened = lockTimeout(client, PATIENT_LOCK_TIMEOUT_MS);
    const value = await work(transaction());
    const set = await lengthened;
    if (set.status === 'rejected') throw set.reason;
    return value;
  });
}

/** Sets the transaction's lock timeout, pipelined ahead of the statements it governs: sent, not waited for. */
const lockTimeout = (client: pg.PoolClient, milliseconds: number) => settled(client.query(`SET LOCAL lock_timeout = ${milliseconds}`));

/** A member of a batch that failed: the batch's transaction was rolled back, nothing of any member stands. */
export class BatchMemberFailed extends Error {
  /**
   * The first member's failure is the cause: what an error printer shows. `outcomes`: each work's, in the works'
   * order, when the works ran (not when the batch failed before them), for the batcher to tell whose failure it was.
   */
  constructor(
    failure: unknown,
    readonly outcomes?: PromiseSettledResult<unknown>[],
  ) {
    super('a member of a batched transaction failed: the batch was rolled back', { cause: failure });
  }
}

/**
 * Runs `prepare`, then every work at once, in one pipelined transaction (PostgreSQL only, see runsBatches): each work
 * has a transaction object of its own (its flights, its locks counted apart) over the one connection, so their
 * statements leave together and PostgreSQL answers them on one wake-up. `prepare` is given the works' transactions,
 * in the works' order, to count as theirs the locks it takes for them. All commit or none does: when any work
 * fails, the transaction is rolled back and BatchMemberFailed thrown with the first failure. The works must not open
 * savepoints (tx.transaction): theirs would interleave with the others' on the one connection.
 */
export async function pipelinedBatch(
  db: Database,
  prepare: (tx: Transaction, workTransactions: Transaction[]) => Promise<void>,
  works: Array<(tx: Transaction) => Promise<unknown>>,
): Promise<unknown[]> {
  const pool = transactionPools.get(db);
  if (!pool) throw new Error('batched transactions need PostgreSQL (runsBatches)');
  return onPipelinedConnection(db, pool, async (transaction, client) => {
    batchConnections.add(client);
    try {
      const workTransactions = works.map(() => transaction());
      const timeouts = [lockTimeout(client, PATIENT_LOCK_TIMEOUT_MS)];
      await prepare(transaction(), workTransactions);
      timeouts.push(lockTimeout(client, BATCH_LOCK_TIMEOUT_MS));
      const values = await settledWorks(works.map((work, index) => work(workTransactions[index]!)));
      for (const set of await Promise.all(timeouts)) if (set.status === 'rejected') throw set.reason;
      return values;
    } finally {
      batchConnections.delete(client);
    }
  });
}

/** The connections a batch's works are running on, together. */
const batchConnections = new WeakSet<pg.PoolClient>();

/** Whether several works share this connection's transaction (pipelinedBatch): their calls may be sent as sets. */
export const runsABatch = (connection: pg.PoolClient): boolean => batchConnections.has(connection);

/** Every work's value once all have ended; BatchMemberFailed with the first failure when any failed. */
async function settledWorks(running: Array<Promise<unknown>>): Promise<unknown[]> {
  const settled = await Promise.allSettled(running);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw new BatchMemberFailed(failed.reason, settled);
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value);
}

/**
 * A pooled connection with a transaction begun (pipelined) around `run`, committed when it ends, rolled back when it
 * throws. `transaction()` gives a drizzle transaction on the connection: each its own session over a view of the
 * connection (its query, its socket), so what flight.ts sets on one (a step's first statement) is the work's alone.
 */
async function onPipelinedConnection<T>(
  db: Database,
  pool: pg.Pool,
  run: (transaction: () => Transaction, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const root = (db as unknown as { session: NodePgSession<Record<string, unknown>, never> }).session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  const client = await pool.connect();
  const transaction = () => {
    // `pooled`: what the works share (turn-sets.ts sends a set of their calls on it).
    const view = {
      query: (...args: unknown[]) => (client.query as (...query: unknown[]) => unknown)(...args),
      connection: client.connection,
      pooled: client,
    };
    const session = new NodePgSession(view as unknown as pg.PoolClient, root.dialect, root.schema, root.options);
    return new NodePgTransaction(root.dialect, session, root.schema) as unknown as Transaction;
  };
  // Held back until the work's first statements have joined BEGIN.
  holdWritesForThisTurn(client);
  const begun = client.query('BEGIN READ WRITE').then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  try {
    const result = await run(transaction, client);
    const beginFailure = await begun;
    if (beginFailure) throw beginFailure.error;
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    const beginFailure = await begun;
    try {
      await client.query('ROLLBACK');
      client.release();
    } catch (rollbackFailure) {
      // A connection that cannot roll back is not given to the next transaction.
      client.release(rollbackFailure as Error);
    }
    throw beginFailure ? beginFailure.error : error;
  }
}
