import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fairness/fair-random.ts';
import { fractionToNumber } from '../exact-fraction.ts';
import { expectSimulatedRtp, firstFixedFloat, FIXED_SEEDS, moments } from '../test-support.ts';
import { CORNERS, EUROPEAN_WHEEL_ORDER, pocketColor, RED_NUMBERS, SIX_LINES, SPLITS, STREETS } from './roulette-layout.ts';
import { coveredNumbers, rouletteBetRtp, rouletteGame, RouletteBetError, settleRouletteBets, spinRoulette, type RouletteBet } from './roulette.ts';

const stake = 10n;

describe('European roulette', () => {
  it('spins pocket 20 for the fixed seeds: ⌊first float × 37⌋', () => {
    expect(spinRoulette(fairRandom(FIXED_SEEDS))).toBe(20);
    expect(Math.floor(firstFixedFloat() * 37)).toBe(20);
  });

  it('lays out the single-zero wheel and table', () => {
    expect([...EUROPEAN_WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(RED_NUMBERS).toHaveLength(18);
    expect([pocketColor(0), pocketColor(1), pocketColor(2), pocketColor(36)]).toEqual(['green', 'red', 'black', 'red']);
    expect([SPLITS.length, STREETS.length, CORNERS.length, SIX_LINES.length]).toEqual([60, 14, 23, 11]);
  });

  const cases: [RouletteBet, winning: number, losing: number, multiplier: number][] = [
    [{ type: 'straight', numbers: [17], stake }, 17, 18, 36],
    [{ type: 'straight', numbers: [0], stake }, 0, 1, 36],
    [{ type: 'split', numbers: [17, 20], stake }, 20, 18, 18],
    [{ type: 'split', numbers: [18, 17], stake }, 17, 19, 18],
    [{ type: 'split', numbers: [0, 2], stake }, 0, 3, 18],
    [{ type: 'street', numbers: [16, 17, 18], stake }, 16, 19, 12],
    [{ type: 'street', numbers: [0, 1, 2], stake }, 0, 3, 12],
    [{ type: 'corner', numbers: [17, 18, 20, 21], stake }, 21, 19, 9],
    [{ type: 'corner', numbers: [0, 1, 2, 3], stake }, 0, 4, 9],
    [{ type: 'six-line', numbers: [16, 17, 18, 19, 20, 21], stake }, 21, 22, 6],
    [{ type: 'column', column: 2, stake }, 17, 18, 3],
    [{ type: 'dozen', dozen: 2, stake }, 13, 12, 3],
    [{ type: 'red', stake }, 1, 2, 2],
    [{ type: 'black', stake }, 2, 1, 2],
    [{ type: 'even', stake }, 36, 35, 2],
    [{ type: 'odd', stake }, 35, 0, 2],
    [{ type: 'low', stake }, 18, 19, 2],
    [{ type: 'high', stake }, 19, 18, 2],
  ];

  const label = (bet: unknown) => JSON.stringify(bet, (_, value) => (typeof value === 'bigint' ? `${value}n` : value));

  it.each(cases.map(([bet, ...rest]) => [label(bet), bet, ...rest] as const))(
    'pays %s on its pocket and nothing off it',
    (_, bet, winning, losing, multiplier) => {
      const win = settleRouletteBets(winning, [bet]);
      expect(win.bets[0]).toMatchObject({ won: true, multiplier, payout: stake * BigInt(multiplier) });
      const loss = settleRouletteBets(losing, [bet]);
      expect(loss.bets[0]).toMatchObject({ won: false, multiplier: 0, payout: 0n });
    },
  );

  it('loses every outside bet on zero', () => {
    const outside = cases.map(([bet]) => bet).filter((bet) => !('numbers' in bet));
    expect(settleRouletteBets(0, outside).totalPayout).toBe(0n);
  });

  it('settles several bets at once, with totals', () => {
    const settlement = settleRouletteBets(17, [
      { type: 'straight', numbers: [17], stake: 5n },
      { type: 'red', stake: 20n },
      { type: 'black', stake: 20n },
    ]);
    expect(settlement.bets.map((bet) => bet.payout)).toEqual([180n, 0n, 40n]);
    expect(settlement).toMatchObject({ pocket: 17, totalStake: 45n, totalPayout: 220n });
  });

  const badBets: [unknown, string][] = [
    [{ type: 'split', numbers: [1, 5], stake }, 'invalid-numbers'],
    [{ type: 'split', numbers: [3, 4], stake }, 'invalid-numbers'],
    [{ type: 'split', numbers: [0, 4], stake }, 'invalid-numbers'],
    [{ type: 'split', numbers: [7, 7], stake }, 'invalid-numbers'],
    [{ type: 'street', numbers: [2, 3, 4], stake }, 'invalid-numbers'],
    [{ type: 'corner', numbers: [3, 4, 6, 7], stake }, 'invalid-numbers'],
    [{ type: 'six-line', numbers: [2, 3, 4, 5, 6, 7], stake }, 'invalid-numbers'],
    [{ type: 'straight', numbers: [37], stake }, 'invalid-numbers'],
    [{ type: 'straight', numbers: [1, 2], stake }, 'invalid-numbers'],
    [{ type: 'straight', numbers: ['17'], stake }, 'invalid-numbers'],
    [{ type: 'split', numbers: '1-2', stake }, 'invalid-numbers'],
    [{ type: 'column', column: 4, stake }, 'invalid-numbers'],
    [{ type: 'dozen', dozen: 0, stake }, 'invalid-numbers'],
    [{ type: 'red', stake: 0n }, 'invalid-stake'],
    [{ type: 'red', stake: 5 }, 'invalid-stake'],
    [{ type: 'basket', stake }, 'invalid-bet-type'],
  ];

  it.each(badBets.map(([bet, code]) => [label(bet), bet, code] as const))('refuses %s', (_, bet, code) => {
    expect(() => coveredNumbers(bet as RouletteBet)).toThrow(RouletteBetError);
    expect(() => settleRouletteBets(1, [bet as RouletteBet])).toThrow(expect.objectContaining({ code }));
  });

  it('refuses a pocket that is not on the wheel', () => {
    expect(() => settleRouletteBets(37, [])).toThrow(expect.objectContaining({ code: 'invalid-pocket' }));
  });

  it('returns exactly 36/37 on every bet on the layout', () => {
    const everyBet: RouletteBet[] = [
      ...Array.from({ length: 37 }, (_, n): RouletteBet => ({ type: 'straight', numbers: [n], stake })),
      ...SPLITS.map((numbers): RouletteBet => ({ type: 'split', numbers, stake })),
      ...STREETS.map((numbers): RouletteBet => ({ type: 'street', numbers, stake })),
      ...CORNERS.map((numbers): RouletteBet => ({ type: 'corner', numbers, stake })),
      ...SIX_LINES.map((numbers): RouletteBet => ({ type: 'six-line', numbers, stake })),
      ...cases.map(([bet]) => bet),
    ];
    for (const bet of everyBet) expect(rouletteBetRtp(bet)).toEqual({ numerator: 36n, denominator: 37n });
    expect(rouletteGame.theoreticalRtp).toBe(fractionToNumber({ numerator: 36n, denominator: 37n }));
  });

  it('simulates the red bet within the 99 % interval of 36/37', () => {
    const { sigma } = moments([
      { multiplier: 2, probability: 18 / 37 },
      { multiplier: 0, probability: 19 / 37 },
    ]);
    expectSimulatedRtp(rouletteGame, 300_000, 1, sigma);
  });
});
