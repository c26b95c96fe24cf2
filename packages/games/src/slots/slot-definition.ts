import { numberFormatAtFirstUse } from '../number-format.ts';
/**
 * A slot title as data: symbols, reel strips, paylines, paytable and the free-spin feature. The engine
 * (slot-engine.ts) plays any definition; slot-math.ts derives its exact RTP from the same data.
 */

/** How wins are spread: from frequent small wins ('low') to rare large ones ('very high'). */
export type Volatility = 'low' | 'medium-low' | 'medium' | 'medium-high' | 'high' | 'very high';

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** Stable id used by reels, paytable and the artwork, e.g. 'comet'. */
  id: string;
  /** Shown to the player, e.g. 'Comet'. */
  name: string;
  kind: SymbolKind;
}

/** Amounts for 3, 4 and 5 of a kind (or 3, 4 and 5 scatters). */
export type Pays = readonly [three: number, four: number, five: number];

export interface ScatterRule {
  symbol: string;
  /** Paid anywhere on the screen for 3, 4 and 5 scatters, in multiples of the TOTAL bet. */
  pays: Pays;
  /** Free spins awarded for 3, 4 and 5 scatters, in the base game and again (a retrigger) during free spins. */
  freeSpins: Pays;
}

export interface FreeSpinRule {
  /** Every win of a free spin, lines and scatters, is multiplied by this. */
  multiplier: number;
  /** At most this many free spins in one round: a retrigger past the cap awards only the spins up to it. */
  maxSpins: number;
  /** The reel strips free spins play on; the base reels when absent. */
  reels?: readonly (readonly string[])[];
}

/**
 * Figures derived exactly from the data by enumerating every reel-stop combination (slot-math.ts); a test
 * recomputes them, so they cannot drift from the reels and paytable. All are per round (a base spin and the
 * free spins it leads to) in multiples of the total bet.
 */
export interface SlotFigures {
  /** Expected return per unit of total bet. */
  theoreticalRtp: number;
  /** Probability that a round pays anything. */
  hitFrequency: number;
  /** Standard deviation of the round's multiplier of the total bet. */
  stdDev: number;
  /** The largest multiplier of the total bet a round can pay. */
  maxWin: number;
}

export interface SlotDefinition extends SlotFigures {
  /** 'slot-<name>'. */
  id: string;
  name: string;
  /** One line for the lobby and the artwork brief. */
  theme: string;
  volatility: Volatility;
  /** The rules as shown in the game, generated from the data below. */
  rules: string;
  symbols: readonly SlotSymbol[];
  /**
   * Five reel strips of symbol ids, weighted by repetition. A stop s shows strip[s], strip[s+1], strip[s+2]
   * (wrapping around) on rows 0, 1, 2.
   */
  reels: readonly (readonly string[])[];
  /** Each line gives the row (0 top … 2 bottom) it crosses on reels 1 to 5. */
  paylines: readonly (readonly number[])[];
  /**
   * Line pays for 3, 4 and 5 of a kind, in multiples of the LINE bet (total bet ÷ number of lines), for the
   * regular symbols and the wild. Integers, so a spin's win is a whole number of line bets.
   */
  paytable: Readonly<Record<string, Pays>>;
  scatter: ScatterRule;
  freeSpins: FreeSpinRule;
}

/** A definition as written in a title file: the rules text is generated from the data. */
export type SlotSpec = Omit<SlotDefinition, 'rules'> & {
  /** A sentence or two of flavour before the generated rules. */
  intro: string;
};

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

/**
 * Checks the data; throws on anything the engine or the math could not handle. The rules text is written at its first
 * read, not as the title's module loads: it formats numbers, and a page's first number formatter costs some 10 ms of
 * main thread, which the studio's game page would pay for every title while it loads (issue 12, total blocking time).
 */
