import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairFloats, fairRandom } from '../fairness/fair-random.ts';
import { slotTitles } from '../slots/index.ts';
import { CARDS_PER_ROUND } from '../table/blackjack/cards.ts';
import { DiceBetError } from '../table/dice/dice.ts';
import { KenoBetError } from '../table/keno/keno.ts';
import { LimboBetError } from '../table/limbo/limbo.ts';
import { PlinkoConfigError } from '../table/plinko/plinko.ts';
import { RouletteBetError } from '../table/roulette/roulette.ts';
import { TableGameError } from '../table/table-game-error.ts';
import { JACKPOT_DRAW_ROUND, jackpotDrawFloat } from './jackpot-draw.ts';
import type { DiceOutcome, KenoOutcome, LimboOutcome, PlinkoOutcome, RouletteOutcome, SlotOutcome } from './outcomes.ts';
import { StudioGameError } from './studio-game.ts';
import { replayStudioRound, studioGameFor, studioLaunchIds } from './studio-games.ts';

const seeds = (nonce: number) => ({ serverSeed: 'abc', clientSeed: 'player', nonce });

/** The first float of HMAC_SHA256('abc', 'player:<nonce>:<round>'), by Node's crypto: outside the code under test. */
function independentFloat(nonce: number, round = 0): number {
  return createHmac('sha256', 'abc').update(`player:${nonce}:${round}`).digest().readUInt32BE(0) / 2 ** 32;
}

function play(launchId: string, params: Record<string, unknown>, stake = 100n, nonce = 0) {
  return replayStudioRound({ launchId, fairness: seeds(nonce), params, stake, actions: [] });
}

describe('studio games: fixed seeds give known rounds', () => {
  it("dice: server seed 'abc', client seed 'player', nonce 0 rolls 1.68, which loses 'over 50'", () => {
    expect(Math.floor(independentFloat(0) * 10_001) / 100).toBe(1.68);
    const round = play('dice', { target: 50, direction: 'over' });
    expect(round.outcome).toEqual<DiceOutcome>({
      kind: 'dice',
      target: 50,
      direction: 'over',
      roll: 1.68,
      won: false,
      multiplier: 0,
      winChance: 50,
    });
    expect(round).toMatchObject({ totalStake: 100n, payout: 0n, finished: true });
    // The same roll under 2.00 wins 99 ÷ 2 = 49.5×.
    expect(play('dice', { target: 2, direction: 'under' }, 100n)).toMatchObject({ payout: 4950n, outcome: { won: true, multiplier: 49.5 } });
  });

  it('limbo: nonce 0 draws 58.81× = ⌊1e8 ÷ (f · 1e8) · 0.99 · 100⌋ ÷ 100: 1.50× wins, 60× loses', () => {
    expect(Math.floor((1e8 / (independentFloat(0) * 1e8)) * 0.99 * 100) / 100).toBe(58.81);
    const round = play('limbo', { target: 1.5 });
    expect(round.outcome).toEqual<LimboOutcome>({ kind: 'limbo', target: 1.5, result: 58.81, won: true, multiplier: 1.5 });
    expect(round.payout).toBe(150n);
    expect(play('limbo', { target: 60 }).outcome).toMatchObject({ result: 58.81, won: false, multiplier: 0 });
  });

  it('plinko: nonce 0, 8 rows low risk lands in the middle slot at 0.5×', () => {
    const round = play('plinko', { rows: 8, risk: 'low' });
    expect(round.outcome).toEqual<PlinkoOutcome>({
      kind: 'plinko',
      rows: 8,
      risk: 'low',
      path: ['left', 'left', 'right', 'right', 'right', 'left', 'left', 'right'],
      slot: 4,
      multiplier: 0.5,
      paytable: [5.6, 2.8, 1.5, 0.7, 0.5, 0.7, 1.5, 2.8, 5.6],
    });
    expect(round.payout).toBe(50n);
    // Rounded down to the minor unit: 0.5 × 3 = 1.5 pays 1.
    expect(play('plinko', { rows: 8, risk: 'low' }, 3n).payout).toBe(1n);
  });

  it('keno: nonce 0 draws 1, 2, 38, 39, 40, 7, 19, 36, 32, 37: four hits of five picks pay 25×', () => {
    const round = play('keno', { picks: [1, 2, 5, 38, 39], risk: 'medium' });
    expect(round.outcome).toEqual<KenoOutcome>({
      kind: 'keno',
      picks: [1, 2, 5, 38, 39],
      risk: 'medium',
      drawn: [1, 2, 38, 39, 40, 7, 19, 36, 32, 37],
      matched: [1, 2, 38, 39],
      hits: 4,
      multiplier: 25,
    });
    expect(round.payout).toBe(2500n);
  });

  it('roulette: nonce 2 lands on 3 red; the stake is the sum of the bets and each bet is paid on its own', () => {
    const round = play(
      'roulette',
      {
        bets: [
          { type: 'straight', numbers: [3], stake: '10' },
          { type: 'red', stake: '25' },
          { type: 'dozen', dozen: 2, stake: '7' },
        ],
      },
      0n,
      2,
    );
    const outcome = round.outcome as RouletteOutcome;
    expect(outcome).toMatchObject({ kind: 'roulette', pocket: 3, color: 'red' });
    expect(outcome.bets).toEqual([
      { type: 'straight', numbers: [3], stake: '10', won: true, multiplier: 36, payout: '360' },
      { type: 'red', stake: '25', won: true, multiplier: 2, payout: '50' },
      { type: 'dozen', dozen: 2, stake: '7', won: false, multiplier: 0, payout: '0' },
    ]);
    expect(round).toMatchObject({ totalStake: 42n, payout: 410n });
  });

  it('slots: Starfall Fortune nonce 5 stops at 15, 9, 20, 22, 7 and pays 1.05× the total bet, exactly in line bets', () => {
    const round = play('slot-starfall-fortune', {}, 100n, 5);
    const outcome = round.outcome as SlotOutcome;
    expect(outcome.spins[0]!.stops).toEqual([15, 9, 20, 22, 7]);
    expect(outcome.totalMultiplier).toBe(1.05);
    expect(outcome.freeSpinsPlayed).toBe(0);
    expect(round.payout).toBe(105n);
    // 20 lines: 1.05× is 21 line bets; a stake of 30 pays 30 × 21 ÷ 20 = 31.5, rounded down.
    expect(play('slot-starfall-fortune', {}, 30n, 5).payout).toBe(31n);
  });
});

