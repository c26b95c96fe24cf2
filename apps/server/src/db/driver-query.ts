import { types as pgliteTypes, type PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A prepared statement's run, sent to the driver as drizzle's own session sends a statement that maps no fields
 * (`execute` without fields in drizzle-orm/node-postgres and drizzle-orm/pglite): the same text, values, name and type
 * parsers, so rows come back exactly as they did through drizzle. What it leaves out is what drizzle does again on
 * every run: a new prepared-query object with new parser closures, its tracing spans and its cache look-up (no cache
 * is configured). The query logger is still told, as drizzle tells it (tests count a spin's statements with it).
 */

/** The parts of a drizzle session a run needs: its driver client (pool, pooled connection or PGlite) and its logger. */
export interface DriverSession {
  client: unknown;
  logger: { logQuery(query: string, params: unknown[]): void };
}

export interface DriverStatement {
  name: string;
  text: string;
}

const asText = (value: unknown) => value;

/**
 * drizzle maps dates, times and intervals from their text itself (column.mapFromDriverValue): both drivers keep them as
 * text, as drizzle's sessions ask them to.
 */
const TEXT_KEPT_TYPE_IDS = [
  pgliteTypes.TIMESTAMP,
  pgliteTypes.TIMESTAMPTZ,
  pgliteTypes.DATE,
  pgliteTypes.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const textKept = new Set<number>(TEXT_KEPT_TYPE_IDS);

const nodePostgresTypes = {
  getTypeParser: (typeId: number, format?: string) => (textKept.has(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text')),
};

const pgliteOptions = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(TEXT_KEPT_TYPE_IDS.map((id) => [id, asText])),
};

export async function runOnDriver<Row>(session: DriverSession, pglite: boolean, statement: DriverStatement, params: unknown[]): Promise<Row[]> {
  session.logger.logQuery(statement.text, params);
  if (pglite) {
    const result = await (session.client as PGliteInterface).query<Row>(statement.text, params, pgliteOptions);
    return result.rows;
  }
  const client = session.client as pg.Pool | pg.PoolClient;
  const result = await client.query<Row & pg.QueryResultRow>({
    name: statement.name,
    text: statement.text,
    values: params,
    types: nodePostgresTypes,
  });
  return result.rows;
}
