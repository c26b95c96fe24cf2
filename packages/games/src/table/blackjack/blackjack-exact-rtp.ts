import { basicStrategyMove } from './basic-strategy.ts';
import { DECKS_PER_SHOE } from './cards.ts';

/**
 * The exact expected return of one round played with basic strategy (basic-strategy.ts) under this game's rules,
 * dealt from a full shoe of `decks` decks: every sequence of card values is enumerated with its probability
 * without replacement (player, up, player, hole, the player's draws, then the dealer's), so the result is the
 * true expectation of the game as dealt, up to double-precision rounding (~10⁻¹³).
 *
 * Split hands: with a strategy that looks only at a hand's own cards, the two hands of a split are exchangeable
 * (any ordering of the same cards is equally likely from a shuffled shoe), so the split is worth twice one
 * hand played against the dealer from the shoe without both split cards, the upcard and the hole card; the other
 * hand's draws average out. That makes the enumeration of splits exact without pairing the two hands' draws.
 *
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
const BASE = 32; // a player holds fewer than 32 cards of one value, so counts pack into one safe integer
const KEY_STEP = VALUES.map((value) => BASE ** (value - 1));

type DealerDistribution = Float64Array; // P(17), P(18), P(19), P(20), P(21), P(bust)

export function analyseBlackjack(decks: number = DECKS_PER_SHOE): BlackjackRtpAnalysis {
  // Cards left of each value (index 1–10).
  const counts = new Int32Array(11).fill(4 * decks);
  counts[10] = 16 * decks;
  counts[0] = 0;
  let remaining = 52 * decks;

  const take = (value: number) => {
    counts[value]! -= 1;
    remaining -= 1;
  };
  const putBack = (value: number) => {
    counts[value]! += 1;
    remaining += 1;
  };

  // Dealer outcome distributions, one map per upcard and hole card, keyed by the player cards out of the shoe.
  const dealerMemos = Array.from({ length: 100 }, () => new Map<number, DealerDistribution>());

  /** Adds the dealer's final totals from a hand below 17 (hard sum, aces as 1), reached with `probability`. */
  function dealerDraws(hardSum: number, hasAce: boolean, probability: number, into: DealerDistribution): void {
    const scale = probability / remaining;
    for (let value = 1; value <= 10; value++) {
      const count = counts[value]!;
      if (count === 0) continue;
      const nextSum = hardSum + value;
      const nextHasAce = hasAce || value === 1;
      const total = nextHasAce && nextSum <= 11 ? nextSum + 10 : nextSum;
      if (total >= 17) {
        // A final hand needs no recursion: most branches end here.
        into[total > 21 ? 5 : total - 17]! += scale * count;
      } else {
        counts[value] = count - 1;
        remaining -= 1;
        dealerDraws(nextSum, nextHasAce, scale * count, into);
        counts[value] = count;
        remaining += 1;
      }
    }
  }

  let up = 0;
  let hole = 0;
  let playerKey = 0;

  function dealerDistribution(): DealerDistribution {
    const memo = dealerMemos[(up - 1) * 10 + (hole - 1)]!;
    let distribution = memo.get(playerKey);
    if (!distribution) {
      distribution = new Float64Array(6);
      const hardSum = up + hole;
      const hasAce = up === 1 || hole === 1;
      const total = hasAce && hardSum + 10 <= 21 ? hardSum + 10 : hardSum;
      if (total >= 17) distribution[total - 17] = 1;
      else dealerDraws(hardSum, hasAce, 1, distribution);
      memo.set(playerKey, distribution);
    }
    return distribution;
  }

  /** Net result of standing on a total, per unit wagered. */
  function standNet(total: number): number {
    if (total > 21) return -1;
    const distribution = dealerDistribution();
    let net = distribution[5]!;
    for (let dealerTotal = 17; dealerTotal <= 21; dealerTotal++) {
      const probability = distribution[dealerTotal - 17]!;
      if (total > dealerTotal) net += probability;
      else if (total < dealerTotal) net -= probability;
    }
    return net;
  }

  const removePlayerCard = (value: number) => {
    take(value);
    playerKey += KEY_STEP[value - 1]!;
  };
  const returnPlayerCard = (value: number) => {
    putBack(value);
    playerKey -= KEY_STEP[value - 1]!;
  };

  /**
   * Expected [net, wager] of a hand from here, following basic strategy. `pairValue` is set only for the first two
   * cards of the round when they may be split.
   */
  function playHand(hardSum: number, hasAce: boolean, cardCount: number, pairValue: number | null): [number, number] {
    const soft = hasAce && hardSum + 10 <= 21;
    const total = soft ? hardSum + 10 : hardSum;
    if (total > 21) return [-1, 1];
    const move = basicStrategyMove({ total, soft, pairValue, canDouble: cardCount === 2 }, up);
    if (move === 'stand') return [standNet(total), 1];
    if (move === 'split') {
      const [handNet, handWager] = playSplitHand(pairValue!);
      return [2 * handNet, 2 * handWager];
    }
    let net = 0;
    for (const value of VALUES) {
      const count = counts[value]!;
      if (count === 0) continue;
      const probability = count / remaining;
      removePlayerCard(value);
      if (move === 'double') {
        const nextSum = hardSum + value;
        const nextHasAce = hasAce || value === 1;
        net += probability * 2 * standNet(nextHasAce && nextSum + 10 <= 21 ? nextSum + 10 : nextSum);
      } else {
        net += probability * playHand(hardSum + value, hasAce || value === 1, cardCount + 1, null)[0];
      }
      returnPlayerCard(value);
    }
    if (move === 'double') return [net, 2];
    // The expected wager of a hit hand depends on no later choice: only two-card hands double.
    return [net, 1];
  }

  /** One hand of a split pair of `value`, both split cards already out of the shoe. */
  function playSplitHand(value: number): [number, number] {
    let net = 0;
    let wager = 0;
    for (const second of VALUES) {
      const count = counts[second]!;
      if (count === 0) continue;
      const probability = count / remaining;
      removePlayerCard(second);
      if (value === 1) {
        const hardSum = 1 + second;
        net += probability * standNet(hardSum + 10 <= 21 ? hardSum + 10 : hardSum);
        wager += probability;
      } else {
        const [handNet, handWager] = playHand(value + second, second === 1, 2, null);
        net += probability * handNet;
        wager += probability * handWager;
      }
      returnPlayerCard(second);
    }
    return [net, wager];
  }

  let expectedNet = 0;
  let expectedWager = 0;
  for (const first of VALUES) {
    const pFirst = counts[first]! / remaining;
    removePlayerCard(first);
    for (const upcard of VALUES) {
      const pUp = counts[upcard]! / remaining;
      take(upcard);
      for (const second of VALUES) {
        const pSecond = counts[second]! / remaining;
        removePlayerCard(second);
        for (const holeCard of VALUES) {
          const probability = pFirst * pUp * pSecond * (counts[holeCard]! / remaining);
          if (probability === 0) continue;
          take(holeCard);
          up = upcard;
          hole = holeCard;
          const dealerBlackjack = (upcard === 1 && holeCard === 10) || (upcard === 10 && holeCard === 1);
          const playerBlackjack = (first === 1 && second === 10) || (first === 10 && second === 1);
          let net: number;
          let wager = 1;
          if (dealerBlackjack) net = playerBlackjack ? 0 : -1;
          else if (playerBlackjack) net = 1.5;
          else [net, wager] = playHand(first + second, first === 1 || second === 1, 2, first === second ? first : null);
          expectedNet += probability * net;
          expectedWager += probability * wager;
          putBack(holeCard);
        }
        returnPlayerCard(second);
      }
      putBack(upcard);
    }
    returnPlayerCard(first);
  }
  const rtp = 1 + expectedNet;
  return { expectedNet, rtp, expectedWager, rtpPerAmountWagered: (expectedWager + expectedNet) / expectedWager };
}
