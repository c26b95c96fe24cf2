import { applyBlackjackAction, startBlackjackHand, type BlackjackAction, type BlackjackState } from './blackjack.ts';
import { CARDS_PER_DECK, CARDS_PER_ROUND, describeCard, RANKS, type Rank } from './cards.ts';

/**
 * A round's cards whose first cards have the given ranks (spades), in dealing order: player, dealer up, player,
 * dealer hole, then every card drawn after. The rest follow the deck's index order, A♠, 2♠ …
 */
export function craftCards(ranks: Rank[]): number[] {
  const front = ranks.map((rank) => RANKS.indexOf(rank));
  return [...front, ...Array.from({ length: CARDS_PER_ROUND - front.length }, (_, index) => index % CARDS_PER_DECK)];
}

export const STAKE = 100n;
export const deal = (ranks: Rank[], stake = STAKE) => startBlackjackHand(craftCards(ranks), stake);
export const play = (state: BlackjackState, ...actions: BlackjackAction[]) => actions.reduce(applyBlackjackAction, state);
export const ranksOf = (cards: number[]) => cards.map((card) => describeCard(card).rank);
