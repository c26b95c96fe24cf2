import { handTotal, isTwoCardTwentyOne } from './cards.ts';
import { BlackjackActionError, insuranceStake, type BlackjackState } from './blackjack-state.ts';

export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHandResult {
  cards: number[];
  total: number;
  doubled: boolean;
  outcome: BlackjackOutcome;
  /** Minor units staked on this hand (twice the stake when doubled). */
  wager: bigint;
  /** Minor units paid back for this hand, its wager included. */
  payout: bigint;
  /** Payout ÷ the round's stake: 2.5 for a blackjack, 4 for a won double, 1 for a push, 0 for a loss. */
  multiplier: number;
}

export interface BlackjackSettlement {
  dealer: { cards: number[]; total: number; blackjack: boolean; busted: boolean };
  hands: BlackjackHandResult[];
  insurance: { wager: bigint; payout: bigint } | null;
  /** Everything staked in the round: stake, doubles, split, insurance. */
  totalWager: bigint;
  totalPayout: bigint;
}

/** What a hand returns, its wager included, and that ÷ the stake; `units` is 2 for a doubled hand, else 1. */
function paidFor(outcome: BlackjackOutcome, stake: bigint, units: number): [bigint, number] {
  switch (outcome) {
    case 'blackjack':
      return [stake + (3n * stake) / 2n, 2.5];
    case 'win':
      return [2n * stake * BigInt(units), 2 * units];
    case 'push':
      return [stake * BigInt(units), units];
    default:
      return [0n, 0];
  }
}

/**
 * Pays a finished round. A blackjack pays 3:2, rounded down to the minor unit (stake + ⌊3 · stake ÷ 2⌋); a win
 * pays 1:1 on the hand's wager; insurance pays 2:1 when the dealer has blackjack.
 */
export function settleBlackjack(state: BlackjackState): BlackjackSettlement {
  if (state.phase !== 'finished') throw new BlackjackActionError('round-not-finished', 'The round is still being played');
  const stake = BigInt(state.stake);
  const dealerTotal = handTotal(state.dealer).total;
  const dealerBlackjack = isTwoCardTwentyOne(state.dealer);
  const hands = state.hands.map((hand): BlackjackHandResult => {
    const total = handTotal(hand.cards).total;
    const units = hand.doubled ? 2 : 1;
    const wager = stake * BigInt(units);
    const playerBlackjack = state.hands.length === 1 && isTwoCardTwentyOne(hand.cards);
    let outcome: BlackjackOutcome;
    if (total > 21) outcome = 'bust';
    else if (dealerBlackjack) outcome = playerBlackjack ? 'push' : 'lose';
    else if (playerBlackjack) outcome = 'blackjack';
    else if (dealerTotal > 21 || total > dealerTotal) outcome = 'win';
    else outcome = total === dealerTotal ? 'push' : 'lose';
    const [payout, multiplier] = paidFor(outcome, stake, units);
    return { cards: [...hand.cards], total, doubled: hand.doubled, outcome, wager, payout, multiplier };
  });
  const insuranceWager = insuranceStake(stake);
  const insurance = state.insurance === 'taken' ? { wager: insuranceWager, payout: dealerBlackjack ? 3n * insuranceWager : 0n } : null;
  return {
    dealer: { cards: [...state.dealer], total: dealerTotal, blackjack: dealerBlackjack, busted: dealerTotal > 21 },
    hands,
    insurance,
    totalWager: hands.reduce((sum, hand) => sum + hand.wager, 0n) + (insurance?.wager ?? 0n),
    totalPayout: hands.reduce((sum, hand) => sum + hand.payout, 0n) + (insurance?.payout ?? 0n),
  };
}
