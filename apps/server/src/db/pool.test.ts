import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { pipelinedTransaction } from './pipelined-transaction.ts';
import { openPool } from './pool.ts';
import { rowsOf } from './sql-helpers.ts';

const t = useTestApp();
/** PGlite has no connections to start or end. */
const onPostgresOnly = (context: { skip: () => void }) => t.database.kind === 'pglite' && context.skip();

it('starts its connections with its options after those of the URL, which do not replace them', async (context) => {
  onPostgresOnly(context);
  const url = new URL(t.database.url!);
  url.searchParams.set('options', '-c search_path=public,pg_catalog');
  const pool = openPool(url.toString(), 1, '-c default_transaction_read_only=on');
  try {
    const shown = async (setting: string) => (await pool.query(`SHOW ${setting}`)).rows[0][setting] as string;
    expect(await shown('default_transaction_read_only')).toBe('on');
    expect(await shown('search_path')).toBe('public,pg_catalog');
  } finally {
    await pool.end();
  }
});

it('survives a connection ended by the server in the middle of a transaction, and goes on', async (context) => {
  onPostgresOnly(context);
  const { db } = t.database;
  const endedMidway = (run: typeof db.transaction) =>
    run(async (tx) => {
      const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
      await db.execute(sql`select pg_terminate_backend(${pid})`);
      await tx.execute(sql`select 1`);
    });
  // Both pools: drizzle's transactions on the first, the wallet's on the second.
  await expect(endedMidway((work) => db.transaction(work))).rejects.toThrow();
  await expect(endedMidway((work) => pipelinedTransaction(db, work))).rejects.toThrow();
  // Had node-postgres's 'error' event found no listener, the process (here, the test) would have died with it.
  expect(rowsOf(await db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  expect(rowsOf(await pipelinedTransaction(db, (tx) => tx.execute(sql`select 2 as two`)))).toEqual([{ two: 2 }]);
});
