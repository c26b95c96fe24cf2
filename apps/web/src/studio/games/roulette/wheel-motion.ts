import { EUROPEAN_WHEEL_ORDER, ROULETTE_POCKET_COUNT } from '@lodestar/games';

export const POCKET_ANGLE = 360 / ROULETTE_POCKET_COUNT;

/** Clockwise angle, in degrees from the top, of a pocket's centre on the wheel at rest. */
export function pocketAngle(pocket: number): number {
  return EUROPEAN_WHEEL_ORDER.indexOf(pocket) * POCKET_ANGLE;
}

/**
 * The wheel's next rotation (degrees, only ever growing so the CSS transition always spins forwards): at least
 * `turns` full turns past the current one, stopping with `pocket` under the marker at the top.
 */
export function landingRotation(currentRotation: number, pocket: number, turns: number): number {
  const restingAngle = (((360 - pocketAngle(pocket)) % 360) + 360) % 360;
  const fullTurnsSoFar = Math.ceil(currentRotation / 360) * 360;
  return fullTurnsSoFar + turns * 360 + restingAngle;
}

/** How long a spin takes, wheel and ball together. */
export const SPIN_MS = 4200;
const WHEEL_TURNS = 4;
const BALL_TURNS = 6;

/** Degrees, clockwise: the wheel's and the ball's (the ball rests at the top, in the pocket under the marker). */
export interface WheelRotation {
  wheel: number;
  ball: number;
}

/** The wheel turns forwards onto the pocket while the ball runs the other way round and settles at the top. */
export function spinTo(current: WheelRotation, pocket: number): WheelRotation {
  return {
    wheel: landingRotation(current.wheel, pocket, WHEEL_TURNS),
    ball: Math.floor(current.ball / 360) * 360 - BALL_TURNS * 360,
  };
}

/** The newest pocket first, at most `keep` of them, for the strip of last results. */
export function withLatestResult(results: readonly number[], pocket: number, keep = 12): number[] {
  return [pocket, ...results].slice(0, keep);
}
