import { createRequire } from 'node:module';
import { types as pgliteTypes, type PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A prepared statement's run, sent to the driver as drizzle's own session sends a statement that maps no fields
 * (`execute` without fields in drizzle-orm/node-postgres and drizzle-orm/pglite): the same text, values, name and type
 * parsers, so rows come back exactly as they did through drizzle. What it leaves out is what drizzle does again on
 * every run: a new prepared-query object with new parser closures, its tracing spans and its cache look-up (no cache
 * is configured). The query logger is still told, as drizzle tells it (tests count a spin's statements with it). On
 * node-postgres a run is a PreparedRun (below): it asks for the rows' description on a statement's first run only.
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
  const client = session.client as { query: (run: PreparedRun, done: (error: Error | undefined, result: { rows: Row[] }) => void) => void };
  return new Promise<Row[]>((resolve, reject) =>
    client.query(new PreparedRun(statement, params), (error, result) => (error ? reject(error) : resolve(result.rows))),
  );
}

/** node-postgres's own conversion of a value to what the protocol sends (arrays, dates, buffers, JSON). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };

/** The parts of node-postgres's connection a run writes its messages to. */
interface ProtocolConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types?: unknown }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; binary: boolean; valueMapper: (value: unknown) => unknown }): void;
  execute(message: { portal: string }): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
}

/** node-postgres's result of a run, as its parser fills it: the fields of its rows and how each is read. */
interface ResultUnderConstruction {
  fields: unknown[];
  _parsers?: unknown[];
  _prebuiltEmptyResultObject: object | null;
  _types: typeof nodePostgresTypes;
}

/** What a prepared statement's rows look like: the same on every run (one text, one plan's output). */
type RowShape = Pick<ResultUnderConstruction, 'fields' | '_parsers' | '_prebuiltEmptyResultObject'>;

/** Row shapes by statement name: a name is one text (prepared-statement.ts), whatever the connection. */
const rowShapes = new Map<string, RowShape>();

interface QueryInternals {
  name: string;
  text: string;
  values: unknown[];
  types: typeof nodePostgresTypes;
  _result: ResultUnderConstruction;
  _accumulateRows: boolean;
  hasBeenParsed(connection: ProtocolConnection): boolean;
  handleError(error: unknown, connection: ProtocolConnection): void;
  prepare(connection: ProtocolConnection): void;
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
}

const Query = pg.Query as unknown as new (text: string) => QueryInternals;

/**
 * A run of a named prepared statement that asks PostgreSQL to describe its rows only once per statement (issue 16).
 * node-postgres sends Describe with every run and builds the row's fields and parsers anew from the answer, and it
 * copies the query's config object first: together 7 % of the server's CPU samples under `npm run bench`. The shape
 * of a statement's rows cannot change between runs, so the first run's is kept and every later run binds and executes
 * only, its DataRow messages read with the kept fields.
 */
class PreparedRun extends Query {
  constructor(statement: DriverStatement, values: unknown[]) {
    // Given text alone, node-postgres copies no config object.
    super(statement.text);
    this.name = statement.name;
    this.values = values;
    this.types = nodePostgresTypes;
    this._result._types = nodePostgresTypes;
  }

  override prepare(connection: ProtocolConnection): void {
    const shape = rowShapes.get(this.name);
    if (!shape) {
      super.prepare(connection);
      return;
    }
    Object.assign(this._result, shape);
    // Rows are gathered for the callback, as node-postgres decides when it reads a row description.
    this._accumulateRows = true;
    if (!this.hasBeenParsed(connection)) {
      connection.parse({ text: this.text, name: this.name, types: this.types });
      connection.submittedNamedStatements[this.name] = this.text;
    }
    try {
      connection.bind({ portal: '', statement: this.name, values: this.values, binary: false, valueMapper: prepareValue });
    } catch (error) {
      // As node-postgres does: a value it cannot send closes the statement rather than leave the connection waiting.
      connection.close({ type: 'S', name: this.name });
      connection.sync();
      this.handleError(error, connection);
      return;
    }
    connection.execute({ portal: '' });
    connection.sync();
  }

  override handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    super.handleCommandComplete(message, connection);
    const { fields, _parsers, _prebuiltEmptyResultObject } = this._result;
    if (!rowShapes.has(this.name)) rowShapes.set(this.name, { fields, _parsers, _prebuiltEmptyResultObject });
  }
}
