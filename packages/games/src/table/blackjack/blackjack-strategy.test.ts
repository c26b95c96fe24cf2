import { describe, expect, it } from 'vitest';
import { expectSimulatedRtp } from '../test-support.ts';
import { basicStrategyMove, HARD_TOTALS, PAIRS, SOFT_TOTALS } from './basic-strategy.ts';
import { basicStrategyAction, BLACKJACK_RTP, blackjackGame } from './blackjack-game.ts';
import { analyseBlackjack, optimalChart } from './blackjack-exact-rtp.ts';
import { deal } from './blackjack-test-support.ts';

describe('blackjack basic strategy and RTP', () => {
  it('follows the S17 / DAS chart of an unlimited deck', () => {
    const move = (total: number, soft: boolean, up: number, pairValue: number | null = null, canDouble = true) =>
      basicStrategyMove({ total, soft, pairValue, canDouble }, up);
    expect([move(11, false, 1), move(11, false, 10), move(10, false, 10), move(9, false, 2), move(9, false, 3)]).toEqual([
      'hit',
      'double',
      'hit',
      'hit',
      'double',
    ]);
    expect([move(12, false, 3), move(12, false, 4), move(16, false, 7), move(16, false, 6), move(17, false, 1)]).toEqual([
      'hit',
      'stand',
      'hit',
      'stand',
      'stand',
    ]);
    expect([move(18, true, 2), move(18, true, 3), move(18, true, 3, null, false), move(18, true, 9), move(19, true, 6)]).toEqual([
      'stand',
      'double',
      'stand',
      'hit',
      'stand',
    ]);
    expect([move(17, true, 3, null, false), move(13, true, 6), move(13, true, 5), move(14, true, 5)]).toEqual(['hit', 'double', 'hit', 'double']);
    expect([move(15, true, 4), move(15, true, 5), move(16, true, 4)]).toEqual(['hit', 'double', 'double']);
    expect([move(12, true, 10, 1), move(16, false, 10, 8), move(18, false, 7, 9), move(20, false, 6, 10)]).toEqual([
      'split',
      'split',
      'stand',
      'stand',
    ]);
    expect([move(10, false, 9, 5), move(8, false, 5, 4), move(8, false, 4, 4), move(4, false, 8, 2)]).toEqual(['double', 'split', 'hit', 'hit']);
    expect(basicStrategyAction(deal(['10', 'A', '9', '7']))).toBe('no-insurance');
  });

  it('is the optimal strategy of an unlimited deck for these rules, cell by cell', () => {
    const optimal = optimalChart();
    expect(optimal.hard).toEqual(HARD_TOTALS);
    expect(optimal.soft).toEqual(SOFT_TOTALS);
    expect(optimal.pairs).toEqual(PAIRS);
  });

  it('reproduces the documented exact RTP of basic strategy: 0.994296119877 (house edge 0.5704 %)', () => {
    const analysis = analyseBlackjack();
    expect(analysis.rtp).toBeCloseTo(BLACKJACK_RTP, 14);
    expect(analysis.rtp).toBeCloseTo(0.994296119877, 12);
    expect(analysis.expectedWager).toBeCloseTo(1.126934793, 9);
    expect(analysis.rtpPerAmountWagered).toBeCloseTo(0.99493858903, 11);
    expect(blackjackGame.theoreticalRtp).toBe(BLACKJACK_RTP);
  });

  it('simulates basic strategy within the 99 % interval of the exact RTP', () => {
    const { sigma } = expectSimulatedRtp(blackjackGame, 80_000, 8);
    expect(sigma).toBeGreaterThan(1.1);
    expect(sigma).toBeLessThan(1.2);
  });
});
