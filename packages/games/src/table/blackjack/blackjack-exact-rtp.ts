import { basicStrategyMove, DEALER_UPCARD_COLUMNS, type ChartCode } from './basic-strategy.ts';

/**
 * The exact expected return of one round under this game's rules, dealt from an unlimited number of decks: every
 * card is drawn independently, a value 1 (ace) … 9 with probability 1/13 and a ten-value card with 4/13. So a hand's
 * future depends only on its hard total, whether it holds an ace and whether it may still double, and the dealer's
 * only on the upcard (given no dealer blackjack, which the peek settles first): a recursion over those states gives
 * the expectation exactly, up to double-precision rounding (~10⁻¹⁵).
 *
 * Split hands are independent of each other (no card leaves the deck), so a split is worth exactly twice one hand.
 * If every player hand busts the dealer does not draw, but those hands lose whatever the dealer would draw, so the
 * analysis may let the dealer draw anyway.
 */
export interface BlackjackRtpAnalysis {
  /** Expected (payout − total wager) ÷ stake: minus the house edge per initial bet. */
  expectedNet: number;
  /** 1 + expectedNet: the RTP per initial bet, the usual way blackjack quotes its house edge. */
  rtp: number;
  /** Expected total wager ÷ stake (doubles and splits put more on the table). */
  expectedWager: number;
  /** Expected payout ÷ expected total wager. */
  rtpPerAmountWagered: number;
}

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const probabilityOf = (value: number) => (value === 10 ? 4 / 13 : 1 / 13);
const bestTotal = (hardSum: number, hasAce: boolean) => (hasAce && hardSum + 10 <= 21 ? hardSum + 10 : hardSum);
const isBlackjackPair = (a: number, b: number) => (a === 1 && b === 10) || (a === 10 && b === 1);

/** P(final total 17, 18, 19, 20, 21, bust) of a dealer hand drawing from (hardSum, hasAce). */
function dealerFinish(hardSum: number, hasAce: boolean): number[] {
  const total = bestTotal(hardSum, hasAce);
  if (total > 21) return [0, 0, 0, 0, 0, 1];
  if (total >= 17) return [0, 0, 0, 0, 0, 0].map((_, index) => (index === total - 17 ? 1 : 0));
  const finish = [0, 0, 0, 0, 0, 0];
  for (const value of VALUES) {
    const next = dealerFinish(hardSum + value, hasAce || value === 1);
    next.forEach((probability, index) => (finish[index]! += probabilityOf(value) * probability));
  }
  return finish;
}

/** The dealer's final totals under an upcard, given no dealer blackjack, and the chance of that blackjack. */
function dealerUnder(up: number): { finish: number[]; blackjack: number } {
  const finish = [0, 0, 0, 0, 0, 0];
  let blackjack = 0;
  for (const hole of VALUES) {
    if (isBlackjackPair(up, hole)) {
      blackjack += probabilityOf(hole);
      continue;
    }
    dealerFinish(up + hole, up === 1 || hole === 1).forEach((probability, index) => (finish[index]! += probabilityOf(hole) * probability));
  }
  return { finish: finish.map((probability) => probability / (1 - blackjack)), blackjack };
}

/** Expected net results, per unit on the hand, of each move against one upcard (dealer blackjack ruled out). */
class MoveValues {
  private readonly finish: number[];
  private readonly bestMemo = new Map<number, number>();

  constructor(up: number) {
    this.finish = dealerUnder(up).finish;
  }

  stand(total: number): number {
    if (total > 21) return -1;
    let net = this.finish[5]!;
    for (let dealerTotal = 17; dealerTotal <= 21; dealerTotal++) net += Math.sign(total - dealerTotal) * this.finish[dealerTotal - 17]!;
    return net;
  }

  /** Hitting once more, then playing on as well as possible (hit or stand: no double after the first card). */
  hit(hardSum: number, hasAce: boolean): number {
    return VALUES.reduce((net, value) => net + probabilityOf(value) * this.bestWithoutDouble(hardSum + value, hasAce || value === 1), 0);
  }

  double(hardSum: number, hasAce: boolean): number {
    return VALUES.reduce((net, value) => net + probabilityOf(value) * 2 * this.stand(bestTotal(hardSum + value, hasAce || value === 1)), 0);
  }

  /** One hand of a split pair of `value`: a second card, then the best of stand, hit and double (split aces: stand). */
  splitHand(value: number): number {
    return VALUES.reduce((net, second) => {
      const hardSum = value + second;
      const hasAce = value === 1 || second === 1;
      const handNet = value === 1 ? this.stand(bestTotal(hardSum, hasAce)) : this.bestWithDouble(hardSum, hasAce);
      return net + probabilityOf(second) * handNet;
    }, 0);
  }

