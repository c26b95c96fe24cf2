import { REEL_COUNT, ROW_COUNT, type SlotDefinition } from './slot-definition.ts';

/** One set of reel strips as symbol codes, each extended by two stops so a window never wraps. */
export interface CompiledReels {
  strips: Uint8Array[];
  lengths: Int32Array;
  /** Per reel and stop: 1 when the window starting there shows the scatter (at most one, checked). */
  scatterShown: Uint8Array[];
}

/**
 * A definition turned into typed arrays for the hot paths (the fast spin and the exact enumeration). Symbol
 * codes index `symbolIds`; the code `none` (one past the last symbol) stands for "no symbol" and, when the
 * title has no wild, for the wild as well — its line pays are all zero and no reel ever shows it.
 */
export interface CompiledSlot {
  definition: SlotDefinition;
  symbolIds: string[];
  codeOf: Map<string, number>;
  lineCount: number;
  /** lineCells[line * 5 + reel] = reel * 3 + row: the grid cell the line crosses on that reel. */
  lineCells: Int32Array;
  /** linePays[code * 6 + count]: line pay in line bets for `count` (0..5) of a kind; zero below 3. */
  linePays: Int32Array;
  none: number;
  wild: number;
  scatter: number;
  /** scatterUnits[count]: the scatter pay for `count` (0..5) scatters, in line bets. */
  scatterUnits: Int32Array;
  /** freeSpinAwards[count]: free spins for `count` (0..5) scatters. */
  freeSpinAwards: Int32Array;
  base: CompiledReels;
  free: CompiledReels;
  freeMultiplier: number;
  maxFreeSpins: number;
}

function compileReels(reels: readonly (readonly string[])[], codeOf: Map<string, number>, scatter: number): CompiledReels {
  const strips: Uint8Array[] = [];
  const scatterShown: Uint8Array[] = [];
  const lengths = new Int32Array(REEL_COUNT);
  reels.forEach((strip, reel) => {
    const length = strip.length;
    lengths[reel] = length;
    const codes = new Uint8Array(length + ROW_COUNT - 1);
    for (let index = 0; index < codes.length; index++) codes[index] = codeOf.get(strip[index % length]!)!;
    strips.push(codes);
    const shown = new Uint8Array(length);
    for (let stop = 0; stop < length; stop++) {
      for (let row = 0; row < ROW_COUNT; row++) if (codes[stop + row] === scatter) shown[stop] = 1;
    }
    scatterShown.push(shown);
  });
  return { strips, lengths, scatterShown };
}

const compiledSlots = new WeakMap<SlotDefinition, CompiledSlot>();

/** The compiled form of a (validated) definition, built once per definition object. */
export function compileSlot(definition: SlotDefinition): CompiledSlot {
  const cached = compiledSlots.get(definition);
  if (cached) return cached;
  const symbolIds = definition.symbols.map((symbol) => symbol.id);
  const codeOf = new Map(symbolIds.map((id, code) => [id, code]));
  const none = symbolIds.length;
  const wildSymbol = definition.symbols.find((symbol) => symbol.kind === 'wild');
  const wild = wildSymbol ? codeOf.get(wildSymbol.id)! : none;
  const scatter = codeOf.get(definition.scatter.symbol)!;
  const lineCount = definition.paylines.length;

  const lineCells = new Int32Array(lineCount * REEL_COUNT);
  definition.paylines.forEach((line, index) => {
    for (let reel = 0; reel < REEL_COUNT; reel++) lineCells[index * REEL_COUNT + reel] = reel * ROW_COUNT + line[reel]!;
  });

  const linePays = new Int32Array((none + 1) * 6);
  for (const [symbol, pays] of Object.entries(definition.paytable)) {
    const code = codeOf.get(symbol)!;
    for (let count = 3; count <= 5; count++) linePays[code * 6 + count] = pays[count - 3]!;
  }

  const scatterUnits = new Int32Array(6);
  const freeSpinAwards = new Int32Array(6);
  for (let count = 3; count <= 5; count++) {
    scatterUnits[count] = definition.scatter.pays[count - 3]! * lineCount;
    freeSpinAwards[count] = definition.scatter.freeSpins[count - 3]!;
  }

  const base = compileReels(definition.reels, codeOf, scatter);
  const free = definition.freeSpins.reels ? compileReels(definition.freeSpins.reels, codeOf, scatter) : base;
  const compiled: CompiledSlot = {
    definition,
    symbolIds,
    codeOf,
    lineCount,
    lineCells,
    linePays,
    none,
    wild,
    scatter,
    scatterUnits,
    freeSpinAwards,
    base,
    free,
    freeMultiplier: definition.freeSpins.multiplier,
    maxFreeSpins: definition.freeSpins.maxSpins,
  };
  compiledSlots.set(definition, compiled);
  return compiled;
}
