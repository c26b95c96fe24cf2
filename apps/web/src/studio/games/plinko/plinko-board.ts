import type { PlinkoBounce } from '@lodestar/games';

/**
 * Board geometry in peg spacings: x from the board's centre line, y in rows from the top row of pegs. Row r has
 * r + 3 pegs, so the last row's rows + 2 pegs frame the rows + 1 slots; slot s (s bounces to the right) is
 * centred at x = s − rows ÷ 2, one row below the last pegs.
 */
export interface BoardPoint {
  x: number;
  y: number;
}

export function plinkoPegs(rows: number): BoardPoint[] {
  return Array.from({ length: rows }, (_, row) => Array.from({ length: row + 3 }, (_, peg) => ({ x: peg - (row + 2) / 2, y: row }))).flat();
}

export function plinkoSlotCentre(slot: number, rows: number): number {
  return slot - rows / 2;
}

/**
 * Where the ball is at each step: dropped above the centre, on top of one peg per row (each bounce moves it half
 * a spacing left or right), then in its slot. The last x is the slot's centre because the slot number is the
 * count of right bounces.
 */
export function plinkoBallStops(path: readonly PlinkoBounce[]): BoardPoint[] {
  const stops: BoardPoint[] = [{ x: 0, y: -1 }];
  let x = 0;
  path.forEach((bounce, row) => {
    stops.push({ x, y: row });
    x += bounce === 'right' ? 0.5 : -0.5;
  });
  stops.push({ x, y: path.length });
  return stops;
}

export interface BallKeyframe extends BoardPoint {
  /** 0 … 1 through the whole drop. */
  offset: number;
  /** Timing into the next keyframe: the kick off a peg slows down, falling speeds up. */
  easing: 'ease-in' | 'ease-out';
}

/** How far a peg kicks the ball sideways and back up before it falls onto the next row, in spacings. */
const KICK_SIDEWAYS = 0.3;
const KICK_RISE = 0.12;

/** The drop as keyframes: between two pegs the ball is kicked up and aside, then falls onto the next peg. */
export function plinkoBallKeyframes(path: readonly PlinkoBounce[]): BallKeyframe[] {
  // Stop 0 is the drop point and the last stop the slot; stop r + 1 is the peg of row r, which kicks the ball.
  const points = plinkoBallStops(path).flatMap((stop, index): Omit<BallKeyframe, 'offset'>[] => {
    const bounce = path[index - 1];
    if (!bounce) return [{ ...stop, easing: 'ease-in' }];
    const side = bounce === 'right' ? 1 : -1;
    return [
      { ...stop, easing: 'ease-out' },
      { x: stop.x + side * KICK_SIDEWAYS, y: stop.y - KICK_RISE, easing: 'ease-in' },
    ];
  });
  return points.map((point, index) => ({ ...point, offset: index / (points.length - 1) }));
}

/**
 * How hot a slot's colour is, 0 (the lowest multiplier) … 1 (the highest), on a log scale so 0.2×, 1× and 1,000×
 * each get a distinct shade.
 */
export function plinkoSlotHeat(paytable: readonly number[]): number[] {
  const logs = paytable.map((multiplier) => Math.log(Math.max(multiplier, 0.01)));
  const low = Math.min(...logs);
  const span = Math.max(...logs) - low;
  return logs.map((value) => (span === 0 ? 0 : (value - low) / span));
}
