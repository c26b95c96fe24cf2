import { compileSlot, type CompiledReels, type CompiledSlot } from './compiled-slot.ts';
import type { SlotDefinition, SlotFigures } from './slot-definition.ts';

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

// A local copy: an imported binding can compile to a getter call (tsx does that), too slow in the walk.
const REEL_COUNT = 5;

export interface ScatterClass {
  scatterCount: number;
  combinations: number;
  /** Σ line win over the class's combinations, in line bets. */
  lineWinSum: bigint;
  /** Σ (line win + scatter win)² over the class's combinations, in line bets². */
  spinWinSquareSum: bigint;
  /** Combinations of the class whose line win is zero. */
  zeroLineWin: number;
  maxLineWin: number;
}

export interface SpinDistribution {
  /** Product of the strip lengths. */
  combinations: number;
  /** Indexed by scatter count 0..5. */
  classes: ScatterClass[];
}

/** Scatter-count distribution of reels `from`..4: counts[k] combinations of those reels show k scatters. */
function suffixScatterCounts(reels: CompiledReels, from: number): number[] {
  let counts = [1];
  for (let reel = from; reel < REEL_COUNT; reel++) {
    const shown = reels.scatterShown[reel]!;
    const withScatter = shown.reduce((total, flag) => total + flag, 0);
    const without = shown.length - withScatter;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((count, k) => {
      next[k] = next[k]! + count * without;
      next[k + 1] = next[k + 1]! + count * withScatter;
    });
    counts = next;
  }
  return counts;
}

/**
 * Walks all combinations reel by reel, carrying for each payline that is still unbroken its paying symbol
 * and its leading wild run; a line's pay is settled as soon as it breaks. When no line is left unbroken, the
 * remaining reels only matter through their scatters, whose distribution is precomputed, so most of the tree
 * is never visited. The line wins land in a histogram per scatter count, exact in integers.
 */
export function enumerateSpins(slot: CompiledSlot, reels: CompiledReels): SpinDistribution {
  const { lineCount, lineCells, linePays, wild, scatter, none } = slot;
  let maxLinePay = 0;
  for (const pay of linePays) maxLinePay = Math.max(maxLinePay, pay);
  const stride = lineCount * maxLinePay + 1;
  const histogram = new Float64Array(6 * stride);
  const suffix = Array.from({ length: REEL_COUNT + 1 }, (_, from) => suffixScatterCounts(reels, from));

  const rowOf = new Int32Array(lineCount * REEL_COUNT);
  for (let index = 0; index < rowOf.length; index++) rowOf[index] = lineCells[index]! % 3;
  // State of the unbroken lines before reel d, at [d * lineCount + line]; alive lists per depth.
  const symbolAt = new Int32Array((REEL_COUNT + 1) * lineCount);
  const wildRunAt = new Int32Array((REEL_COUNT + 1) * lineCount);
  const alive = new Int32Array((REEL_COUNT + 1) * lineCount);
  const aliveCount = new Int32Array(REEL_COUNT + 1);
  for (let line = 0; line < lineCount; line++) {
    alive[line] = line;
    symbolAt[line] = none;
  }
  aliveCount[0] = lineCount;
  const wildRow = wild * 6;

  const visit = (depth: number, prefixUnits: number, scatters: number): void => {
    const strip = reels.strips[depth]!;
    const shown = reels.scatterShown[depth]!;
    const length = reels.lengths[depth]!;
    const inBase = depth * lineCount;
    const outBase = inBase + lineCount;
    const inCount = aliveCount[depth]!;
    const last = depth === REEL_COUNT - 1;
    for (let stop = 0; stop < length; stop++) {
      let units = prefixUnits;
      let outCount = 0;
      for (let index = 0; index < inCount; index++) {
        const line = alive[inBase + index]!;
        const shownSymbol = strip[stop + rowOf[line * REEL_COUNT + depth]!]!;
        const symbol = symbolAt[inBase + line]!;
        const wildRun = wildRunAt[inBase + line]!;
        let nextSymbol = symbol;
        let nextWildRun = wildRun;
        let unbroken = true;
        if (shownSymbol === wild) {
          if (wildRun === depth) nextWildRun = wildRun + 1;
        } else if (shownSymbol === scatter) {
          unbroken = false;
        } else if (symbol === none) {
          nextSymbol = shownSymbol;
        } else if (shownSymbol !== symbol) {
          unbroken = false;
        }
        if (!unbroken) {
          const symbolPay = linePays[symbol * 6 + depth]!;
          const wildPay = linePays[wildRow + wildRun]!;
          units += symbolPay > wildPay ? symbolPay : wildPay;
        } else if (last) {
          const symbolPay = linePays[nextSymbol * 6 + REEL_COUNT]!;
          const wildPay = linePays[wildRow + nextWildRun]!;
          units += symbolPay > wildPay ? symbolPay : wildPay;
        } else {
          alive[outBase + outCount++] = line;
          symbolAt[outBase + line] = nextSymbol;
          wildRunAt[outBase + line] = nextWildRun;
        }
      }
      const scattersNow = scatters + shown[stop]!;
      if (last) {
        histogram[scattersNow * stride + units]!++;
      } else if (outCount === 0) {
        const rest = suffix[depth + 1]!;
        for (let more = 0; more < rest.length; more++) histogram[(scattersNow + more) * stride + units]! += rest[more]!;
      } else {
        aliveCount[depth + 1] = outCount;
        visit(depth + 1, units, scattersNow);
      }
    }
  };
  visit(0, 0, 0);

  let combinations = 1;
  for (const length of reels.lengths) combinations *= length;
  const classes: ScatterClass[] = [];
  for (let scatterCount = 0; scatterCount <= 5; scatterCount++) {
    const scatterUnits = BigInt(slot.scatterUnits[scatterCount]!);
    let count = 0;
    let lineWinSum = 0n;
    let spinWinSquareSum = 0n;
    let maxLineWin = 0;
    const offset = scatterCount * stride;
    for (let units = 0; units < stride; units++) {
      const combos = histogram[offset + units]!;
      if (combos === 0) continue;
      const weight = BigInt(combos);
      const win = BigInt(units);
      count += combos;
      lineWinSum += weight * win;
      spinWinSquareSum += weight * (win + scatterUnits) ** 2n;
      maxLineWin = units;
    }
    classes.push({ scatterCount, combinations: count, lineWinSum, spinWinSquareSum, zeroLineWin: histogram[offset]!, maxLineWin });
  }
  return { combinations, classes };
}

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
