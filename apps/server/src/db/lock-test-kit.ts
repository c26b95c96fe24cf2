import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

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
