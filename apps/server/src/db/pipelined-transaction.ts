import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Transaction } from './client.ts';
import { holdWritesForThisTurn } from './flight.ts';
import { openPool } from './pool.ts';

/** The pools of pipelinedTransaction, by the database they open transactions on (PostgreSQL only). */
const transactionPools = new WeakMap<Database, pg.Pool>();

/**
 * The connections pipelinedTransaction runs on: read-only but inside a transaction begun READ WRITE. A statement
 * pipelined behind a BEGIN that failed would otherwise run, and commit, on its own; here it can write nothing.
 */
export function openPipelinedTransactions(db: Database, url: string, max: number): pg.Pool {
  const pool = openPool(url, max, '-c default_transaction_read_only=on');
  transactionPools.set(db, pool);
  return pool;
}

/**
 * Runs `work` in one transaction, as db.transaction does, but on PostgreSQL the BEGIN is not waited for: it leaves in
 * the same write as the transaction's first statements (a flight, flight.ts), one round trip fewer on every call of
 * the bet path. Were BEGIN refused, the statements behind it would find themselves outside a transaction on a
 * read-only connection: they fail, and the transaction is rolled back with BEGIN's failure thrown. On PGlite, which
 * runs one statement at a time, this is db.transaction.
 */
export async function pipelinedTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const pool = transactionPools.get(db);
  if (!pool) return db.transaction(work);
  const root = (db as unknown as { session: NodePgSession<Record<string, unknown>, never> }).session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  const client = await pool.connect();
  const session = new NodePgSession(client, root.dialect, root.schema, root.options);
  const tx = new NodePgTransaction(root.dialect, session, root.schema) as unknown as Transaction;
  // Held back until the work's first statements have joined BEGIN.
  holdWritesForThisTurn(client);
  const begun = client.query('BEGIN READ WRITE').then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  try {
    const result = await work(tx);
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
