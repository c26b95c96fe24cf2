/**
 * The shortest slot game cycle, from the press of Spin to the moment the next spin can be pressed: the UKGC Remote
 * Technical Standards' minimum game cycle of 2.5 s for slots (RTS 14D). Demo plays at the real-money pace, so a
 * player never learns a faster rhythm there; every free spin of a feature keeps the same distance from the last.
 */
export const MIN_SLOT_GAME_CYCLE_MS = 2500;

/** Reels spin at least this long, so even an instant answer reads as a spin. */
const MIN_SPIN_MS = 650;
/** A free spin follows a shown win, so its reels need only half that before they stop. */
export const FREE_SPIN_REELS_SPIN_MS = MIN_SPIN_MS / 2;
/** Reels stop one after the other, left to right. */
const REEL_STOP_GAP_MS = 170;

/**
 * How long a spin started at `startedAt` still holds the next one back at `now` (both `performance.now()` times):
 * the gate is measured from the press itself, so neither a fast answer nor a short animation can shorten it.
 */
export function cycleTimeLeftMs(startedAt: number, now: number): number {
  return Math.max(0, startedAt + MIN_SLOT_GAME_CYCLE_MS - now);
}

/**
 * When the first reel of a spin stops, counted from its start: late enough for the last reel to stop as the game
 * cycle ends, so the result lands when the next spin becomes possible rather than leaving a dead pause after it.
 * With reduced motion the reels never scroll and all stop together.
 */
export function firstReelStopMs(reelCount: number, reducedMotion: boolean): number {
  if (reducedMotion) return MIN_SLOT_GAME_CYCLE_MS;
  return Math.max(MIN_SPIN_MS, MIN_SLOT_GAME_CYCLE_MS - REEL_STOP_GAP_MS * (reelCount - 1));
}

/** The gap between the reels' stops: none with reduced motion, where they stop together. */
export const reelStopGapMs = (reducedMotion: boolean) => (reducedMotion ? 0 : REEL_STOP_GAP_MS);

/** Time to take in a free spin's wins before the next one starts. */
const FREE_SPIN_PAUSE_MS = 1400;
/** With reduced motion the reels never scroll, but a free-spin sequence still pauses so each spin is seen. */
const REDUCED_FREE_SPIN_PAUSE_MS = 900;

/**
 * How long after `now`, the moment a spin's result is shown, the next free spin of the feature starts: after a
 * pause to take in the wins, and never within a game cycle of the start of the spin before it.
 */
export function nextFreeSpinDelayMs(previousSpinStartedAt: number, now: number, reducedMotion: boolean): number {
  const pause = reducedMotion ? REDUCED_FREE_SPIN_PAUSE_MS : FREE_SPIN_PAUSE_MS;
  return Math.max(pause, cycleTimeLeftMs(previousSpinStartedAt, now));
}
