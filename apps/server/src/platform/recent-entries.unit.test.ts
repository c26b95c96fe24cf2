import { expect, it } from 'vitest';
import { recentEntries } from './recent-entries.ts';

it('keeps the newest written entries up to its capacity, dropping the oldest written', () => {
  const remembered = recentEntries<string, number>(2);
  remembered.set('a', 1);
  remembered.set('b', 2);
  remembered.set('a', 3);
  remembered.set('c', 4);
  expect([remembered.get('a'), remembered.get('b'), remembered.get('c')]).toEqual([3, undefined, 4]);
  expect(remembered.size).toBe(2);
  remembered.delete('a');
  expect(remembered.get('a')).toBeUndefined();
});
