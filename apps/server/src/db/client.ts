import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPipelinedTransactions } from './pipelined-transaction.ts';
import { openPool } from './pool.ts';

/**
 * Without drizzle's relational queries (db.query), which nothing uses: given the schema, drizzle builds a query
 * builder for every table on every transaction it opens.
 */
type NoSchema = Record<string, never>;
export type Database = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** What a repository runs its SQL on: the database, or the transaction a service opened. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (none for PGlite): what needs a connection of its own outside the pool opens one with it. */
  url?: string;
  close(): Promise<void>;
}

/** Connections of each pool a process opens on PostgreSQL. */
const POOL_SIZE = 10;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL in WASM) in dataDir — or in memory when
 * dataDir is omitted. Migrations are applied before the handle is returned, so both run the same schema.
 * A PGlite database may start from a dumped data directory (`snapshot`, PGlite's dumpDataDir) instead of initdb:
 * the tests load one already migrated, and only the migrations it lacks are applied.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  snapshot?: Blob;
  logQuery?: (query: string) => void;
}): Promise<DatabaseHandle> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  if (options.url) {
    // Pipelined: a transaction's statements that do not wait on each other go out together (flight.ts).
    const pool = openPool(options.url, POOL_SIZE);
    const db = drizzleNodePostgres({ client: pool, logger });
    await migrateNodePostgres(db, { migrationsFolder });
    // The bet path's transactions run on connections of their own (pipelined-transaction.ts).
    const transactionPool = openPipelinedTransactions(db as unknown as Database, options.url, POOL_SIZE);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: options.url,
      close: async () => {
        await Promise.all([pool.end(), transactionPool.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One options object: PGlite reads a second argument only after a dataDir string, and would drop the snapshot.
  const client = new PGlite({ dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined, loadDataDir: options.snapshot });
  const db = drizzlePglite({ client, logger });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
