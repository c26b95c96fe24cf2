import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { slotTitles } from '../slots/index.ts';
import type {
  BlackjackOutcomeView,
  DiceOutcome,
  KenoOutcome,
  LimboOutcome,
  MinesOutcome,
  PlinkoOutcome,
  RouletteOutcome,
  SlotOutcome,
} from '../studio/outcomes.ts';
import { replayStudioRound, type ReplayInput } from '../studio/studio-games.ts';

/**
 * An implementation of every game's conversion written from its published description (Stake's game events page for
 * the games Stake publishes, packages/games/docs/provably-fair.md for ours), on Node's own crypto, importing none of the
 * engine's conversion code: only the engine's public replay (what the server and the fairness page run) and the slots'
 * reel strips, which are game data. Every game is compared over a thousand seed pairs and nonces.
 */
function* publishedFloats(serverSeed: string, clientSeed: string, nonce: number, firstRound = 0): Generator<number, never> {
  for (let round = firstRound; ; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let cursor = 0; cursor < 32; cursor += 4) {
      yield bytes.slice(cursor, cursor + 4).reduce((float, byte, index) => float + byte / 256 ** (index + 1), 0);
    }
  }
}

interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const floatsOf = (seeds: Seeds, count: number): number[] => {
  const stream = publishedFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  return Array.from({ length: count }, () => stream.next().value);
};

/** Stake: `const roll = (float * 10001) / 100`, shown to two decimals, 0.00 to 100.00. */
const stakeDiceRoll = (float: number) => Math.floor(float * 10001) / 100;

/** Stake: floatPoint = 1e8 / (float * 1e8) * houseEdge; crashPoint = Math.floor(floatPoint * 100) / 100; max(crashPoint, 1). */
const stakeLimboResult = (float: number) => Math.max(Math.floor((1e8 / (float * 1e8)) * 0.99 * 100) / 100, 1);

