import pg from 'pg';

/** One statement on a connection of its own, closed afterwards: the benchmark's few reads and commands around a run. */
export async function queryOnce<Row extends pg.QueryResultRow>(databaseUrl: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}
