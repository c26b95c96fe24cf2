import { drawDistinct, type RandomSource } from '../../fairness/fair-random.ts';

/**
 * A shoe of six 52-card decks. Card index i (0–311) is deck ⌊i ÷ 52⌋, suit ⌊(i mod 52) ÷ 13⌋ and rank i mod 13,
 * ranks in the order A, 2 … 10, J, Q, K, so that anyone can turn a verified shuffle back into cards.
 */
export const DECKS_PER_SHOE = 6;
export const CARDS_PER_DECK = 52;
export const SHOE_SIZE = DECKS_PER_SHOE * CARDS_PER_DECK;

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

/** A whole shoe in dealing order: the full Fisher–Yates shuffle of the 312 cards drawn from the fair stream. */
export function shuffleShoe(random: RandomSource): number[] {
  return drawDistinct(random, SHOE_SIZE, SHOE_SIZE);
}

export interface HandTotal {
  total: number;
  /** An ace counts as 11 in the total. */
  soft: boolean;
}

/** The best total of card values (aces as 1 here): one ace counts 11 when that does not pass 21. */
export function totalOfValues(values: readonly number[]): HandTotal {
  let hardSum = 0;
  let hasAce = false;
  for (const value of values) {
    hardSum += value;
    if (value === 1) hasAce = true;
  }
  return hasAce && hardSum + 10 <= 21 ? { total: hardSum + 10, soft: true } : { total: hardSum, soft: false };
}

export function handTotal(cards: readonly number[]): HandTotal {
  return totalOfValues(cards.map(cardValue));
}

/** Two cards making 21. */
export function isTwoCardTwentyOne(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}
