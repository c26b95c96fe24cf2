import { compileSlot, type CompiledSlot } from './compiled-slot.ts';
import type { SlotDefinition, SlotFigures } from './slot-definition.ts';
import { enumerateSpins, type SpinDistribution } from './slot-spin-enumeration.ts';

/**
 * Exact slot mathematics by enumeration of every reel-stop combination (each equally likely: one float per
 * reel picks a stop uniformly).
 *
 * A spin is summarised by its scatter count c (0..5): how many combinations show c scatters, and the exact
 * sums of their line wins and squared line wins (integers, in line bets). That is all the round needs: the
 * scatter pay and the free-spin award depend on c only, and free spins are independent spins of the same
 * kind. The free-spin feature with retriggers and a cap is then solved exactly by dynamic programming over
 * (spins left, spins awarded so far).
 */

/** One spin's outcome classes in multiples of the total bet: joint moments P(c), E[W·1c], E[W²·1c]. */
interface SpinOutcomeClass {
  probability: number;
  winMean: number;
  winSquareMean: number;
  zeroWinProbability: number;
  /** The class's largest win in line bets (an integer, so maxima add up exactly). */
  maxWinUnits: number;
  award: number;
}

function outcomeClasses(slot: CompiledSlot, distribution: SpinDistribution, multiplier: number): SpinOutcomeClass[] {
  const lines = BigInt(slot.lineCount);
  const total = distribution.combinations;
  return distribution.classes.map((spinClass) => {
    const scatterUnits = BigInt(slot.scatterUnits[spinClass.scatterCount]!);
    const count = BigInt(spinClass.combinations);
    const winUnits = spinClass.lineWinSum + scatterUnits * count;
    const m = BigInt(multiplier);
    return {
      probability: spinClass.combinations / total,
      // One division of exact integers each, so these are correctly rounded.
      winMean: Number(winUnits * m) / (total * slot.lineCount),
      winSquareMean: Number(spinClass.spinWinSquareSum * m * m) / (total * Number(lines * lines)),
      zeroWinProbability: scatterUnits === 0n ? spinClass.zeroLineWin / total : 0,
      maxWinUnits: spinClass.combinations > 0 ? (spinClass.maxLineWin + slot.scatterUnits[spinClass.scatterCount]!) * multiplier : 0,
      award: slot.freeSpinAwards[spinClass.scatterCount]!,
    };
  });
}

export interface FeatureSolution {
  /** E[sum of free-spin wins], from a state (spins left, spins awarded): index left * (cap + 1) + awarded. */
  mean: Float64Array;
  meanSquare: Float64Array;
  /** P(every remaining free spin pays nothing). */
  allZero: Float64Array;
  /** Expected number of free spins still to play. */
  spinsLeft: Float64Array;
  /** The largest total the remaining free spins can pay, in line bets. */
  best: Float64Array;
  cap: number;
}

/**
 * The free-spin feature solved over every state (r spins left, a awarded so far, a ≤ cap). A spin of class c
 * leads to (r − 1 + g, a + g) with g = min(award_c, cap − a). Each state depends on states with more spins
 * awarded, or as many awarded and one spin fewer left, so one sweep with a descending and r ascending fills
 * the table. With W the spin's win and S' the rest of the feature (independent of W given c):
 *   E[S]  = Σc E[W·1c] + P(c)·E[S'_c]
 *   E[S²] = Σc E[W²·1c] + 2·E[W·1c]·E[S'_c] + P(c)·E[S'_c²]
 */
function solveFeature(spinClasses: SpinOutcomeClass[], cap: number): FeatureSolution {
  const size = (cap + 1) * (cap + 1);
  const solution: FeatureSolution = {
    mean: new Float64Array(size),
    meanSquare: new Float64Array(size),
    allZero: new Float64Array(size).fill(1),
    spinsLeft: new Float64Array(size),
    best: new Float64Array(size),
    cap,
  };
  const { mean, meanSquare, allZero, spinsLeft, best } = solution;
  for (let awarded = cap; awarded >= 0; awarded--) {
    for (let left = 1; left <= awarded; left++) {
      const at = left * (cap + 1) + awarded;
      let m1 = 0;
      let m2 = 0;
      let zero = 0;
      let spins = 1;
      let most = 0;
      for (const spinClass of spinClasses) {
        if (spinClass.probability === 0) continue;
        const granted = Math.min(spinClass.award, cap - awarded);
        const next = (left - 1 + granted) * (cap + 1) + awarded + granted;
        m1 += spinClass.winMean + spinClass.probability * mean[next]!;
        m2 += spinClass.winSquareMean + 2 * spinClass.winMean * mean[next]! + spinClass.probability * meanSquare[next]!;
        zero += spinClass.zeroWinProbability * allZero[next]!;
        spins += spinClass.probability * spinsLeft[next]!;
        most = Math.max(most, spinClass.maxWinUnits + best[next]!);
      }
      mean[at] = m1;
      meanSquare[at] = m2;
      allZero[at] = zero;
      spinsLeft[at] = spins;
      best[at] = most;
    }
  }
  return solution;
}

