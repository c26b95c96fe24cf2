import { describe, expect, it } from 'vitest';
import { PLINKO_PAYTABLES, type PlinkoBounce } from '@lodestar/games';
import { plinkoBallKeyframes, plinkoBallStops, plinkoPegs, plinkoSlotCentre, plinkoSlotHeat } from './plinko-board.ts';

const pathOf = (letters: string): PlinkoBounce[] => [...letters].map((letter) => (letter === 'R' ? 'right' : 'left'));

describe('plinko board', () => {
  it('draws rows of 3 … rows + 2 pegs, centred, the last row framing every slot', () => {
    for (let rows = 8; rows <= 16; rows++) {
      const pegs = plinkoPegs(rows);
      expect(pegs).toHaveLength((rows * (rows + 5)) / 2);
      const lastRow = pegs.filter((peg) => peg.y === rows - 1).map((peg) => peg.x);
      expect(lastRow).toHaveLength(rows + 2);
      for (let slot = 0; slot <= rows; slot++) {
        const centre = plinkoSlotCentre(slot, rows);
        expect(lastRow[slot]).toBe(centre - 0.5);
        expect(lastRow[slot + 1]).toBe(centre + 0.5);
      }
    }
    expect(plinkoPegs(8).filter((peg) => peg.y === 0)).toEqual([
      { x: -1, y: 0 },
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ]);
  });

  it('moves the ball half a spacing per bounce, onto a peg of every row, into the outcome slot', () => {
    const path = pathOf('RRLRLLRR');
    const slot = 5;
    const stops = plinkoBallStops(path);
    expect(stops[0]).toEqual({ x: 0, y: -1 });
    expect(stops.at(-1)).toEqual({ x: plinkoSlotCentre(slot, 8), y: 8 });
    const pegs = plinkoPegs(8);
    path.forEach((bounce, row) => {
      const onPeg = stops[row + 1]!;
      expect(pegs).toContainEqual(onPeg);
      expect(stops[row + 2]!.x - onPeg.x).toBe(bounce === 'right' ? 0.5 : -0.5);
    });
    expect(plinkoBallStops(pathOf('LLLLLLLLLLLLLLLL')).at(-1)).toEqual({ x: -8, y: 16 });
    expect(plinkoBallStops(pathOf('RRRRRRRRRRRRRRRR')).at(-1)).toEqual({ x: 8, y: 16 });
  });

  it('animates from the drop point to the slot, kicking the ball the way it bounced', () => {
    const path = pathOf('RLRRLLRL');
    const keyframes = plinkoBallKeyframes(path);
    expect(keyframes[0]).toMatchObject({ x: 0, y: -1, offset: 0 });
    expect(keyframes.at(-1)).toMatchObject({ x: plinkoSlotCentre(4, 8), y: 8, offset: 1 });
    // Drop, then per row: the peg and the kick off it, then the slot.
    expect(keyframes).toHaveLength(1 + 2 * path.length + 1);
    path.forEach((bounce, row) => {
      const peg = keyframes[1 + 2 * row]!;
      const kick = keyframes[2 + 2 * row]!;
      expect(Math.sign(kick.x - peg.x)).toBe(bounce === 'right' ? 1 : -1);
      expect(kick.y).toBeLessThan(peg.y);
    });
    const offsets = keyframes.map((keyframe) => keyframe.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('grades slot colours from the lowest multiplier (0) to the edges (1), symmetrically', () => {
    const paytable = PLINKO_PAYTABLES.high[16];
    const heat = plinkoSlotHeat(paytable);
    expect(heat[0]).toBe(1);
    expect(heat[16]).toBe(1);
    expect(Math.min(...heat)).toBe(0);
    expect(heat).toEqual([...heat].reverse());
    expect(heat[3]!).toBeGreaterThan(heat[5]!);
  });
});
