import { describe, expect, it } from 'vitest';
import { fractionToNumber, kenoRtp } from '@lodestar/games';
import { KENO_BOARD, kenoCellState, kenoPaylines, quickPickKeno, toggleKenoPick } from './keno-picks.ts';

describe('keno picks', () => {
  it('toggles numbers and refuses an eleventh', () => {
    expect(toggleKenoPick([], 7)).toEqual([7]);
    expect(toggleKenoPick([7, 12], 7)).toEqual([12]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(toggleKenoPick(ten, 11)).toBe(ten);
    expect(toggleKenoPick(ten, 10)).toHaveLength(9);
  });

  it('quick-picks distinct numbers of the board, sorted', () => {
    let state = 12345;
    const randomBelow = (bound: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % bound;
    };
    for (let round = 0; round < 50; round++) {
      const picks = quickPickKeno(10, randomBelow);
      expect(new Set(picks).size).toBe(10);
      expect(picks.every((number) => KENO_BOARD.includes(number))).toBe(true);
      expect(picks).toEqual([...picks].sort((a, b) => a - b));
    }
    expect(quickPickKeno(40, () => 0)).toEqual(KENO_BOARD);
    expect(quickPickKeno(3, (bound) => bound - 1)).toEqual([1, 2, 40]);
  });

  it('lists the paytable of the pick count with chances that add up to the RTP', () => {
    const lines = kenoPaylines(2, 'low');
    expect(lines.map(({ hits, multiplier }) => [hits, multiplier])).toEqual([
      [0, 0],
      [1, 1.82],
      [2, 5],
    ]);
    for (const risk of ['low', 'medium', 'high'] as const) {
      for (let picks = 1; picks <= 10; picks++) {
        const paylines = kenoPaylines(picks, risk);
        expect(paylines).toHaveLength(picks + 1);
        expect(paylines.reduce((sum, line) => sum + line.chance, 0)).toBeCloseTo(100, 9);
        const rtp = paylines.reduce((sum, line) => sum + (line.chance / 100) * line.multiplier, 0);
        expect(rtp).toBeCloseTo(fractionToNumber(kenoRtp(picks, risk)), 9);
      }
    }
  });

  it('colours cells as the draw is revealed', () => {
    const picks = [3, 17, 40];
    expect(kenoCellState(3, picks, [])).toBe('picked');
    expect(kenoCellState(4, picks, [])).toBe('idle');
    expect(kenoCellState(17, picks, [5, 17])).toBe('hit');
    expect(kenoCellState(5, picks, [5, 17])).toBe('miss');
  });
});