export interface SlotMath extends SlotFigures {
  baseCombinations: number;
  freeCombinations: number;
  /** Line wins of the base spin, per unit of total bet. */
  baseLineRtp: number;
  /** Scatter pays of the base spin. */
  baseScatterRtp: number;
  /** Everything the free spins pay, per round. */
  featureRtp: number;
  /** P(the base spin awards free spins). */
  triggerProbability: number;
  /** Expected free spins played per trigger, retriggers included. */
  averageFreeSpins: number;
  /** Expected feature win per trigger, in total bets. */
  averageFeatureWin: number;
  /** P(the base spin pays anything or awards free spins). */
  baseHitFrequency: number;
  variance: number;
}

/** The exact figures of a title (a few hundred milliseconds: see enumerateSpins). */
export function computeSlotMath(definition: SlotDefinition): SlotMath {
  const slot = compileSlot(definition);
  const baseDistribution = enumerateSpins(slot, slot.base);
  const freeDistribution = slot.free === slot.base ? baseDistribution : enumerateSpins(slot, slot.free);
  const baseClasses = outcomeClasses(slot, baseDistribution, 1);
  const freeClasses = outcomeClasses(slot, freeDistribution, slot.freeMultiplier);
  const cap = slot.maxFreeSpins;
  const feature = solveFeature(freeClasses, cap);

  let baseLineRtp = 0;
  let baseScatterRtp = 0;
  let featureRtp = 0;
  let meanSquare = 0;
  let zero = 0;
  let maxWinUnits = 0;
  let triggerProbability = 0;
  let freeSpinsPerRound = 0;
  let baseHit = 0;
  const total = baseDistribution.combinations;
  baseDistribution.classes.forEach((spinClass, scatterCount) => {
    const outcome = baseClasses[scatterCount]!;
    if (spinClass.combinations === 0) return;
    baseLineRtp += Number(spinClass.lineWinSum) / (total * slot.lineCount);
    baseScatterRtp += (outcome.probability * slot.scatterUnits[scatterCount]!) / slot.lineCount;
    const granted = Math.min(outcome.award, cap);
    const start = granted * (cap + 1) + granted;
    const featureMean = granted > 0 ? feature.mean[start]! : 0;
    featureRtp += outcome.probability * featureMean;
    meanSquare += outcome.winSquareMean + 2 * outcome.winMean * featureMean + outcome.probability * (granted > 0 ? feature.meanSquare[start]! : 0);
    zero += outcome.zeroWinProbability * (granted > 0 ? feature.allZero[start]! : 1);
    maxWinUnits = Math.max(maxWinUnits, outcome.maxWinUnits + (granted > 0 ? feature.best[start]! : 0));
    if (granted > 0) {
      triggerProbability += outcome.probability;
      freeSpinsPerRound += outcome.probability * feature.spinsLeft[start]!;
      baseHit += outcome.probability;
    } else {
      baseHit += outcome.probability - outcome.zeroWinProbability;
    }
  });
  const theoreticalRtp = baseLineRtp + baseScatterRtp + featureRtp;
  const variance = meanSquare - theoreticalRtp * theoreticalRtp;
  return {
    theoreticalRtp,
    hitFrequency: 1 - zero,
    stdDev: Math.sqrt(variance),
    maxWin: maxWinUnits / slot.lineCount,
    baseCombinations: total,
    freeCombinations: freeDistribution.combinations,
    baseLineRtp,
    baseScatterRtp,
    featureRtp,
    triggerProbability,
    averageFreeSpins: triggerProbability > 0 ? freeSpinsPerRound / triggerProbability : 0,
    averageFeatureWin: triggerProbability > 0 ? featureRtp / triggerProbability : 0,
    baseHitFrequency: baseHit,
    variance,
  };
}
