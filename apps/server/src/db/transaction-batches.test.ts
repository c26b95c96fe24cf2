import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import type { Transaction } from './client.ts';
import { rowsOf, sqlStateOf } from './sql-helpers.ts';
import { createTransactionBatcher } from './transaction-batches.ts';

const t = useTestApp();

beforeAll(async () => {
  await t.database.db.execute(sql`create table if not exists batch_probe (key text, n integer)`);
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from batch_probe`);
});

/** Each row written, with the PostgreSQL transaction that wrote it (xmin): rows of one batch share it. */
const probeRows = async () =>
  rowsOf<{ key: string; n: number; writer: string }>(
    await t.database.db.execute(sql`select key, n, xmin::text as writer from batch_probe order by n`),
  );

const insert = (key: string, n: number) => async (tx: Transaction) => {
  await tx.execute(sql`insert into batch_probe values (${key}, ${n})`);
  return n;
};

/** A batcher whose prepare step records the keys of every batch of several it opened. */
function probeBatcher() {
  const batches: string[][] = [];
  const batcher = createTransactionBatcher<string>(t.database.db, {
    keyOf: (key) => key,
    maxBatch: 4,
    prepare: async (tx, keys) => {
      batches.push(keys);
      await tx.execute(sql`select 1`);
    },
  });
  return { batcher, batches };
}

it('runs the first transaction at once and alone, and those arriving meanwhile together in one (PostgreSQL)', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const { batcher, batches } = probeBatcher();
  const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((key, n) => batcher.run(key, insert(key, n))));
  expect(answers).toEqual([0, 1, 2, 3, 4]);
  const rows = await probeRows();
  expect(rows.map(({ key }) => key)).toEqual(['a', 'b', 'c', 'd', 'e']);
  // 'a' found nothing in flight; the four that came while it ran went in one batch, one transaction.
  expect(batches).toEqual([['b', 'c', 'd', 'e']]);
  expect(new Set(rows.slice(1).map(({ writer }) => writer)).size).toBe(1);
  expect(rows[0]!.writer).not.toBe(rows[1]!.writer);
});

it('takes at most maxBatch a batch, and never two of one key in the same batch (PostgreSQL)', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const { batcher, batches } = probeBatcher();
  const keys = ['first', 'a', 'a', 'b', 'c', 'd', 'e'];
  await Promise.all(keys.map((key, n) => batcher.run(key, insert(key, n))));
  expect(batches).toEqual([
    ['a', 'b', 'c', 'd'],
    ['a', 'e'],
  ]);
  const writers = new Map((await probeRows()).map(({ n, writer }) => [n, writer]));
  expect(writers.get(1)).not.toBe(writers.get(2));
});

it('rolls a batch back whole when one of its works fails, then runs that one alone and the others together again (PostgreSQL)', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const { batcher, batches } = probeBatcher();
  let attempts = 0;
  const refusing = async (tx: Transaction) => {
    attempts += 1;
    await tx.execute(sql`insert into batch_probe values ('refused', 99)`);
    throw new Error('refused after writing');
  };
  const answers = await Promise.allSettled([
    batcher.run('first', insert('first', 0)),
    batcher.run('a', insert('a', 1)),
    batcher.run('refused', refusing),
    batcher.run('b', insert('b', 2)),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  expect((answers[2] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
  expect(batches).toEqual([
    ['a', 'refused', 'b'],
    ['a', 'b'],
  ]);
  // Once in the batch, once alone; neither run's row stands. The others stand once each, written by one transaction.
  expect(attempts).toBe(2);
  const rows = await probeRows();
  expect(rows.map(({ key }) => key)).toEqual(['first', 'a', 'b']);
  expect(rows[1]!.writer).toBe(rows[2]!.writer);
  expect(rows[0]!.writer).not.toBe(rows[1]!.writer);
});

it('tells the work whose statement failed from those PostgreSQL refused after it, as the transaction was aborted (PostgreSQL)', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const { batcher, batches } = probeBatcher();
  const failing = async (tx: Transaction) => {
    await tx.execute(sql`select 1 / (select count(*) from batch_probe where key = 'never')`);
    return 'unreachable';
  };
  const answers = await Promise.allSettled([
    batcher.run('first', insert('first', 0)),
    batcher.run('a', insert('a', 1)),
    batcher.run('failing', failing),
    batcher.run('b', insert('b', 2)),
    batcher.run('c', insert('c', 3)),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  expect(sqlStateOf((answers[2] as PromiseRejectedResult).reason)).toBe('22012');
  // b and c were refused with 25P02 after the division failed: theirs was not the failure, so they go together again.
  expect(batches).toEqual([
    ['a', 'failing', 'b', 'c'],
    ['a', 'b', 'c'],
  ]);
  const rows = await probeRows();
  expect(rows.map(({ key }) => key)).toEqual(['first', 'a', 'b', 'c']);
  expect(new Set(rows.slice(1).map(({ writer }) => writer)).size).toBe(1);
});

it('runs each work alone when the batch of those left fails too (PostgreSQL)', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const { batcher, batches } = probeBatcher();
  const attempts = new Map<string, number>();
  /** Writes its row, but fails on the given attempt, for a reason of its own. */
  const failingOnAttempt = (key: string, n: number, failing: number) => async (tx: Transaction) => {
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const written = await insert(key, n)(tx);
    if (attempt === failing) throw new Error(`${key} failed on attempt ${attempt}`);
    return written;
  };
  const answers = await Promise.allSettled([
    batcher.run('first', insert('first', 0)),
    batcher.run('a', failingOnAttempt('a', 1, 1)),
    batcher.run('b', failingOnAttempt('b', 2, 2)),
    batcher.run('c', insert('c', 3)),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  // a failed in the batch; b, in the batch of those left: no third batch, each then ran alone.
  expect(batches).toEqual([
    ['a', 'b', 'c'],
    ['b', 'c'],
  ]);
  expect(Object.fromEntries(attempts)).toEqual({ a: 2, b: 3 });
  const rows = await probeRows();
  expect(rows.map(({ key }) => key)).toEqual(['first', 'a', 'b', 'c']);
  expect(new Set(rows.map(({ writer }) => writer)).size).toBe(4);
});

it('answers no work before its batch has committed', async () => {
  const { batcher } = probeBatcher();
  const seenByAnswers: number[] = [];
  await Promise.all(
    ['a', 'b', 'c'].map((key, n) =>
      batcher.run(key, insert(key, n)).then(async () => {
        const [row] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from batch_probe where key = ${key}`));
        seenByAnswers.push(row!.n);
      }),
    ),
  );
  expect(seenByAnswers).toEqual([1, 1, 1]);
});

it('runs every transaction alone on PGlite, one connection', async (context) => {
  if (t.database.kind !== 'pglite') context.skip();
  const { batcher, batches } = probeBatcher();
  await Promise.all(['a', 'b', 'c'].map((key, n) => batcher.run(key, insert(key, n))));
  expect(batches).toEqual([]);
  expect((await probeRows()).map(({ key }) => key)).toEqual(['a', 'b', 'c']);
});
