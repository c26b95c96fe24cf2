import { applyBlackjackAction, startBlackjackHand, type BlackjackAction, type BlackjackState } from './blackjack.ts';
import { describeCard, RANKS, SHOE_SIZE, type Rank } from './cards.ts';

/**
 * A shoe whose first cards have the given ranks, in dealing order: player, dealer up, player, dealer hole, then
 * every card drawn after. The rest of the shoe follows in index order.
 */
export function craftShoe(ranks: Rank[]): number[] {
  const used = new Set<number>();
  for (const rank of ranks) {
    const rankIndex = RANKS.indexOf(rank);
    let card = rankIndex;
    while (used.has(card)) card += 13;
    used.add(card);
  }
  const front = [...used];
  return [...front, ...Array.from({ length: SHOE_SIZE }, (_, index) => index).filter((index) => !used.has(index))];
}

export const STAKE = 100n;
export const deal = (ranks: Rank[], stake = STAKE) => startBlackjackHand(craftShoe(ranks), stake);
export const play = (state: BlackjackState, ...actions: BlackjackAction[]) => actions.reduce(applyBlackjackAction, state);
export const ranksOf = (cards: number[]) => cards.map((card) => describeCard(card).rank);
