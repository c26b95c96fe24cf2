import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { vi } from 'vitest';
import type { Database } from './client.ts';
import { pipelinedTransactionPoolOf } from './pipelined-transaction.ts';
import { rowsOf } from './sql-helpers.ts';

/**
 * Runs `locking` (statements that take locks) in a transaction of its own, held open until `release` is called: what
 * needs one of those locks waits in the database meanwhile. Resolves once the locks are taken.
 */
export async function holdingLocks(db: Database, locking: SQL[]): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const taken = new Promise<void>((resolve) => (locked = resolve));
  const held = db.transaction(async (tx) => {
    for (const statement of locking) await tx.execute(statement);
    locked();
    await released;
  });
  await Promise.race([taken, held]);
  return { release: () => (release(), held) };
}

/** Resolves once `count` sessions of this database wait on a lock (a call sent is then known to be held there). */
export async function sessionsWaitingOnLocks(db: Database, count: number): Promise<void> {
  const waiting = async () =>
    Number(
      rowsOf<{ n: string }>(
        await db.execute(sql`select count(*)::text as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`),
      )[0]!.n,
    );
  await vi.waitUntil(async () => (await waiting()) >= count, { timeout: 10_000, interval: 20 });
}

/**
 * Resolves once every connection of `db`'s pools (its own and pipelinedTransaction's) has put the statistics it had
 * pending (a deadlock it broke among them) into pg_stat_database. Left to itself a backend does so up to a second
 * after going idle, so a count read at once could miss it; pg_stat_force_next_flush (PostgreSQL 15) has it flush as
 * it goes idle after that statement, before it answers. A connection closed since flushed as it exited. PostgreSQL only.
 */
export async function statisticsFlushed(db: Database): Promise<void> {
  const pools = [(db as unknown as { $client: pg.Pool }).$client, pipelinedTransactionPoolOf(db)];
  await Promise.all(
    pools.map(async (pool) => {
      if (!pool) return;
      // Each connection once: the clients are held until all are checked out, so no connect hands one out twice.
      const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
      try {
        await Promise.all(clients.map((client) => client.query('select pg_stat_force_next_flush()')));
      } finally {
        for (const client of clients) client.release();
      }
    }),
  );
}
