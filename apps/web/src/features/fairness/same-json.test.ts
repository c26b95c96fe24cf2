import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('ignores the order of keys, as a JSON column returns them', () => {
    expect(sameJson({ kind: 'dice', roll: 1.68, bets: [{ a: 1, b: [2] }] }, { bets: [{ b: [2], a: 1 }], roll: 1.68, kind: 'dice' })).toBe(true);
  });

  it('tells apart different values, lengths, missing keys, arrays and objects', () => {
    expect(sameJson({ roll: 1.68 }, { roll: 1.69 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson({ mines: null }, { mines: null })).toBe(true);
  });
});
