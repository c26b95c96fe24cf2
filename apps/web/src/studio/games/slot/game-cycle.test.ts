import { describe, expect, it } from 'vitest';
import { REEL_COUNT } from '@lodestar/games';
import { cycleTimeLeftMs, firstReelStopMs, FREE_SPIN_REELS_SPIN_MS, MIN_SLOT_GAME_CYCLE_MS, nextFreeSpinDelayMs, reelStopGapMs } from './game-cycle';

describe('the slot game cycle', () => {
  it('lasts the 2.5 s of the UKGC minimum for slots', () => {
    expect(MIN_SLOT_GAME_CYCLE_MS).toBe(2500);
  });

  it('holds the next spin back until 2.5 s after the press, however soon the round was over', () => {
    const pressedAt = 10_000.25;
    expect(cycleTimeLeftMs(pressedAt, pressedAt)).toBe(2500);
    // An answer and an animation that took no time at all shorten nothing.
    expect(cycleTimeLeftMs(pressedAt, pressedAt + 1)).toBe(2499);
    expect(cycleTimeLeftMs(pressedAt, pressedAt + 2499.75)).toBeCloseTo(0.25);
    expect(cycleTimeLeftMs(pressedAt, pressedAt + 2500)).toBe(0);
    // A round that ran longer than the cycle adds no wait after it.
    expect(cycleTimeLeftMs(pressedAt, pressedAt + 9000)).toBe(0);
  });

  for (const reducedMotion of [false, true]) {
    it(`stops the last reel exactly as the cycle ends${reducedMotion ? ', all reels together with reduced motion' : ''}`, () => {
      const lastReelStop = firstReelStopMs(REEL_COUNT, reducedMotion) + reelStopGapMs(reducedMotion) * (REEL_COUNT - 1);
      expect(lastReelStop).toBe(MIN_SLOT_GAME_CYCLE_MS);
    });
  }

  it('lets the reels spin a moment even where their stops alone would fill the cycle', () => {
    const manyReels = 40;
    expect(firstReelStopMs(manyReels, false)).toBe(650);
  });

  for (const reducedMotion of [false, true]) {
    it(`starts each free spin of a feature a whole game cycle after the one before${reducedMotion ? ', with reduced motion too' : ''}`, () => {
      const freeSpinStartedAt = 40_000;
      // The free spin's own reels stop well inside the cycle: the next waits for the cycle, not just the pause.
      const shownAt = freeSpinStartedAt + (reducedMotion ? 0 : FREE_SPIN_REELS_SPIN_MS) + reelStopGapMs(reducedMotion) * (REEL_COUNT - 1);
      const nextStartsAt = shownAt + nextFreeSpinDelayMs(freeSpinStartedAt, shownAt, reducedMotion);
      expect(nextStartsAt - freeSpinStartedAt).toBe(MIN_SLOT_GAME_CYCLE_MS);
    });
  }

  it('keeps the pause to take in a free spin’s wins when the cycle is already over', () => {
    expect(nextFreeSpinDelayMs(0, 2500, false)).toBe(1400);
    expect(nextFreeSpinDelayMs(0, 2500, true)).toBe(900);
  });
});
