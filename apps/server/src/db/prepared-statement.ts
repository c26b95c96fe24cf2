import { getTableColumns, is, Param, Placeholder, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Executor } from './client.ts';
import { runOnDriver, type DriverSession, type DriverStatement } from './driver-query.ts';
import { insertableRowOf } from './sql-helpers.ts';

const dialect = new PgDialect();
/** A connection knows a prepared statement by its name: two statements of one name would run each other's text. */
const statementNames = new Set<string>();

/** A value of a prepared statement: bound on every run, encoded as `column` encodes it when one is given. */
export function valueOf(name: string): Placeholder;
export function valueOf(name: string, column: Column): SQL;
export function valueOf(name: string, column?: Column): SQL | Placeholder {
  return column ? sql`${sql.param(sql.placeholder(name), column)}` : sql.placeholder(name);
}

/** A value (valueOf, not encoded) for each name. */
export const valuesOf = <K extends string>(...names: K[]): Record<K, Placeholder> =>
  Object.fromEntries(names.map((name) => [name, valueOf(name)])) as Record<K, Placeholder>;

/** The keys of the values given (not undefined), as a variant: which columns an insert names. */
export const givenKeysOf = (values: object): string =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort()
    .join(',');

/**
 * A row of `table` for an `insert … select` (insertableRowOf) whose columns are bound to values: each column of
 * `given` (givenKeysOf's list) to the value of its own name, each column of `renamed` to the value named there.
 */
export function placeholderRowOf<T extends PgTable>(table: T, given: string, renamed: Record<string, string> = {}): SQL {
  const names = {
    ...Object.fromEntries(
      given
        .split(',')
        .filter(Boolean)
        .map((column) => [column, column]),
    ),
    ...renamed,
  };
  const values = Object.fromEntries(Object.entries(names).map(([column, name]) => [column, sql.placeholder(name)]));
  return insertableRowOf(table, values as T['$inferInsert']);
}

/** How one bound value of a statement is read from a run's values (and encoded as its column encodes it). */
type Binder = (values: Record<string, unknown>) => unknown;

function namedValue(name: string, encode: (value: unknown) => unknown): Binder {
  return (values) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return encode(values[name]);
  };
}

/** What drizzle's fillPlaceholders does on every run, worked out once per statement. */
function binderOf(param: unknown): Binder {
  if (is(param, Placeholder)) return namedValue(param.name, (value) => value);
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    return namedValue((param.value as Placeholder).name, (value) => encoder.mapToDriverValue(value));
  }
  return () => param;
}

interface BuiltStatement extends DriverStatement {
  binders: Binder[];
}

/**
 * A statement of the spin path, built once. drizzle builds a statement's SQL text from its query builder on every
 * call; on the spin path that building was a third of the server's CPU under `npm run bench` (issue 16). Written
 * once with placeholders (valueOf) instead of values, its text is built on first use, and every run only binds the
 * values. On PostgreSQL it is a named prepared statement: each connection parses and plans it once. A run goes to the
 * driver directly (driver-query.ts), past drizzle's per-run objects and checks (`npm run bench -- --against`: 6 % less
 * server CPU a spin, 8 % more spins/s).
 *
 * `variant` names what makes the text differ between calls (an optional clause, which columns are given), so each
 * shape is built once; it must change whenever `build` would build other SQL. Rows come back as the driver reads
 * them (column names, no type mapping): the caller maps them (rowOf maps a table's columns).
 */
export function preparedStatement<Values extends object, Variant extends string = never>(
  name: string,
  build: (db: Executor, variant: Variant) => SQLWrapper,
) {
  if (statementNames.has(name)) throw new Error(`two prepared statements are named ${name}`);
  statementNames.add(name);
  // PostgreSQL cuts a statement's name at 63 bytes: each variant is named by its number, not by its (long) key.
  const built = new Map<string, BuiltStatement>();
  return async <Row = Record<string, unknown>>(db: Executor, values: Values, ...[variant]: [Variant] extends [never] ? [] : [Variant]) => {
    const key = variant ?? '';
    let statement = built.get(key);
    if (!statement) {
      const query = dialect.sqlToQuery(build(db, variant as Variant).getSQL());
      statement = { name: `${name}#${built.size}`, text: query.sql, binders: query.params.map(binderOf) };
      built.set(key, statement);
    }
    const params = statement.binders.map((bind) => bind(values as Record<string, unknown>));
    // instanceof, not drizzle's is(): one copy of drizzle is loaded, and this runs for every statement of a spin.
    const session = db._.session;
    return runOnDriver<Row>(session as unknown as DriverSession, session instanceof PgliteSession, statement, params);
  };
}

/**
 * A row of `table` as drizzle would map it, from a row the driver read by column name, each column's value under
 * `prefix` + its name (a prefix keeps two tables' columns of one select apart).
 */
export function rowOf<T extends PgTable>(table: T, row: Record<string, unknown>, prefix = ''): T['$inferSelect'] {
  const mapped: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[prefix + column.name];
    mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return mapped as T['$inferSelect'];
}
