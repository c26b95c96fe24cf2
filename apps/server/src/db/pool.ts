import pg from 'pg';

/**
 * A pipelined pool of `max` connections to PostgreSQL at `url`, each started with `options` (PostgreSQL command-line
 * options) after whatever options the URL itself carries: node-postgres would let the URL's replace them.
 */
export function openPool(url: string, max: number, options?: string): pg.Pool {
  const parsed = new URL(url);
  const optionsOfUrl = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  const startupOptions = [optionsOfUrl, options].filter(Boolean).join(' ');
  const pool = new pg.Pool({ connectionString: parsed.toString(), max, pipeline: true, ...(startupOptions ? { options: startupOptions } : {}) });
  // A connection the server ends (restart, failover, a forced drop) must not crash the process. Idle, the pool's own
  // listener drops it and raises 'error' on the pool; checked out (a transaction under way), node-postgres raises
  // 'error' on the connection itself, which nothing else listens to: its queries fail on their own, and the pool
  // drops it when it is released.
  const warn = (error: Error) => console.warn(`database connection closed by the server: ${error.message}`);
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  return pool;
}
