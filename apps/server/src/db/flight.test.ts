import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import type { Transaction } from './client.ts';
import { inOneFlight } from './flight.ts';
import { socketWritesDuring } from './socket-writes-test-kit.ts';
import { rowsOf } from './sql-helpers.ts';

const t = useTestApp();

const valueOf = async (tx: Transaction, query: ReturnType<typeof sql>) => rowsOf<{ value: number }>(await tx.execute(query))[0]!.value;

it('answers each step in order, the statements of a flight sent in one write on PostgreSQL', async () => {
  await t.database.db.transaction(async (tx) => {
    const flight = () =>
      inOneFlight(tx, [
        () => valueOf(tx, sql`select 1 as value`),
        () => valueOf(tx, sql`select 2 as value`),
        () => valueOf(tx, sql`select 3 as value`),
      ] as const);
    if (t.database.kind === 'pglite') {
      expect(await flight()).toEqual([1, 2, 3]);
      return;
    }
    const { result, writes } = await socketWritesDuring(tx, flight);
    expect(result).toEqual([1, 2, 3]);
    // Without the held-back socket, or on a connection that waits for each answer, three statements make three writes.
    expect(writes).toHaveLength(1);
  });
});

it('throws the first failure in the steps’ order once all ended, and the transaction moves nothing', async () => {
  await t.database.db.execute(sql`create table if not exists flight_probe (n integer)`);
  const run = t.database.db.transaction(async (tx) => {
    await inOneFlight(tx, [
      () => tx.execute(sql`insert into flight_probe values (1)`),
      () => tx.execute(sql`select 1 / 0`),
      () => tx.execute(sql`insert into flight_probe values (2)`),
    ] as const);
  });
  // The second step's failure, not the third's (which fails only because the transaction is aborted by then).
  await expect(run).rejects.toThrow(/Failed query: select 1 \/ 0/);
  expect(rowsOf(await t.database.db.execute(sql`select count(*)::int as n from flight_probe`))).toEqual([{ n: 0 }]);
});

it('throws the failure that aborted the transaction, not an earlier step’s statement refused for the abort', async () => {
  const run = t.database.db.transaction(async (tx) => {
    await inOneFlight(tx, [
      // Its second statement is sent once its first is answered: on PostgreSQL, after the second step's has failed.
      async () => {
        await tx.execute(sql`select 1`);
        return tx.execute(sql`select 2`);
      },
      () => tx.execute(sql`select 1 / 0`),
    ] as const);
  });
  await expect(run).rejects.toThrow(/Failed query: select 1 \/ 0/);
});

it('sends the steps’ first statements in the steps’ order, however long each step takes to reach its own', async () => {
  await t.database.db.execute(sql`create table if not exists flight_order (id integer generated always as identity, step text)`);
  const { writes } = await t.database.db.transaction(async (tx) => {
    const flight = () =>
      inOneFlight(tx, [
        async () => {
          for (let turn = 0; turn < 5; turn++) await Promise.resolve();
          return tx.execute(sql`insert into flight_order (step) values ('first')`);
        },
        async () => undefined,
        () => tx.execute(sql`insert into flight_order (step) values ('second')`),
      ] as const);
    if (t.database.kind === 'pglite') return { writes: [await flight()] };
    return socketWritesDuring(tx, flight);
  });
  expect(rowsOf(await t.database.db.execute(sql`select step from flight_order order by id`))).toEqual([{ step: 'first' }, { step: 'second' }]);
  // Still one write: waiting for a step's first statement is a matter of microtasks.
  expect(writes).toHaveLength(1);
});
