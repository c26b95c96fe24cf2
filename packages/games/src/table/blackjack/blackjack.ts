import { CARDS_PER_DECK, CARDS_PER_ROUND, cardValue, describeCard, handTotal, isTwoCardTwentyOne, type Card } from './cards.ts';
import {
  BLACKJACK_ACTIONS,
  BlackjackActionError,
  insuranceStake,
  type BlackjackAction,
  type BlackjackPhase,
  type BlackjackState,
  type InsuranceDecision,
} from './blackjack-state.ts';

/**
 * Blackjack as a state machine over the round's cards, all drawn at the start. The state is plain JSON (stake as a
 * decimal string), so the server can store an unfinished round and resume it after a reload; every function returns
 * a new state.
 *
 * Rules: an unlimited number of decks (each card drawn independently, see dealUnlimitedDeck); dealer stands on all
 * 17s; blackjack pays 3:2; the dealer peeks for blackjack under an ace or ten; insurance (half the stake, pays 2:1)
 * offered under an ace; double on any first two cards, also after a split; split once (two hands), on any two cards
 * of the same value; split aces get one card each; 21 after a split is not a blackjack; no surrender. A hand reaching
 * 21 stands by itself.
 *
 * Dealing order: player, dealer up, player, dealer hole, then every further card in the order it is needed
 * (the second card of each split hand when play reaches it).
 */
export {
  BLACKJACK_ACTIONS,
  BlackjackActionError,
  type BlackjackAction,
  type BlackjackDeal,
  type BlackjackErrorCode,
  type BlackjackHand,
  type BlackjackPhase,
  type BlackjackState,
  type InsuranceDecision,
} from './blackjack-state.ts';
export { settleBlackjack, type BlackjackHandResult, type BlackjackOutcome, type BlackjackSettlement } from './blackjack-settlement.ts';
export { blackjackRules } from './blackjack-rules.ts';

function cloneState(state: BlackjackState): BlackjackState {
  return { ...state, dealer: [...state.dealer], hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })) };
}

function dealCard(state: BlackjackState): number {
  const card = state.shoe[state.cursor];
  // Cannot happen with CARDS_PER_ROUND cards (or a whole shoe): a guard, not a rule.
  if (card === undefined) throw new BlackjackActionError('shoe-exhausted', 'The round has no cards left');
  state.cursor += 1;
  return card;
}

function checkCards(cards: readonly number[]): void {
  let valid = cards.length === CARDS_PER_ROUND;
  for (let index = 0; valid && index < cards.length; index++) {
    const card = cards[index]!;
    valid = Number.isInteger(card) && card >= 0 && card < CARDS_PER_DECK;
  }
  if (!valid) throw new BlackjackActionError('invalid-cards', `A round is dealt ${CARDS_PER_ROUND} cards of one deck (indexes 0–51)`);
}

/** The dealer reveals a blackjack, or the player's blackjack is paid, or play begins. */
function resolvePeek(state: BlackjackState): BlackjackState {
  const hand = state.hands[0]!;
  if (isTwoCardTwentyOne(state.dealer) || isTwoCardTwentyOne(hand.cards)) {
    hand.finished = true;
    state.phase = 'finished';
  } else {
    state.phase = 'player';
  }
  return state;
}

function hasLiveHand(state: BlackjackState): boolean {
  return state.hands.some((hand) => handTotal(hand.cards).total <= 21);
}

/** Dealer draws to 17 or more (soft 17 stands) unless every player hand has busted. */
function playDealer(state: BlackjackState): void {
  if (!hasLiveHand(state)) return;
  while (handTotal(state.dealer).total < 17) state.dealer.push(dealCard(state));
}

/** Moves to the next hand needing a decision, dealing split hands their second card; else finishes the round. */
function advance(state: BlackjackState): BlackjackState {
  while (state.activeHand < state.hands.length) {
    const hand = state.hands[state.activeHand]!;
    if (hand.cards.length === 1) {
      hand.cards.push(dealCard(state));
      if (hand.splitAces) hand.finished = true;
    }
    if (handTotal(hand.cards).total >= 21) hand.finished = true;
    if (!hand.finished) return state;
    state.activeHand += 1;
  }
  state.activeHand = state.hands.length - 1;
  playDealer(state);
  state.phase = 'finished';
  return state;
}

/**
 * Deals a round from the cards of an unlimited deck (see dealUnlimitedDeck). The stake is in minor units. Rounds of
 * the former six-deck shoe are only finished, never dealt: their stored state carries its shoe.
 */
