import { getTableColumns, is, sql, SQL, type Column, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The SQLSTATE of a failed statement (drizzle wraps the driver's error: the code sits on a cause), or undefined for a
 * failure that is not PostgreSQL's.
 */
export function sqlStateOf(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether a failed statement broke a unique index. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** PostgreSQL's refusal of a statement sent after an earlier one of its transaction failed (25P02): the effect, not the cause. */
export const isAbortedTransaction = (error: unknown): boolean => sqlStateOf(error) === '25P02';

/** A statement that waited on a lock longer than its lock_timeout (55P03, lock_not_available). */
export const isLockTimeout = (error: unknown): boolean => sqlStateOf(error) === '55P03';

/**
 * A statement that gave up: on a lock past lock_timeout, or running past statement_timeout (57014, query_canceled, which
 * nothing else here cancels). Its transaction is rolled back: nothing of it stands.
 */
export const isTimedOut = (error: unknown): boolean => isLockTimeout(error) || sqlStateOf(error) === '57014';

/** The rows of a raw `db.execute`: node-postgres and PGlite both put them under .rows. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A lock held until the transaction ends, named by a text `key` (hashed to PostgreSQL's 64-bit advisory lock space). */
export const transactionLockOn = (key: string | SQLWrapper | Placeholder): SQL => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`;

const typed = (value: unknown, column: Column): SQL => sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;

/**
 * The columns of `table` drizzle's insert names, in the table's order: a column the database always generates takes
 * no value.
 */
export const insertableColumnsOf = (table: PgTable): Array<[string, Column]> =>
  Object.entries(getTableColumns(table)).filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault');

/** What an `insert … select` selects for a column given no value: its default, else NULL, cast to its type. */
export function defaultValueOf(column: Column): SQL {
  if (column.default !== undefined) return is(column.default, SQL) ? column.default : typed(column.default, column);
  return sql`null::${sql.raw(column.getSQLType())}`;
}

/**
 * A row of `table` as the select list of an `insert … select`, every column in the table's order as drizzle's insert
 * names them: the value given, else the column's default, else NULL. Each is cast to its column's type, since the
 * parameters of a sub-select are not typed by the columns they land in.
 */
export function insertableRowOf<T extends PgTable>(table: T, values: T['$inferInsert']): SQL {
  const given = values as Record<string, unknown>;
  return sql.join(
    insertableColumnsOf(table).map(([key, column]) => (given[key] !== undefined ? typed(given[key], column) : defaultValueOf(column))),
    sql`, `,
  );
}
