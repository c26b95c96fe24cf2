import { pickIndex, type RandomSource } from '../fairness/fair-random.ts';
import { compileSlot, type CompiledReels, type CompiledSlot } from './compiled-slot.ts';
import { REEL_COUNT, ROW_COUNT, type SlotDefinition } from './slot-definition.ts';

export type SpinPhase = 'base' | 'free';

export interface LineWin {
  /** Index into the definition's paylines (0 is line 1). */
  line: number;
  /** The paying symbol: a regular symbol (wilds substituting for it) or the wild itself. */
  symbol: string;
  /** How many symbols in a row from reel 1 pay. */
  count: number;
  /** The win in line bets, the free-spin multiplier included. */
  pay: number;
  /** The win as a multiple of the total bet. */
  multiplier: number;
}

export interface ScatterWin {
  count: number;
  /** Multiple of the total bet, the free-spin multiplier included. */
  multiplier: number;
}

export interface SpinResult {
  phase: SpinPhase;
  /** The stop of each reel: the strip index shown on row 0. */
  stops: number[];
  /** grid[reel][row] symbol ids, 5 reels × 3 rows. */
  grid: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterWin: ScatterWin | null;
  /** Free spins this spin awarded (after the round's cap). */
  freeSpinsAwarded: number;
  /** 1 in the base game, the free-spin multiplier during free spins. */
  winMultiplier: number;
  /** This spin's whole win in line bets (an integer): payout = total bet × winInLineBets ÷ lines, exactly. */
  winInLineBets: number;
  /** This spin's whole win as a multiple of the total bet. */
  totalMultiplier: number;
}

export interface RoundResult {
  /** The base spin, then every free spin in the order played. */
  spins: SpinResult[];
  freeSpinsPlayed: number;
  winInLineBets: number;
  /** The round's whole win as a multiple of the total bet. */
  totalMultiplier: number;
}

function reelsOf(definition: SlotDefinition, phase: SpinPhase): readonly (readonly string[])[] {
  return phase === 'free' && definition.freeSpins.reels ? definition.freeSpins.reels : definition.reels;
}

/** One stop per reel, in reel order, each from one float of the stream: the order the verifier replays. */
export function drawStops(definition: SlotDefinition, random: RandomSource, phase: SpinPhase = 'base'): number[] {
  return reelsOf(definition, phase).map((strip) => pickIndex(random, strip.length));
}