export function startBlackjackHand(cards: readonly number[], stake: bigint): BlackjackState {
  checkCards(cards);
  if (typeof stake !== 'bigint' || stake <= 0n) throw new BlackjackActionError('invalid-stake', 'The stake must be positive');
  const state: BlackjackState = {
    version: 1,
    deal: 'infinite',
    stake: stake.toString(),
    shoe: cards.slice(),
    cursor: 0,
    dealer: [],
    hands: [{ cards: [], doubled: false, splitAces: false, finished: false }],
    activeHand: 0,
    insurance: 'not-offered',
    phase: 'player',
  };
  const hand = state.hands[0]!;
  hand.cards.push(dealCard(state));
  state.dealer.push(dealCard(state));
  hand.cards.push(dealCard(state));
  state.dealer.push(dealCard(state));
  if (cardValue(state.dealer[0]!) === 1 && insuranceStake(stake) > 0n) {
    state.insurance = 'offered';
    state.phase = 'insurance';
    return state;
  }
  return resolvePeek(state);
}

export function isBlackjackFinished(state: BlackjackState): boolean {
  return state.phase === 'finished';
}

function canDouble(state: BlackjackState): boolean {
  const hand = state.hands[state.activeHand];
  return state.phase === 'player' && hand !== undefined && hand.cards.length === 2 && !hand.splitAces && !hand.finished;
}

function canSplit(state: BlackjackState): boolean {
  const cards = state.hands[0]?.cards;
  return state.phase === 'player' && state.hands.length === 1 && cards?.length === 2 && cardValue(cards[0]!) === cardValue(cards[1]!);
}

/** What the player may do now. */
export function legalBlackjackActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'no-insurance'];
  if (state.phase === 'finished') return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (canDouble(state)) actions.push('double');
  if (canSplit(state)) actions.push('split');
  return actions;
}

/**
 * The extra stake, in minor units, an action puts on the table: the server debits it before applying the action.
 * Double and split cost the stake again, insurance half of it (rounded down to the minor unit).
 */
export function additionalWager(state: BlackjackState, action: BlackjackAction): bigint {
  const stake = BigInt(state.stake);
  if (action === 'double' || action === 'split') return stake;
  if (action === 'insurance') return insuranceStake(stake);
  return 0n;
}

/** Applies a player decision; an illegal one throws BlackjackActionError and leaves the state as it was. */
export function applyBlackjackAction(state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!BLACKJACK_ACTIONS.includes(action)) throw new BlackjackActionError('unknown-action', `Unknown action ${String(action)}`);
  if (state.phase === 'finished') throw new BlackjackActionError('round-finished', 'This round is over');
  if (state.phase === 'insurance') {
    if (action !== 'insurance' && action !== 'no-insurance') {
      throw new BlackjackActionError('insurance-decision-pending', 'Take or decline insurance first');
    }
    const next = cloneState(state);
    next.insurance = action === 'insurance' ? 'taken' : 'declined';
    return resolvePeek(next);
  }
  if (action === 'insurance' || action === 'no-insurance') {
    throw new BlackjackActionError('insurance-not-offered', 'Insurance is offered only before play, under an ace');
  }
  if (action === 'double' && !canDouble(state)) {
    throw new BlackjackActionError('double-not-allowed', 'Double is allowed on the first two cards of a hand');
  }
  if (action === 'split' && !canSplit(state)) {
    throw new BlackjackActionError('split-not-allowed', 'Split is allowed once, on two cards of the same value');
  }
  const next = cloneState(state);
  const hand = next.hands[next.activeHand]!;
  switch (action) {
    case 'hit':
      hand.cards.push(dealCard(next));
      break;
    case 'stand':
      hand.finished = true;
      break;
    case 'double':
      hand.cards.push(dealCard(next));
      hand.doubled = true;
      hand.finished = true;
      break;
    case 'split': {
      const splitAces = cardValue(hand.cards[0]!) === 1;
      next.hands = hand.cards.map((card) => ({ cards: [card], doubled: false, splitAces, finished: false }));
      break;
    }
  }
  return advance(next);
}

export interface BlackjackPlayerView {
  stake: string;
  phase: BlackjackPhase;
  insurance: InsuranceDecision;
  /** The hole card stays hidden until the round is over. */
  dealer: { cards: Card[]; total: number };
  hands: { cards: Card[]; total: number; soft: boolean; doubled: boolean; finished: boolean }[];
  activeHand: number;
  actions: BlackjackAction[];
}

/** What a client may see: never the cards to come, and not the hole card before the end. */
export function blackjackPlayerView(state: BlackjackState): BlackjackPlayerView {
  const dealerCards = state.phase === 'finished' ? state.dealer : state.dealer.slice(0, 1);
  return {
    stake: state.stake,
    phase: state.phase,
    insurance: state.insurance,
    dealer: { cards: dealerCards.map(describeCard), total: handTotal(dealerCards).total },
    hands: state.hands.map((hand) => ({
      cards: hand.cards.map(describeCard),
      ...handTotal(hand.cards),
      doubled: hand.doubled,
      finished: hand.finished,
    })),
    activeHand: state.activeHand,
    actions: legalBlackjackActions(state),
  };
}
