import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.ts';
import { rowsOf } from './sql-helpers.ts';

/** How often the tables are looked at: autovacuum's own default is a minute; a new casino's tables grow fast. */
export const TABLE_STATISTICS_INTERVAL_MS = 30_000;

/**
 * A table is analyzed again once it has grown by a tenth since its last analysis, as autovacuum does by default
 * (autovacuum_analyze_scale_factor), and by at least this many pages: small tables are read whole by any plan.
 */
const GROWTH_SHARE = 0.1;
const GROWTH_MIN_PAGES = 8;

/**
 * Every statement of the money paths is prepared (prepared-statement.ts), and PostgreSQL keeps a prepared statement's
 * plan until the statistics of a table it reads change. Planned while a table is small, as on a new installation, a
 * plan may read the whole table, and it goes on doing so as the table grows: without an ANALYZE, under `npm run bench`,
 * the wallet's win set went from 11 to 168 ms a statement within 50 s and spins/s from 560 to 150 (issue 16).
 * PostgreSQL's autovacuum analyzes a table that grew, and every plan reading it is made again from the new figures.
 * PGlite has no background workers, so no autovacuum, and a server may run with it turned off: there, this job does.
 *
 * Growth is judged by the table's pages on disk against those its last analysis counted (pg_class.relpages): PGlite
 * keeps no activity counters (pg_stat_user_tables stays at zero there).
 */
export async function analyzeGrownTables(db: Database): Promise<string[]> {
  const grown = await db.execute(sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * ${1 + GROWTH_SHARE}::float8 + ${GROWTH_MIN_PAGES}::int
    order by c.relname`);
  const names = rowsOf<{ name: string }>(grown).map((row) => row.name);
  // Quoted by format's %I above; one statement for them all.
  if (names.length > 0) await db.execute(sql.raw(`ANALYZE ${names.join(', ')}`));
  return names;
}

/** Whether the database keeps its tables' statistics itself: a PostgreSQL server with autovacuum on. */
export async function databaseAnalyzesItself(database: DatabaseHandle): Promise<boolean> {
  if (database.kind === 'pglite') return false;
  const [setting] = rowsOf<{ autovacuum: string }>(await database.db.execute(sql`select current_setting('autovacuum') as autovacuum`));
  return setting?.autovacuum === 'on';
}