/** The symbols the stops show, grid[reel][row]. */
export function gridAt(definition: SlotDefinition, stops: readonly number[], phase: SpinPhase = 'base'): string[][] {
  return reelsOf(definition, phase).map((strip, reel) => Array.from({ length: ROW_COUNT }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
}

/**
 * Everything a spin shows and pays, from its stops. `awardedSoFar` is the number of free spins the round has
 * already awarded, so a retrigger respects the cap. This is the readable reference implementation; the fast
 * path below must agree with it on every outcome (a test checks).
 */
export function evaluateStops(definition: SlotDefinition, stops: readonly number[], phase: SpinPhase = 'base', awardedSoFar = 0): SpinResult {
  const grid = gridAt(definition, stops, phase);
  const lines = definition.paylines.length;
  const winMultiplier = phase === 'free' ? definition.freeSpins.multiplier : 1;
  const wild = definition.symbols.find((symbol) => symbol.kind === 'wild')?.id;
  const kindOf = new Map(definition.symbols.map((symbol) => [symbol.id, symbol.kind]));
  const payFor = (symbol: string, count: number) => (count >= 3 ? (definition.paytable[symbol]?.[count - 3] ?? 0) : 0);

  const lineWins: LineWin[] = [];
  definition.paylines.forEach((line, index) => {
    const symbols = line.map((row, reel) => grid[reel]![row]!);
    let wildRun = 0;
    while (wildRun < REEL_COUNT && symbols[wildRun] === wild) wildRun++;
    const wildPay = wild === undefined ? 0 : payFor(wild, wildRun);
    const target = symbols.find((symbol) => symbol !== wild);
    let count = 0;
    if (target !== undefined && kindOf.get(target) === 'regular') {
      while (count < REEL_COUNT && (symbols[count] === target || symbols[count] === wild)) count++;
    }
    const targetPay = target === undefined ? 0 : payFor(target, count);
    // Only the best win of a line is paid; a tie goes to the longer run of the regular symbol.
    const best = targetPay >= wildPay ? { symbol: target!, count, pay: targetPay } : { symbol: wild!, count: wildRun, pay: wildPay };
    if (best.pay > 0) {
      const pay = best.pay * winMultiplier;
      lineWins.push({ line: index, symbol: best.symbol, count: best.count, pay, multiplier: pay / lines });
    }
  });

  const scatterCount = grid.reduce((total, column) => total + column.filter((symbol) => symbol === definition.scatter.symbol).length, 0);
  const scatterPay = scatterCount >= 3 ? definition.scatter.pays[Math.min(scatterCount, 5) - 3]! : 0;
  const scatterWin = scatterPay > 0 ? { count: scatterCount, multiplier: scatterPay * winMultiplier } : null;
  const award = scatterCount >= 3 ? definition.scatter.freeSpins[Math.min(scatterCount, 5) - 3]! : 0;
  const freeSpinsAwarded = Math.max(0, Math.min(award, definition.freeSpins.maxSpins - awardedSoFar));

  const winInLineBets = lineWins.reduce((total, win) => total + win.pay, 0) + scatterPay * winMultiplier * lines;
  return {
    phase,
    stops: [...stops],
    grid,
    lineWins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded,
    winMultiplier,
    winInLineBets,
    totalMultiplier: winInLineBets / lines,
  };
}

/** One spin drawn from the stream: five stops (one float each, reel 1 first), then evaluated. */
export function spin(definition: SlotDefinition, random: RandomSource, phase: SpinPhase = 'base', awardedSoFar = 0): SpinResult {
  return evaluateStops(definition, drawStops(definition, random, phase), phase, awardedSoFar);
}

/** A whole round: the base spin, then every free spin it awards (retriggers included), from the same stream. */
export function playRound(definition: SlotDefinition, random: RandomSource): RoundResult {
  const spins = [spin(definition, random, 'base')];
  let awarded = spins[0]!.freeSpinsAwarded;
  for (let remaining = awarded; remaining > 0; remaining--) {
    const freeSpin = spin(definition, random, 'free', awarded);
    spins.push(freeSpin);
    awarded += freeSpin.freeSpinsAwarded;
    remaining += freeSpin.freeSpinsAwarded;
  }
  const winInLineBets = spins.reduce((total, played) => total + played.winInLineBets, 0);
  return {
    spins,
    freeSpinsPlayed: spins.length - 1,
    winInLineBets,
    totalMultiplier: winInLineBets / definition.paylines.length,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The fast path: the same draws and the same pays without building any object, for the RTP simulation.

// Local copies: an imported binding can compile to a getter call (tsx does that), far too slow in these loops.
const REELS = 5;
const ROWS = 3;
const grid = new Uint8Array(REELS * ROWS);
/** The scatter count of the last fast spin; a module variable so the hot path returns a plain number. */
let lastScatterCount = 0;

/** Draws and evaluates one spin on the compiled reels; returns its win in line bets before any multiplier. */
function fastSpinUnits(slot: CompiledSlot, reels: CompiledReels, random: RandomSource): number {
  const { strips, lengths, scatterShown } = reels;
  let scatters = 0;
  for (let reel = 0, cell = 0; reel < REELS; reel++, cell += ROWS) {
    const stop = Math.floor(random.next() * lengths[reel]!);
    const strip = strips[reel]!;
    grid[cell] = strip[stop]!;
    grid[cell + 1] = strip[stop + 1]!;
    grid[cell + 2] = strip[stop + 2]!;
    scatters += scatterShown[reel]![stop]!;
  }
  lastScatterCount = scatters;

  const { lineCells, linePays, wild, scatter, lineCount } = slot;
  const wildRow = wild * 6;
  let units = slot.scatterUnits[scatters]!;
  for (let line = 0, at = 0; line < lineCount; line++, at += REELS) {
    let symbol = grid[lineCells[at]!]!;
    let count = 1;
    let wildRun = 0;
    if (symbol === wild) {
      wildRun = 1;
      while (wildRun < REELS && (symbol = grid[lineCells[at + wildRun]!]!) === wild) wildRun++;
      if (wildRun === REELS || symbol === scatter) {
        units += linePays[wildRow + wildRun]!;
        continue;
      }
      count = wildRun + 1;
    } else if (symbol === scatter) {
      continue;
    }
    while (count < REELS) {
      const next = grid[lineCells[at + count]!]!;
      if (next !== symbol && next !== wild) break;
      count++;
    }
    const symbolPay = linePays[symbol * 6 + count]!;
    const wildPay = linePays[wildRow + wildRun]!;
    units += symbolPay > wildPay ? symbolPay : wildPay;
  }
  return units;
}

/** The round's multiplier of the total bet, identical to playRound(...).totalMultiplier for the same stream. */
export function compiledRoundMultiplier(slot: CompiledSlot, random: RandomSource): number {
  const baseUnits = fastSpinUnits(slot, slot.base, random);
  const cap = slot.maxFreeSpins;
  let awarded = slot.freeSpinAwards[lastScatterCount]!;
  if (awarded === 0) return baseUnits / slot.lineCount;
  if (awarded > cap) awarded = cap;
  let freeUnits = 0;
  for (let remaining = awarded; remaining > 0; remaining--) {
    freeUnits += fastSpinUnits(slot, slot.free, random);
    let retrigger = slot.freeSpinAwards[lastScatterCount]!;
    if (retrigger > cap - awarded) retrigger = cap - awarded;
    awarded += retrigger;
    remaining += retrigger;
  }
  return (baseUnits + freeUnits * slot.freeMultiplier) / slot.lineCount;
}

/** The fast path of playRound: the round's multiplier of the total bet only. */
export function roundMultiplier(definition: SlotDefinition, random: RandomSource): number {
  return compiledRoundMultiplier(compileSlot(definition), random);
}

/** The fast path of spin: one spin's multiplier of the total bet only. */
export function spinMultiplier(definition: SlotDefinition, random: RandomSource, phase: SpinPhase = 'base'): number {
  const slot = compileSlot(definition);
  const units = fastSpinUnits(slot, phase === 'free' ? slot.free : slot.base, random);
  return (units * (phase === 'free' ? slot.freeMultiplier : 1)) / slot.lineCount;
}
