import { expect, it } from 'vitest';
import { createReadBatcher } from './read-batches.ts';

/**
 * A store whose reads are held until released: each read statement sees the store as it is when the statement
 * starts (as a statement's snapshot does), and records the keys it was given.
 */
function heldStore() {
  const values = new Map<string, number>();
  const statements: string[][] = [];
  const held: Array<() => void> = [];
  const readMany = async (keys: string[]) => {
    statements.push(keys);
    const seen = new Map(keys.flatMap((key) => (values.has(key) ? [[key, values.get(key)!] as const] : [])));
    await new Promise<void>((release) => held.push(release));
    return seen;
  };
  const releaseNext = async () => {
    held.shift()!();
    // The batch's answers are handed out and the next statement sent.
    await new Promise((settle) => setImmediate(settle));
  };
  return { values, statements, readMany, releaseNext };
}

it('reads a key alone at once, and the keys asked meanwhile together in one statement', async () => {
  const store = heldStore();
  store.values.set('a', 1).set('b', 2).set('c', 3);
  const reads = createReadBatcher<number>({ readMany: store.readMany, maxBatch: 10 });
  const first = reads.read('a');
  expect(store.statements).toEqual([['a']]);
  const rest = [reads.read('b'), reads.read('c'), reads.read('b'), reads.read('unknown')];
  await store.releaseNext();
  expect(store.statements).toEqual([['a'], ['b', 'c', 'unknown']]);
  await store.releaseNext();
  expect(await first).toBe(1);
  expect(await Promise.all(rest)).toEqual([2, 3, 2, undefined]);
});

it('answers a read asked while a statement is in flight from a statement that began after it', async () => {
  const store = heldStore();
  store.values.set('a', 1);
  const reads = createReadBatcher<number>({ readMany: store.readMany, maxBatch: 10 });
  const before = reads.read('a');
  // Written (committed) after the first statement began, before the second read was asked.
  store.values.set('a', 2);
  const after = reads.read('a');
  await store.releaseNext();
  await store.releaseNext();
  expect([await before, await after]).toEqual([1, 2]);
});

it('reads at most maxBatch keys a statement, the rest in the next', async () => {
  const store = heldStore();
  const reads = createReadBatcher<number>({ readMany: store.readMany, maxBatch: 2 });
  const all = ['a', 'b', 'c', 'd', 'e'].map((key) => reads.read(key));
  for (let statement = 0; statement < 3; statement++) await store.releaseNext();
  await Promise.all(all);
  expect(store.statements).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
});

it('fails the reads of a failed statement only', async () => {
  let calls = 0;
  const reads = createReadBatcher<number>({
    readMany: async (keys) => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, 7]));
    },
    maxBatch: 10,
  });
  const failed = reads.read('a');
  const next = reads.read('b');
  await expect(failed).rejects.toThrow('connection lost');
  expect(await next).toBe(7);
});