  bestWithDouble(hardSum: number, hasAce: boolean): number {
    const total = bestTotal(hardSum, hasAce);
    if (total >= 21) return this.stand(total);
    return Math.max(this.bestWithoutDouble(hardSum, hasAce), this.double(hardSum, hasAce));
  }

  bestWithoutDouble(hardSum: number, hasAce: boolean): number {
    const total = bestTotal(hardSum, hasAce);
    if (total >= 21) return this.stand(total);
    const key = hardSum * 2 + (hasAce ? 1 : 0);
    let best = this.bestMemo.get(key);
    if (best === undefined) {
      best = Math.max(this.stand(total), this.hit(hardSum, hasAce));
      this.bestMemo.set(key, best);
    }
    return best;
  }
}

export function analyseBlackjack(): BlackjackRtpAnalysis {
  let expectedNet = 0;
  let expectedWager = 0;
  for (const up of VALUES) {
    const { blackjack: dealerBlackjack } = dealerUnder(up);
    const values = new MoveValues(up);

    /** Expected [net, wager] of a hand played by the chart from here; pairValue only while a split is allowed. */
    const playHand = (hardSum: number, hasAce: boolean, canDouble: boolean, pairValue: number | null): [number, number] => {
      const total = bestTotal(hardSum, hasAce);
      if (total > 21) return [-1, 1];
      const move = basicStrategyMove({ total, soft: hasAce && hardSum + 10 <= 21, pairValue, canDouble }, up);
      if (move === 'stand') return [values.stand(total), 1];
      if (move === 'double') return [values.double(hardSum, hasAce), 2];
      if (move === 'split') {
        let net = 0;
        let wager = 0;
        for (const second of VALUES) {
          const [handNet, handWager] =
            pairValue === 1
              ? [values.stand(bestTotal(1 + second, true)), 1]
              : playHand(pairValue! + second, pairValue === 1 || second === 1, true, null);
          net += probabilityOf(second) * handNet;
          wager += probabilityOf(second) * handWager;
        }
        return [2 * net, 2 * wager];
      }
      // A hit hand's wager depends on no later choice: only two-card hands double.
      const net = VALUES.reduce((sum, value) => sum + probabilityOf(value) * playHand(hardSum + value, hasAce || value === 1, false, null)[0], 0);
      return [net, 1];
    };

    for (const first of VALUES) {
      for (const second of VALUES) {
        const probability = probabilityOf(up) * probabilityOf(first) * probabilityOf(second);
        const playerBlackjack = isBlackjackPair(first, second);
        expectedNet += probability * dealerBlackjack * (playerBlackjack ? 0 : -1);
        expectedWager += probability * dealerBlackjack;
        const [net, wager] = playerBlackjack
          ? [1.5, 1]
          : playHand(first + second, first === 1 || second === 1, true, first === second ? first : null);
        expectedNet += probability * (1 - dealerBlackjack) * net;
        expectedWager += probability * (1 - dealerBlackjack) * wager;
      }
    }
  }
  const rtp = 1 + expectedNet;
  return { expectedNet, rtp, expectedWager, rtpPerAmountWagered: (expectedWager + expectedNet) / expectedWager };
}

export interface OptimalChart {
  hard: Record<number, ChartCode[]>;
  soft: Record<number, ChartCode[]>;
  pairs: Record<number, ChartCode[]>;
}

/**
 * The best move for every hand of the chart against every upcard, from the exact values above, in the chart's codes:
 * the strategy that maximises the RTP with an unlimited deck. basic-strategy.ts must equal it (a test checks).
 */
export function optimalChart(): OptimalChart {
  const chart: OptimalChart = { hard: {}, soft: {}, pairs: {} };
  for (const up of DEALER_UPCARD_COLUMNS) {
    const values = new MoveValues(up);
    const code = (hardSum: number, hasAce: boolean): ChartCode => {
      const total = bestTotal(hardSum, hasAce);
      const withoutDouble: ChartCode = total >= 21 || values.stand(total) >= values.hit(hardSum, hasAce) ? 'S' : 'H';
      if (total >= 21 || values.double(hardSum, hasAce) <= values.bestWithoutDouble(hardSum, hasAce)) return withoutDouble;
      return withoutDouble === 'H' ? 'D' : 'Ds';
    };
    for (let total = 4; total <= 21; total++) (chart.hard[total] ??= []).push(code(total, false));
    for (let total = 12; total <= 21; total++) (chart.soft[total] ??= []).push(code(total - 10, true));
    for (const value of VALUES) {
      const hardSum = 2 * value;
      const split = 2 * values.splitHand(value) > values.bestWithDouble(hardSum, value === 1);
      (chart.pairs[value] ??= []).push(split ? 'P' : code(hardSum, value === 1));
    }
  }
  return chart;
}