export function defineSlot(spec: SlotSpec): SlotDefinition {
  const { intro, ...data } = spec;
  let rules: string | undefined;
  const definition: SlotDefinition = {
    ...data,
    get rules() {
      rules ??= `${intro}\n\n${slotRulesText(definition)}`;
      return rules;
    },
  };
  const problems = slotDefinitionProblems(definition);
  if (problems.length > 0) throw new Error(`Invalid slot ${spec.id}: ${problems.join('; ')}`);
  return definition;
}

function isPositiveInteger(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

function isNonNegativeInteger(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

/** Everything wrong with a definition, in words; empty when it is sound. */
export function slotDefinitionProblems(definition: SlotDefinition): string[] {
  const problems: string[] = [];
  const kinds = new Map<string, SymbolKind>();
  for (const symbol of definition.symbols) {
    if (kinds.has(symbol.id)) problems.push(`symbol ${symbol.id} is defined twice`);
    kinds.set(symbol.id, symbol.kind);
  }
  if (kinds.size > 250) problems.push('at most 250 symbols');
  if (!/^slot-[a-z0-9-]+$/.test(definition.id)) problems.push(`id ${definition.id} is not 'slot-<name>'`);
  const wilds = definition.symbols.filter((symbol) => symbol.kind === 'wild');
  const scatters = definition.symbols.filter((symbol) => symbol.kind === 'scatter');
  if (wilds.length > 1) problems.push('at most one wild symbol');
  if (scatters.length !== 1 || scatters[0]!.id !== definition.scatter.symbol) {
    problems.push('exactly one scatter symbol, the one the scatter rule names');
  }

  const checkReels = (label: string, reels: readonly (readonly string[])[]) => {
    if (reels.length !== REEL_COUNT) problems.push(`${label}: ${REEL_COUNT} reels expected, got ${reels.length}`);
    reels.forEach((strip, reel) => {
      if (strip.length < ROW_COUNT) problems.push(`${label} reel ${reel + 1}: at least ${ROW_COUNT} stops`);
      if (strip.length > 10_000) problems.push(`${label} reel ${reel + 1}: at most 10000 stops`);
      strip.forEach((symbol, stop) => {
        if (!kinds.has(symbol)) problems.push(`${label} reel ${reel + 1} stop ${stop}: unknown symbol ${symbol}`);
      });
      // The scatter counts once per reel: two scatters must never share a window of three rows.
      for (let stop = 0; stop < strip.length; stop++) {
        let shown = 0;
        for (let row = 0; row < ROW_COUNT; row++) if (strip[(stop + row) % strip.length] === definition.scatter.symbol) shown++;
        if (shown > 1) {
          problems.push(`${label} reel ${reel + 1}: stop ${stop} shows more than one scatter`);
          break;
        }
      }
    });
  };
  checkReels('reels', definition.reels);
  if (definition.freeSpins.reels) checkReels('free-spin reels', definition.freeSpins.reels);

  if (definition.paylines.length === 0) problems.push('at least one payline');
  const seenLines = new Set<string>();
  definition.paylines.forEach((line, index) => {
    if (line.length !== REEL_COUNT || !line.every((row) => Number.isInteger(row) && row >= 0 && row < ROW_COUNT)) {
      problems.push(`payline ${index + 1}: ${REEL_COUNT} rows in 0..${ROW_COUNT - 1} expected`);
    }
    const key = line.join(',');
    if (seenLines.has(key)) problems.push(`payline ${index + 1} repeats another`);
    seenLines.add(key);
  });

  const checkPays = (label: string, pays: Pays) => {
    if (pays.length !== 3 || !pays.every(isNonNegativeInteger)) problems.push(`${label}: three non-negative integers expected`);
    else if (pays[0] > pays[1] || pays[1] > pays[2]) problems.push(`${label}: pays must not decrease with the count`);
  };
  for (const [symbol, pays] of Object.entries(definition.paytable)) {
    const kind = kinds.get(symbol);
    if (kind === undefined) problems.push(`paytable: unknown symbol ${symbol}`);
    else if (kind === 'scatter') problems.push('paytable: the scatter pays through the scatter rule, not on lines');
    checkPays(`paytable ${symbol}`, pays);
  }
  for (const symbol of definition.symbols) {
    if (symbol.kind === 'regular' && !(symbol.id in definition.paytable)) problems.push(`paytable: no pays for ${symbol.id}`);
  }
  checkPays('scatter pays', definition.scatter.pays);
  checkPays('scatter free spins', definition.scatter.freeSpins);
  if (!isPositiveInteger(definition.freeSpins.multiplier)) problems.push('free-spin multiplier: a positive integer');
  if (!isPositiveInteger(definition.freeSpins.maxSpins) || definition.freeSpins.maxSpins < definition.scatter.freeSpins[2]) {
    problems.push('free-spin cap: a positive integer at least the largest award');
  }
  if (definition.freeSpins.maxSpins > 1000) problems.push('free-spin cap: at most 1000');
  return problems;
}

/** 2.5 → '2.5', 1000 → '1,000': a multiple of the bet in the rules and the game's facts. */
export const formatMultiple = numberFormatAtFirstUse('en-US', { maximumFractionDigits: 2 });

/** The rules as the player reads them, derived from the data so they cannot disagree with the game. */
export function slotRulesText(definition: SlotDefinition): string {
  const names = new Map(definition.symbols.map((symbol) => [symbol.id, symbol.name]));
  const wild = definition.symbols.find((symbol) => symbol.kind === 'wild');
  const scatterName = names.get(definition.scatter.symbol) ?? definition.scatter.symbol;
  const lines = definition.paylines.length;
  const { pays, freeSpins: awards } = definition.scatter;
  const { multiplier, maxSpins } = definition.freeSpins;
  const paragraphs = [
    `5 reels, 3 rows, ${lines} fixed paylines. The total bet is split evenly across the lines; line pays are ` +
      `multiples of the line bet (total bet ÷ ${lines}). A line pays 3, 4 or 5 matching symbols in a row from the ` +
      'leftmost reel; only the highest win per line is paid, and wins on different lines add up.',
  ];
  if (wild) {
    const wildPays = definition.paytable[wild.id];
    paragraphs.push(
      `${wild.name} is wild: it substitutes for every symbol except ${scatterName}, and a line always pays the best ` +
        'of its possible wins' +
        (wildPays && wildPays[2] > 0 ? `; ${wild.name} symbols pay on their own as well.` : '.'),
    );
  }
  const scatterPays = [0, 1, 2].filter((index) => pays[index]! > 0).map((index) => `${index + 3} pay ${formatMultiple(pays[index]!)}× the total bet`);
  paragraphs.push(
    `${scatterName} is the scatter and counts anywhere on the screen` +
      (scatterPays.length > 0 ? `: ${scatterPays.join(', ')}.` : '.') +
      (awards[0] === awards[2]
        ? ` 3 or more ${scatterName} symbols award ${awards[0]} free spins.`
        : ` 3, 4 or 5 ${scatterName} symbols award ${awards[0]}, ${awards[1]} or ${awards[2]} free spins.`),
  );
  paragraphs.push(
    'Free spins are played at the bet of the spin that awarded them' +
      (definition.freeSpins.reels ? ' on their own reels' : '') +
      (multiplier > 1 ? `, and every free-spin win is multiplied by ${multiplier}` : '') +
      `. Scatters during free spins award more free spins, up to ${maxSpins} free spins in one round.`,
  );
  paragraphs.push(
    `Theoretical return to player: ${(definition.theoreticalRtp * 100).toFixed(2)}%. ` +
      `Maximum win: ${formatMultiple(definition.maxWin)}× the total bet. Malfunction voids all pays and plays.`,
  );
  return paragraphs.join('\n\n');
}