/** Stake's keno and mines: each float picks ⌊float × remaining⌋ in the ordered squares left, which leave the board. */
function stakeSelection(floats: number[], squares: number[]): number[] {
  const left = [...squares];
  return floats.map((float) => left.splice(Math.floor(float * left.length), 1)[0]!);
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

/** 1,000 seed pairs and nonces: 250 seed pairs × nonces 0 … 3 (a hash as server seed, as the studio makes them). */
const SAMPLES: Seeds[] = range(0, 250).flatMap((pair) =>
  range(0, 4).map((nonce) => ({
    serverSeed: createHash('sha256').update(`independent-server-${pair}`).digest('hex'),
    clientSeed: `independent-client-${pair}`,
    nonce: nonce * 17 + pair,
  })),
);

function replay(launchId: string, seeds: Seeds, params: Record<string, unknown>, actions: ReplayInput['actions'] = []) {
  return replayStudioRound({ launchId, fairness: seeds, params, stake: 100n, actions });
}

describe('the published conversions, implemented independently', () => {
  // Seeds and results recorded from stake.com/provably-fair/calculation by the open-source stake-provably-fair-api
  // (KyranRana, src/test): they check this file's implementation against Stake's own calculator.
  const stakeVectors = [
    {
      seeds: { serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159', clientSeed: 'bb62964774', nonce: 1 },
      dice: 77.18,
      limbo: 1.28,
      roulette: 28,
      keno: [31, 36, 12, 32, 2, 8, 20, 10, 25, 17],
      minesSafeSquare: 22,
    },
    {
      seeds: { serverSeed: 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6', clientSeed: '3c83fc7e07', nonce: 3 },
      dice: 19.59,
      limbo: 5.05,
      roulette: 7,
      keno: [8, 19, 28, 29, 18, 30, 11, 13, 3, 2],
      minesSafeSquare: 23,
    },
    {
      seeds: { serverSeed: 'a5022ccf5dd5a76d2014278e3d91d1dfc47c3f12e683ea0c8151fdc2f944beb1', clientSeed: '8b3ca8298c', nonce: 54 },
      dice: 56.37,
      limbo: 1.75,
      roulette: 20,
      keno: [23, 33, 1, 36, 9, 20, 19, 28, 8, 38],
      minesSafeSquare: 9,
    },
  ];

  it("reproduces the results of Stake's own calculator", () => {
    for (const vector of stakeVectors) {
      const floats = floatsOf(vector.seeds, 24);
      expect(stakeDiceRoll(floats[0]!)).toBe(vector.dice);
      expect(stakeLimboResult(floats[0]!)).toBe(vector.limbo);
      expect(Math.floor(floats[0]! * 37)).toBe(vector.roulette);
      expect(stakeSelection(floats.slice(0, 10), range(1, 40))).toEqual(vector.keno);
      // Squares numbered 1–25 there: with 24 mines, the one square left is the safe one.
      const mines = stakeSelection(floats, range(1, 25));
      expect(range(1, 25).filter((square) => !mines.includes(square))).toEqual([vector.minesSafeSquare]);
    }
  });
});

describe('every game agrees with the independent implementation over 1,000 seeds', () => {
  it('dice: roll = ⌊f × 10,001⌋ ÷ 100', () => {
    for (const seeds of SAMPLES) {
      const roll = stakeDiceRoll(floatsOf(seeds, 1)[0]!);
      const outcome = replay('dice', seeds, { target: 49.5, direction: 'under' }).outcome as DiceOutcome;
      expect(outcome).toMatchObject({ roll, won: roll < 49.5 });
    }
  });

  it("limbo: Stake's crash point 1e8 ÷ (f × 1e8) × 0.99, floored to hundredths, at least 1", () => {
    for (const seeds of SAMPLES) {
      const result = stakeLimboResult(floatsOf(seeds, 1)[0]!);
      const outcome = replay('limbo', seeds, { target: 2 }).outcome as LimboOutcome;
      expect(outcome).toMatchObject({ result, won: result >= 2 });
    }
  });

  it('roulette: pocket = ⌊f × 37⌋', () => {
    for (const seeds of SAMPLES) {
      const outcome = replay('roulette', seeds, { bets: [{ type: 'straight', numbers: [17], stake: '100' }] }).outcome as RouletteOutcome;
      expect(outcome.pocket).toBe(Math.floor(floatsOf(seeds, 1)[0]! * 37));
    }
  });

  it('plinko: one float per row, ⌊f × 2⌋ = 1 goes right; the slot counts the rights', () => {
    for (const seeds of SAMPLES) {
      const rows = 8 + (seeds.nonce % 9);
      const directions = floatsOf(seeds, rows).map((float) => Math.floor(float * 2));
      const outcome = replay('plinko', seeds, { rows, risk: 'high' }).outcome as PlinkoOutcome;
      expect(outcome.path).toEqual(directions.map((direction) => (direction === 1 ? 'right' : 'left')));
      expect(outcome.slot).toBe(directions.reduce((sum, direction) => sum + direction, 0));
    }
  });

  it('keno: ten numbers from 1–40, each ⌊f × numbers left⌋ into the ordered numbers left', () => {
    const picks = range(1, 10);
    for (const seeds of SAMPLES) {
      const drawn = stakeSelection(floatsOf(seeds, 10), range(1, 40));
      const outcome = replay('keno', seeds, { picks, risk: 'medium' }).outcome as KenoOutcome;
      expect(outcome.drawn).toEqual(drawn);
      expect(outcome.hits).toBe(picks.filter((pick) => drawn.includes(pick)).length);
    }
  });

  it('mines: m tiles from 0–24, each ⌊f × tiles left⌋ into the ordered tiles left', () => {
    for (const seeds of SAMPLES) {
      const mineCount = 1 + (seeds.nonce % 24);
      const mines = stakeSelection(floatsOf(seeds, mineCount), range(0, 25));
      const safeTile = range(0, 25).find((tile) => !mines.includes(tile))!;
      // The last safe tile cashes out by itself; otherwise cash out after it, so the round shows its mines.
      const actions = mineCount === 24 ? [{ action: 'reveal', tile: safeTile }] : [{ action: 'reveal', tile: safeTile }, { action: 'cashout' }];
      const outcome = replay('mines', seeds, { mineCount }, actions).outcome as MinesOutcome;
      expect(outcome).toMatchObject({ status: 'cashed-out', mines });
    }
  });

  it("blackjack: each card is Stake's CARDS[⌊f × 52⌋] (♦2, ♥2, ♠2, ♣2, ♦3 … ♣A), one float per card in dealing order", () => {
    const suitOf: Record<string, string> = { '♦': 'diamonds', '♥': 'hearts', '♠': 'spades', '♣': 'clubs' };
    const stakeCards = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((rank) =>
      ['♦', '♥', '♠', '♣'].map((suit) => suit + rank),
    );
    const asShown = (card: string) => [card.slice(1), suitOf[card[0]!]];
    for (const [index, seeds] of SAMPLES.entries()) {
      const cards = floatsOf(seeds, 64).map((float) => stakeCards[Math.floor(float * 52)]!);
      // Half the rounds hit once when they may, the rest stand at once (declining insurance): the dealer's cards show.
      const actions: ReplayInput['actions'] = [];
      let round = replay('blackjack', seeds, {}, actions);
      while (!round.finished) {
        const legal = (round.outcome as BlackjackOutcomeView).actions;
        const hit = index % 2 === 0 && legal.includes('hit') && !actions.some((taken) => taken.action === 'hit');
        actions.push({ action: legal.includes('no-insurance') ? 'no-insurance' : hit ? 'hit' : 'stand' });
        round = replay('blackjack', seeds, {}, actions);
      }
      const { hands, dealer } = round.outcome as BlackjackOutcomeView;
      const [first, second, ...draws] = hands[0]!.cards;
      const dealt = [first!, dealer.cards[0]!, second!, dealer.cards[1]!, ...draws, ...dealer.cards.slice(2)];
      expect(dealt.map((card) => [card.rank, card.suit])).toEqual(cards.slice(0, dealt.length).map(asShown));
    }
  });

  it('slots: one float per reel, stop = ⌊f × strip length⌋, spin after spin through the free spins', () => {
    for (const [index, seeds] of SAMPLES.entries()) {
      const title = slotTitles[index % slotTitles.length]!;
      const outcome = replay(title.id, seeds, {}).outcome as SlotOutcome;
      const stream = publishedFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      for (const spin of outcome.spins) {
        const strips = spin.phase === 'free' && title.freeSpins.reels ? title.freeSpins.reels : title.reels;
        const stops = strips.map((strip) => Math.floor(stream.next().value * strip.length));
        expect(spin.stops).toEqual(stops);
        expect(spin.grid).toEqual(strips.map((strip, reel) => range(0, 3).map((row) => strip[(stops[reel]! + row) % strip.length])));
      }
    }
  });
});
