import { sql, type SQL } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from './client.ts';
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
