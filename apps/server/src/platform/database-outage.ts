// A call that failed because the database could not be reached is an outage, answered 503 with Retry-After, not an
// internal error: the client may try again, and nothing was written (a transaction that loses its connection is
// rolled back by PostgreSQL).

/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shutting down, crashed, or starting up). */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** Node's socket errors while connecting to or talking with the database. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres's own words for a connection lost or never made (its errors carry no code). */
const DRIVER_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Client has encountered a connection error/];

/** How long a client is asked to wait before trying again: about what a PostgreSQL restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether an error, or one it wraps (drizzle puts the driver's error in `cause`), says the database is unreachable. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || SOCKET_ERRORS.has(code))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
  }
  return false;
}