describe('studio games: bad bets', () => {
  it('refuse bad parameters with the engines’ player-readable errors', () => {
    expect(() => play('dice', { target: 99.5, direction: 'under' })).toThrow(DiceBetError);
    expect(() => play('dice', { target: 50, direction: 'sideways' })).toThrow('Roll over or roll under');
    expect(() => play('limbo', { target: 1 })).toThrow(LimboBetError);
    expect(() => play('plinko', { rows: 7, risk: 'low' })).toThrow(PlinkoConfigError);
    expect(() => play('keno', { picks: [1, 1], risk: 'low' })).toThrow(KenoBetError);
    expect(() => play('keno', { risk: 'low' })).toThrow('Pick 1 to 10 different numbers from 1 to 40');
    expect(() => play('mines', { mineCount: 25 })).toThrow('Choose 1 to 24 mines');
    expect(() => play('roulette', { bets: [{ type: 'split', numbers: [1, 5], stake: '10' }] })).toThrow(RouletteBetError);
    expect(() => play('roulette', { bets: [{ type: 'red', stake: '0' }] })).toThrow('A bet needs a positive stake');
    expect(() => play('roulette', { bets: [] })).toThrow(RouletteBetError);
    // One base class the server maps to a 4xx.
    expect(() => play('limbo', { target: 0.5 })).toThrow(TableGameError);
  });

  it('refuse a stake that is not positive, and unknown games', () => {
    for (const launchId of ['dice', 'slot-neon-nights', 'blackjack', 'mines']) {
      expect(() => play(launchId, { target: 50, direction: 'over', mineCount: 3 }, 0n)).toThrow(StudioGameError);
    }
    expect(() => play('baccarat', {})).toThrow(StudioGameError);
    expect(new StudioGameError('unknown-game', 'x')).toBeInstanceOf(TableGameError);
  });
});

describe('studio games: the registry and the jackpot draw', () => {
  it('finds every slot title and every table game by launch id, and nothing else', () => {
    for (const title of slotTitles) expect(studioGameFor(title.id)?.kind).toBe('slot');
    for (const kind of ['roulette', 'blackjack', 'dice', 'limbo', 'plinko', 'mines', 'keno']) expect(studioGameFor(kind)?.kind).toBe(kind);
    expect(studioGameFor('slot')).toBeUndefined();
    expect(studioGameFor('slot-unknown')).toBeUndefined();
    expect(studioGameFor('toString')).toBeUndefined();
    expect(studioGameFor('blackjack')?.act).toBeTypeOf('function');
    expect(studioGameFor('dice')?.act).toBeUndefined();
    expect(studioLaunchIds).toHaveLength(slotTitles.length + 7);
    expect(studioLaunchIds.map((launchId) => studioGameFor(launchId)!.name)).toContain('European Roulette');
    expect(studioGameFor('slot-starfall-fortune')!.name).toBe('Starfall Fortune');
  });

  it('gives every game its rules, and the paytables where the rules give no formula', () => {
    for (const launchId of ['slot-dragon-hoard', 'roulette', 'blackjack', 'dice', 'limbo', 'plinko', 'mines', 'keno']) {
      expect(studioGameFor(launchId)!.rules.length).toBeGreaterThan(1);
    }
    expect(studioGameFor('roulette')!.paytable).toContain('Straight up: 35 to 1');
    expect(studioGameFor('plinko')!.paytable).toHaveLength(27);
    expect(studioGameFor('keno')!.paytable).toHaveLength(30);
    expect(studioGameFor('slot-starfall-fortune')!.paytable.length).toBeGreaterThan(3);
  });

  it('draws the jackpot float from HMAC round 1000, a round no game reaches', () => {
    const bytes = createHmac('sha256', 'abc').update(`player:0:${JACKPOT_DRAW_ROUND}`).digest();
    expect(jackpotDrawFloat(seeds(0))).toBe(bytes.readUInt32BE(0) / 2 ** 32);
    expect(jackpotDrawFloat(seeds(0))).not.toBe(jackpotDrawFloat(seeds(1)));
    // The most floats a round takes: a slot's base spin and its capped free spins at 5 floats each, or blackjack's cards.
    const mostFloats = Math.max(CARDS_PER_ROUND, ...slotTitles.map((title) => 5 * (1 + title.freeSpins.maxSpins)));
    expect(mostFloats).toBeLessThan(JACKPOT_DRAW_ROUND * 8);
    expect(fairFloats(seeds(0)).next().value).toBe(independentFloat(0));
  });

  it('a game draws only from the random source it is given', () => {
    const first = studioGameFor('mines')!.start('mines', fairRandom(seeds(1)), { mineCount: 3 }, 100n);
    const again = studioGameFor('mines')!.start('mines', fairRandom(seeds(1)), { mineCount: 3 }, 100n);
    expect(again.state).toEqual(first.state);
  });
});
