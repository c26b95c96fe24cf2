import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { inOneFlight } from './flight.ts';
import { pipelinedTransaction } from './pipelined-transaction.ts';
import { socketWritesDuring } from './socket-writes-test-kit.ts';
import { rowsOf } from './sql-helpers.ts';

const t = useTestApp();

beforeAll(async () => {
  await t.database.db.execute(sql`create table if not exists pipelined_probe (n integer)`);
});

const probeRows = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`select n from pipelined_probe order by n`));

it('commits its statements, BEGIN sent in the same write as the first flight on PostgreSQL', async () => {
  await t.database.db.execute(sql`delete from pipelined_probe`);
  const written = await pipelinedTransaction(t.database.db, async (tx) => {
    const flight = () =>
      inOneFlight(tx, [
        () => tx.execute(sql`insert into pipelined_probe values (1)`),
        () => tx.execute(sql`insert into pipelined_probe values (2)`),
      ] as const);
    if (t.database.kind === 'pglite') return void (await flight());
    return (await socketWritesDuring(tx, flight)).writes;
  });
  expect(await probeRows()).toEqual([{ n: 1 }, { n: 2 }]);
  if (!written) return;
  // A BEGIN waited for would have left alone, before the flight.
  expect(written).toHaveLength(1);
  expect(written[0]).toMatch(/BEGIN READ WRITE[^]*insert into pipelined_probe values \(1\)[^]*values \(2\)/);
});

it('rolls back everything when the work fails, and the failure is thrown', async () => {
  await t.database.db.execute(sql`delete from pipelined_probe`);
  const run = pipelinedTransaction(t.database.db, async (tx) => {
    await tx.execute(sql`insert into pipelined_probe values (1)`);
    throw new Error('refused after the insert');
  });
  await expect(run).rejects.toThrow('refused after the insert');
  expect(await probeRows()).toEqual([]);
});

it('can write nothing outside its transaction, as when BEGIN was refused (PostgreSQL)', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  await t.database.db.execute(sql`delete from pipelined_probe`);
  const run = pipelinedTransaction(t.database.db, async (tx) => {
    // Ends the transaction early: what follows runs on the connection on its own, as it would behind a failed BEGIN.
    await tx.execute(sql`commit`);
    await tx.execute(sql`insert into pipelined_probe values (1)`);
  });
  await expect(run).rejects.toMatchObject({ cause: { message: expect.stringMatching(/read-only transaction/) } });
  expect(await probeRows()).toEqual([]);
});

it('throws the failure of a refused BEGIN, and the statements sent behind it wrote nothing (PostgreSQL)', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  await t.database.db.execute(sql`delete from pipelined_probe`);
  // The server refuses this BEGIN (a syntax error): the insert behind it arrives outside any transaction.
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const refusedBegin = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    return query.apply(this, args[0] === 'BEGIN READ WRITE' ? ['BEGIN READ WRITE NOT A MODE', ...args.slice(1)] : args);
  } as typeof pg.Client.prototype.query);
  try {
    const run = pipelinedTransaction(t.database.db, (tx) => tx.execute(sql`insert into pipelined_probe values (1)`));
    await expect(run).rejects.toThrow(/syntax error/);
  } finally {
    refusedBegin.mockRestore();
  }
  expect(await probeRows()).toEqual([]);
});
