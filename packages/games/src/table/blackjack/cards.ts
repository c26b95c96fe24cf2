import { pickIndex, type RandomSource } from '../../fairness/fair-random.ts';

/**
 * Card index i is suit ⌊(i mod 52) ÷ 13⌋ and rank i mod 13, ranks in the order A, 2 … 10, J, Q, K. New rounds use
 * 0–51 only; rounds dealt from the former six-deck shoe (see BlackjackDeal) hold indexes 0–311, deck ⌊i ÷ 52⌋.
 */
export const CARDS_PER_DECK = 52;

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

export interface Card {
  index: number;
  rank: Rank;
  suit: Suit;
  /** Blackjack value: ace 1 (or 11, see handTotal), face cards 10. */
  value: number;
}

export function cardValue(index: number): number {
  return Math.min((index % 13) + 1, 10);
}

export function describeCard(index: number): Card {
  return {
    index,
    rank: RANKS[index % 13]!,
    suit: SUITS[Math.floor((index % CARDS_PER_DECK) / 13)]!,
    value: cardValue(index),
  };
}

/**
 * Stake's card order for blackjack, hilo and baccarat: ♦2, ♥2, ♠2, ♣2, ♦3 … ♣K, ♦A, ♥A, ♠A, ♣A, as our card
 * indexes. Stake's card k is rank ⌊k ÷ 4⌋ in the order 2 … 10, J, Q, K, A, of suit k mod 4 in the order
 * diamonds, hearts, spades, clubs.
 */
const STAKE_SUIT_ORDER: readonly Suit[] = ['diamonds', 'hearts', 'spades', 'clubs'];
export const STAKE_CARD_ORDER: readonly number[] = Array.from({ length: CARDS_PER_DECK }, (_, stakeIndex) => {
  const rank = (Math.floor(stakeIndex / 4) + 1) % RANKS.length;
  const suit = SUITS.indexOf(STAKE_SUIT_ORDER[stakeIndex % 4]!);
  return suit * RANKS.length + rank;
});

/**
 * The most cards a round can take. A hand draws only while its hard total (aces 1) is at most 20, so it holds at most
 * 21 cards; the dealer draws only below 17, so at most 17 cards: two split hands and the dealer need at most 59.
 * 64 floats are the first 8 HMAC rounds of the fair stream.
 */
export const CARDS_PER_ROUND = 64;

/**
 * The round's cards in dealing order, from an unlimited number of decks as Stake publishes it: each card is
 * CARDS[⌊float × 52⌋] in Stake's order (STAKE_CARD_ORDER), one float per card. Every card a round can need is drawn
 * at the start, so the stored round holds its own future and an action needs no random source.
 */
export function dealUnlimitedDeck(random: RandomSource): number[] {
  // A plain loop: Array.from with a callback is several times slower, and the RTP run deals 10⁸ rounds.
  const cards = new Array<number>(CARDS_PER_ROUND);
  for (let index = 0; index < CARDS_PER_ROUND; index++) cards[index] = STAKE_CARD_ORDER[pickIndex(random, CARDS_PER_DECK)]!;
  return cards;
}

export interface HandTotal {
  total: number;
  /** An ace counts as 11 in the total. */
  soft: boolean;
}

/** The best total of a hand: one ace counts 11 when that does not pass 21. */
export function handTotal(cards: readonly number[]): HandTotal {
  let hardSum = 0;
  let hasAce = false;
  for (const card of cards) {
    const value = cardValue(card);
    hardSum += value;
    if (value === 1) hasAce = true;
  }
  return hasAce && hardSum + 10 <= 21 ? { total: hardSum + 10, soft: true } : { total: hardSum, soft: false };
}

/** Two cards making 21. */
export function isTwoCardTwentyOne(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}
