import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rtp/fast-random.ts';
import { compileSlot } from './compiled-slot.ts';
import { slotTitles } from './index.ts';
import { standardPaylines } from './paylines.ts';
import { defineSlot, type Pays, type SlotDefinition } from './slot-definition.ts';
import { evaluateStops, type SpinPhase, type SpinResult } from './slot-engine.ts';
import { computeSlotMath } from './slot-math.ts';
import { enumerateSpins } from './slot-spin-enumeration.ts';

/**
 * Tiny slots with random short strips (one scatter each, so free spins trigger and retrigger often), small
 * enough to check the clever enumeration against the plain one: every combination through the readable
 * evaluator.
 */
function tinySlot(seed: number, withWild: boolean): SlotDefinition {
  const random = createFastRandom(seed);
  const regular = ['a', 'b', 'c', 'd'];
  const strip = (length: number) => {
    const symbols = Array.from({ length: length - 1 }, () => {
      const roll = random.next();
      return withWild && roll < 0.15 ? 'w' : regular[Math.floor(random.next() * regular.length)]!;
    });
    symbols.splice(Math.floor(random.next() * length), 0, 's');
    return symbols;
  };
  const lengths = [4, 5, 3, 6, 4];
  return defineSlot({
    id: `slot-tiny-${seed}`,
    name: 'Tiny',
    theme: 'Test',
    volatility: 'medium',
    intro: 'A slot for tests.',
    symbols: [
      ...regular.map((id) => ({ id, name: id, kind: 'regular' as const })),
      ...(withWild ? [{ id: 'w', name: 'Wild', kind: 'wild' as const }] : []),
      { id: 's', name: 'Scatter', kind: 'scatter' as const },
    ],
    reels: lengths.map(strip),
    paylines: standardPaylines(9),
    paytable: { a: [10, 40, 200], b: [5, 20, 100], c: [3, 10, 40], d: [2, 5, 20], ...(withWild ? { w: [20, 100, 500] as Pays } : {}) },
    scatter: { symbol: 's', pays: [1, 4, 20], freeSpins: [2, 3, 4] },
    freeSpins: { multiplier: 2, maxSpins: 7, reels: [3, 4, 4, 5, 3].map(strip) },
    theoreticalRtp: 0,
    hitFrequency: 0,
    stdDev: 0,
    maxWin: 0,
  });
}

function everyStop(definition: SlotDefinition, phase: SpinPhase): number[][] {
  const reels = phase === 'free' && definition.freeSpins.reels ? definition.freeSpins.reels : definition.reels;
  return reels.reduce<number[][]>((combinations, strip) => combinations.flatMap((stops) => strip.map((_, stop) => [...stops, stop])), [[]]);
}

/** The round's exact moments by brute force: every spin of every free-spin state through evaluateStops. */
function bruteForceRound(definition: SlotDefinition) {
  const freeStops = everyStop(definition, 'free');
  const memo = new Map<string, { mean: number; meanSquare: number; zero: number; best: number }>();
  const feature = (left: number, awarded: number): { mean: number; meanSquare: number; zero: number; best: number } => {
    if (left === 0) return { mean: 0, meanSquare: 0, zero: 1, best: 0 };
    const key = `${left}/${awarded}`;
    const known = memo.get(key);
    if (known) return known;
    let mean = 0;
    let meanSquare = 0;
    let zero = 0;
    let best = 0;
    for (const stops of freeStops) {
      const spin = evaluateStops(definition, stops, 'free', awarded);
      const rest = feature(left - 1 + spin.freeSpinsAwarded, awarded + spin.freeSpinsAwarded);
      mean += spin.totalMultiplier + rest.mean;
      meanSquare += spin.totalMultiplier ** 2 + 2 * spin.totalMultiplier * rest.mean + rest.meanSquare;
      if (spin.totalMultiplier === 0) zero += rest.zero;
      best = Math.max(best, spin.totalMultiplier + rest.best);
    }
    const result = { mean: mean / freeStops.length, meanSquare: meanSquare / freeStops.length, zero: zero / freeStops.length, best };
    memo.set(key, result);
    return result;
  };
  const baseStops = everyStop(definition, 'base');
  let mean = 0;
  let meanSquare = 0;
  let zero = 0;
  let maxWin = 0;
  let triggers = 0;
  for (const stops of baseStops) {
    const spin = evaluateStops(definition, stops, 'base');
    const rest = feature(spin.freeSpinsAwarded, spin.freeSpinsAwarded);
    if (spin.freeSpinsAwarded > 0) triggers++;
    mean += spin.totalMultiplier + rest.mean;
    meanSquare += spin.totalMultiplier ** 2 + 2 * spin.totalMultiplier * rest.mean + rest.meanSquare;
    if (spin.totalMultiplier === 0) zero += rest.zero;
    maxWin = Math.max(maxWin, spin.totalMultiplier + rest.best);
  }
  const rtp = mean / baseStops.length;
  return {
    rtp,
    stdDev: Math.sqrt(meanSquare / baseStops.length - rtp * rtp),
    hitFrequency: 1 - zero / baseStops.length,
    maxWin,
    triggerProbability: triggers / baseStops.length,
  };
}

