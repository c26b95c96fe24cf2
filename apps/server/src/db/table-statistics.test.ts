import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { rowsOf } from './sql-helpers.ts';
import { analyzeGrownTables, databaseAnalyzesItself } from './table-statistics.ts';

const t = useTestApp();

/**
 * One session of the database, where a statement prepared stays prepared: a connection of its own on PostgreSQL (the
 * rows it writes are committed, so the analysis on the pool's connections sees them), PGlite's only one otherwise.
 */
async function openSession(): Promise<{ run: Run; close: () => Promise<void> }> {
  if (t.databaseUrl) {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    return { run: async (text) => (await client.query(text)).rows, close: () => client.end() };
  }
  return { run: async (text) => rowsOf<Record<string, unknown>>(await t.database.db.execute(sql.raw(text))), close: async () => {} };
}

let session: Awaited<ReturnType<typeof openSession>> | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

type Run = (text: string) => Promise<Array<Record<string, unknown>>>;

/** Rows of ids from `from` to `to` added to a table of the test's own (created first if `from` is 1). */
async function addRows(run: Run, table: string, from: number, to: number): Promise<void> {
  // Autovacuum, where the server runs it, would analyze the table itself: the test is about the tables it does not.
  if (from === 1) await run(`create table ${table} (id bigint primary key, filler text) with (autovacuum_enabled = false)`);
  await run(`insert into ${table} select g, repeat('x', 100) from generate_series(${from}, ${to}) g`);
}

/** The plan the session's prepared statement runs on: its generic plan, made once and kept until invalidated. */
const planOf = async (run: Run) => (await run('explain execute find_grown(5)')).map((row) => Object.values(row)[0]).join('\n');

it('analyzes a table grown since its last analysis, so a statement prepared while it was small reads it by its index', async () => {
  session = await openSession();
  const { run } = session;
  await addRows(run, 'grown_rows', 1, 10);
  await run('analyze grown_rows');
  await run('set plan_cache_mode = force_generic_plan');
  await run('prepare find_grown(bigint) as select filler from grown_rows where id = $1');
  expect(await planOf(run)).toMatch(/Seq Scan on grown_rows/);

  await addRows(run, 'grown_rows', 11, 20_000);
  // The plan made on ten rows is kept for twenty thousand: what a new casino's prepared statements did.
  expect(await planOf(run)).toMatch(/Seq Scan on grown_rows/);

  expect(await analyzeGrownTables(t.database.db)).toContain('public.grown_rows');
  expect(await planOf(run)).toMatch(/Index Scan using grown_rows_pkey/);
  // Analyzed, it has not grown since: the next look leaves it alone.
  expect(await analyzeGrownTables(t.database.db)).not.toContain('public.grown_rows');
});

it('leaves a table that grew by less than a tenth to its statistics', async () => {
  session = await openSession();
  const { run } = session;
  await addRows(run, 'steady_rows', 1, 20_000);
  await run('analyze steady_rows');
  await addRows(run, 'steady_rows', 20_001, 20_500);
  expect(await analyzeGrownTables(t.database.db)).not.toContain('public.steady_rows');
});

it('runs the analysis itself on PGlite, which has no autovacuum, and on a server only where autovacuum is off', async () => {
  const [setting] = rowsOf<{ autovacuum: string }>(await t.database.db.execute(sql`select current_setting('autovacuum') as autovacuum`));
  // PGlite says autovacuum is on, but it runs no background worker to do it.
  const expected = t.database.kind === 'postgres' && setting!.autovacuum === 'on';
  expect(await databaseAnalyzesItself(t.database)).toBe(expected);
});
