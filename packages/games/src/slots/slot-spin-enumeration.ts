import type { CompiledReels, CompiledSlot } from './compiled-slot.ts';

/** The base or free reels of a title, every reel-stop combination walked once (see slot-math.ts for the method). */

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