/** Equal up to floating-point rounding, relative to the size of the figures. */
function expectClose(actual: number, expected: number, relative = 1e-12): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));
}

const tinySlots = [tinySlot(1, true), tinySlot(2, true), tinySlot(3, false), tinySlot(4, true)];

describe('exact slot mathematics', () => {
  it.each(tinySlots.map((definition) => [definition.id, definition] as const))(
    'enumerates the same spin distribution as evaluating every combination (%s)',
    (_id, definition) => {
      const slot = compileSlot(definition);
      for (const phase of ['base', 'free'] as const) {
        const distribution = enumerateSpins(slot, phase === 'free' ? slot.free : slot.base);
        const spins: SpinResult[] = everyStop(definition, phase).map((stops) => evaluateStops(definition, stops, phase));
        expect(distribution.combinations).toBe(spins.length);
        const multiplier = phase === 'free' ? definition.freeSpins.multiplier : 1;
        for (let scatterCount = 0; scatterCount <= 5; scatterCount++) {
          const inClass = spins.filter((spin) => spin.scatterCount === scatterCount);
          // Line wins without the free-spin multiplier, as the enumeration counts them.
          const lineWins = inClass.map((spin) => spin.lineWins.reduce((total, win) => total + win.pay, 0) / multiplier);
          const spinWins = inClass.map((spin) => spin.winInLineBets / multiplier);
          expect(distribution.classes[scatterCount]).toEqual({
            scatterCount,
            combinations: inClass.length,
            lineWinSum: BigInt(lineWins.reduce((total, win) => total + win, 0)),
            spinWinSquareSum: BigInt(spinWins.reduce((total, win) => total + win * win, 0)),
            zeroLineWin: lineWins.filter((win) => win === 0).length,
            maxLineWin: Math.max(0, ...lineWins),
          });
        }
      }
    },
  );

  it.each(tinySlots.map((definition) => [definition.id, definition] as const))(
    'solves the free-spin feature, retriggers and cap included, as a brute-force recursion does (%s)',
    (_id, definition) => {
      const math = computeSlotMath(definition);
      const brute = bruteForceRound(definition);
      expect(math.triggerProbability).toBeGreaterThan(0.05);
      expectClose(math.theoreticalRtp, brute.rtp);
      expectClose(math.stdDev, brute.stdDev, 1e-10);
      expectClose(math.hitFrequency, brute.hitFrequency);
      expectClose(math.maxWin, brute.maxWin);
      expectClose(math.triggerProbability, brute.triggerProbability);
      expectClose(math.baseLineRtp + math.baseScatterRtp + math.featureRtp, math.theoreticalRtp);
    },
  );

  it('agrees with the geometric series of retriggers when the cap is out of reach', () => {
    const starfall = slotTitles.find((title) => title.id === 'slot-starfall-fortune')!;
    const uncapped = defineSlot({ ...starfall, intro: 'x', freeSpins: { ...starfall.freeSpins, maxSpins: 1000 } });
    const slot = compileSlot(uncapped);
    const spins = enumerateSpins(slot, slot.free);
    const total = spins.combinations;
    const awards = [0, 0, 0, ...uncapped.scatter.freeSpins];
    // Each free spin pays E[W] and awards E[g] more spins on average; N spins played from n awarded:
    // E[N] = n + E[g]·E[N], so E[N] = n / (1 − E[g]), and the feature pays E[N]·E[W] (Wald's identity).
    const expectedAward = spins.classes.reduce((sum, spinClass, count) => sum + (spinClass.combinations / total) * awards[count]!, 0);
    const freeSpinWin =
      spins.classes.reduce((sum, spinClass, count) => sum + Number(spinClass.lineWinSum) + spinClass.combinations * slot.scatterUnits[count]!, 0) *
      (uncapped.freeSpins.multiplier / (total * slot.lineCount));
    const baseSpins = enumerateSpins(slot, slot.base);
    const triggered = baseSpins.classes.reduce(
      (sum, spinClass, count) => sum + (spinClass.combinations / baseSpins.combinations) * awards[count]!,
      0,
    );
    const math = computeSlotMath(uncapped);
    expectClose(math.featureRtp, (triggered / (1 - expectedAward)) * freeSpinWin);
    // The title's own cap of 40 costs a little, and only a little.
    const capped = computeSlotMath(starfall);
    expect(capped.featureRtp).toBeLessThan(math.featureRtp);
    expect(capped.featureRtp).toBeGreaterThan(math.featureRtp - 1e-3);
  });
});
