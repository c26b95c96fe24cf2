import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fairness/fair-random.ts';
import { firstFixedFloat, FIXED_SEEDS, seededRandom } from '../test-support.ts';
import {
  additionalWager,
  applyBlackjackAction,
  BlackjackActionError,
  blackjackPlayerView,
  isBlackjackFinished,
  legalBlackjackActions,
  settleBlackjack,
  startBlackjackHand,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack.ts';
import { basicStrategyAction } from './blackjack-game.ts';
import { craftCards, deal, play, ranksOf, STAKE } from './blackjack-test-support.ts';
import { CARDS_PER_ROUND, dealUnlimitedDeck, describeCard, STAKE_CARD_ORDER } from './cards.ts';

describe('blackjack deal', () => {
  it("draws every card from an unlimited deck as Stake publishes it: CARDS[⌊f × 52⌋], in Stake's order", () => {
    const cards = dealUnlimitedDeck(fairRandom(FIXED_SEEDS));
    expect(cards).toHaveLength(CARDS_PER_ROUND);
    expect(cards.slice(0, 12).map((card) => describeCard(card).rank)).toEqual(['9', '3', '10', '5', '5', '7', '9', '2', 'Q', 'A', '7', '10']);
    expect(cards[0]).toBe(STAKE_CARD_ORDER[Math.floor(firstFixedFloat() * 52)]);
    // ♦2, ♥2, ♠2, ♣2, ♦3 … ♣K, ♦A, ♥A, ♠A, ♣A
    const named = (index: number) => `${describeCard(STAKE_CARD_ORDER[index]!).rank} ${describeCard(STAKE_CARD_ORDER[index]!).suit}`;
    expect([0, 1, 2, 3, 4, 36, 47, 48, 51].map(named)).toEqual([
      '2 diamonds',
      '2 hearts',
      '2 spades',
      '2 clubs',
      '3 diamonds',
      'J diamonds',
      'K clubs',
      'A diamonds',
      'A clubs',
    ]);
    expect(new Set(STAKE_CARD_ORDER).size).toBe(52);
    expect(startBlackjackHand(cards, STAKE).deal).toBe('infinite');
  });

  it('draws each card independently: a card can come again, and every rank comes 1 time in 13', () => {
    const random = seededRandom(5);
    const counts = new Map<string, number>();
    let repeated = 0;
    const rounds = 4000;
    for (let round = 0; round < rounds; round++) {
      const cards = dealUnlimitedDeck(random);
      if (new Set(cards.slice(0, 4)).size < 4) repeated += 1;
      for (const card of cards) counts.set(describeCard(card).rank, (counts.get(describeCard(card).rank) ?? 0) + 1);
    }
    // Four cards of one 52-card deck, drawn with replacement, repeat one with probability 1 − 51·50·49 ÷ 52³ ≈ 11.3 %.
    expect(repeated / rounds).toBeGreaterThan(0.09);
    expect(repeated / rounds).toBeLessThan(0.14);
    const expected = (rounds * CARDS_PER_ROUND) / 13;
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });

  it('refuses cards that are not a round of one deck, and a non-positive stake', () => {
    const cards = craftCards([]);
    for (const bad of [cards.slice(1), [...cards, 0], [...cards.slice(1), 52], [...cards.slice(1), 0.5], [...cards.slice(1), -1]]) {
      expect(() => startBlackjackHand(bad, STAKE)).toThrow(expect.objectContaining({ code: 'invalid-cards' }));
    }
    expect(() => startBlackjackHand(cards, 0n)).toThrow(expect.objectContaining({ code: 'invalid-stake' }));
  });

  it('finishes a hand stored before the unlimited deck from its own six-deck shoe', () => {
    // The state as the studio stored it: no `deal` field, the whole 312-card shoe, indexes of decks 2–6 included.
    // Player 8♠ 8♥ against 10♠ (deck 2) with 10♥ in the hole; then 3♠, 10♦ (deck 5), 10♣.
    const front = [7, 61, 20, 22, 2, 243, 48];
    const oldShoe = [...front, ...Array.from({ length: 312 }, (_, index) => index).filter((index) => !front.includes(index))];
    const stored = JSON.parse(
      JSON.stringify({
        version: 1,
        stake: '100',
        shoe: oldShoe,
        cursor: 4,
        dealer: [61, 22],
        hands: [{ cards: [7, 20], doubled: false, splitAces: false, finished: false }],
        activeHand: 0,
        insurance: 'not-offered',
        phase: 'player',
      }),
    ) as BlackjackState;
    expect(legalBlackjackActions(stored)).toEqual(['hit', 'stand', 'double', 'split']);
    const split = play(stored, 'split');
    expect(split.hands.map((hand) => hand.cards)).toEqual([[7, 2], [20]]);
    const finished = play(split, 'double', 'stand');
    expect(finished).toMatchObject({ phase: 'finished', cursor: 7 });
    expect(finished).not.toHaveProperty('deal');
    expect(finished.hands.map((hand) => hand.cards)).toEqual([
      [7, 2, 243],
      [20, 48],
    ]);
    expect(blackjackPlayerView(finished).dealer.cards.map((card) => `${card.rank} ${card.suit}`)).toEqual(['10 spades', '10 hearts']);
    const settlement = settleBlackjack(finished);
    expect(settlement.hands.map(({ total, outcome, payout }) => ({ total, outcome, payout }))).toEqual([
      { total: 21, outcome: 'win', payout: 400n },
      { total: 18, outcome: 'lose', payout: 0n },
    ]);
    expect(settlement).toMatchObject({ totalWager: 300n, totalPayout: 400n });
  });
});

describe('blackjack rules', () => {
  it('pays a blackjack 3:2 at once, rounded down to the minor unit', () => {
    const state = deal(['A', '9', 'K', '7']);
    expect(isBlackjackFinished(state)).toBe(true);
    const settlement = settleBlackjack(state);
    expect(settlement.hands[0]).toMatchObject({ outcome: 'blackjack', wager: 100n, payout: 250n, multiplier: 2.5 });
    expect(settlement.dealer.cards).toHaveLength(2);
    expect(settleBlackjack(deal(['A', '9', 'K', '7'], 101n)).totalPayout).toBe(252n);
  });

  it('makes the dealer stand on soft 17 and hit 16', () => {
    const twoCardSoft17 = settleBlackjack(play(deal(['10', '6', '9', 'A']), 'stand'));
    expect(twoCardSoft17.dealer).toMatchObject({ total: 17, busted: false });
    expect(twoCardSoft17.dealer.cards).toHaveLength(2);
    expect(twoCardSoft17.hands[0]).toMatchObject({ outcome: 'win', payout: 200n });

    const threeCardSoft17 = settleBlackjack(play(deal(['10', '5', '9', 'A', 'A']), 'stand'));
    expect(ranksOf(threeCardSoft17.dealer.cards)).toEqual(['5', 'A', 'A']);
    expect(threeCardSoft17.dealer.total).toBe(17);

    const sixteen = settleBlackjack(play(deal(['10', '10', '8', '6', '5']), 'stand'));
    expect(ranksOf(sixteen.dealer.cards)).toEqual(['10', '6', '5']);
    expect(sixteen.hands[0]).toMatchObject({ outcome: 'lose', payout: 0n });
  });

  it('doubles on the first two cards for one card at twice the stake', () => {
    const state = deal(['6', '6', '5', '10', '10', '10']);
    expect(legalBlackjackActions(state)).toEqual(['hit', 'stand', 'double']);
    expect(additionalWager(state, 'double')).toBe(100n);
    const settlement = settleBlackjack(play(state, 'double'));
    expect(settlement.hands[0]).toMatchObject({ total: 21, doubled: true, outcome: 'win', wager: 200n, payout: 400n, multiplier: 4 });
    expect(settlement.dealer).toMatchObject({ total: 26, busted: true });
    expect(() => play(deal(['6', '6', '5', '10', '2']), 'hit', 'double')).toThrow(expect.objectContaining({ code: 'double-not-allowed' }));
  });

  it('splits a pair once into two hands, each playable with double after split', () => {
    let state = play(deal(['8', '7', '8', '10', '3', '10', '10']), 'split');
    expect(state.hands.map((hand) => ranksOf(hand.cards))).toEqual([['8', '3'], ['8']]);
    expect(legalBlackjackActions(state)).toEqual(['hit', 'stand', 'double']);
    state = play(state, 'double');
    expect(state.activeHand).toBe(1);
    expect(ranksOf(state.hands[1]!.cards)).toEqual(['8', '10']);
    const settlement = settleBlackjack(play(state, 'stand'));
    expect(settlement.hands.map(({ outcome, wager, payout }) => ({ outcome, wager, payout }))).toEqual([
      { outcome: 'win', wager: 200n, payout: 400n },
      { outcome: 'win', wager: 100n, payout: 200n },
    ]);
    expect(settlement).toMatchObject({ totalWager: 300n, totalPayout: 600n });

    const resplit = play(deal(['8', '7', '8', '10', '8']), 'split');
    expect(ranksOf(resplit.hands[0]!.cards)).toEqual(['8', '8']);
    expect(legalBlackjackActions(resplit)).not.toContain('split');
    expect(() => play(resplit, 'split')).toThrow(expect.objectContaining({ code: 'split-not-allowed' }));
    expect(legalBlackjackActions(deal(['K', '7', 'Q', '9']))).toContain('split');
    expect(() => play(deal(['K', '7', '9', '9']), 'split')).toThrow(expect.objectContaining({ code: 'split-not-allowed' }));
  });

  it('gives split aces one card each, and 21 on a split ace pays 1:1', () => {
    const state = play(deal(['A', '9', 'A', '8', 'K', '5']), 'split');
    expect(isBlackjackFinished(state)).toBe(true);
    const settlement = settleBlackjack(state);
    expect(settlement.hands.map((hand) => [ranksOf(hand.cards), hand.outcome, hand.payout])).toEqual([
      [['A', 'K'], 'win', 200n],
      [['A', '5'], 'lose', 0n],
    ]);
  });

  it('offers insurance under an ace and pays it 2:1 when the dealer has blackjack', () => {
    const offered = deal(['10', 'A', '9', 'K']);
    expect(offered.phase).toBe('insurance');
    expect(legalBlackjackActions(offered)).toEqual(['insurance', 'no-insurance']);
    expect(blackjackPlayerView(offered).dealer.cards).toHaveLength(1);
    expect(additionalWager(offered, 'insurance')).toBe(50n);
    expect(settleBlackjack(play(offered, 'insurance'))).toMatchObject({
      insurance: { wager: 50n, payout: 150n },
      totalWager: 150n,
      totalPayout: 150n,
    });
    expect(settleBlackjack(play(offered, 'no-insurance'))).toMatchObject({ insurance: null, totalPayout: 0n });

    const noDealerBlackjack = play(deal(['10', 'A', '9', '7']), 'insurance');
    expect(noDealerBlackjack.phase).toBe('player');
    expect(settleBlackjack(play(noDealerBlackjack, 'stand'))).toMatchObject({
      insurance: { wager: 50n, payout: 0n },
      totalWager: 150n,
      totalPayout: 200n,
    });
    expect(settleBlackjack(play(deal(['A', 'A', 'K', '7']), 'no-insurance')).hands[0]!.outcome).toBe('blackjack');
    expect(deal(['10', 'A', '9', '7'], 1n)).toMatchObject({ phase: 'player', insurance: 'not-offered' });
  });

  it('pushes equal totals and two blackjacks; the dealer peeks under a ten', () => {
    expect(settleBlackjack(play(deal(['10', '10', '8', '8']), 'stand')).hands[0]).toMatchObject({ outcome: 'push', payout: 100n });
    expect(settleBlackjack(deal(['A', '10', 'K', 'A'])).hands[0]).toMatchObject({ outcome: 'push', payout: 100n });
    const peeked = deal(['10', 'K', '9', 'A']);
    expect(peeked.phase).toBe('finished');
    expect(settleBlackjack(peeked)).toMatchObject({ dealer: { blackjack: true }, totalWager: 100n, totalPayout: 0n });
  });

  it('ends a bust hand without the dealer drawing, and stands a hand on 21 by itself', () => {
    const bust = settleBlackjack(play(deal(['10', '10', '6', '6', '10']), 'hit'));
    expect(bust.hands[0]).toMatchObject({ total: 26, outcome: 'bust', payout: 0n });
    expect(bust.dealer.cards).toHaveLength(2);
    const twentyOne = play(deal(['5', '10', '6', '7', '10', '10']), 'hit');
    expect(isBlackjackFinished(twentyOne)).toBe(true);
    expect(settleBlackjack(twentyOne).hands[0]).toMatchObject({ total: 21, outcome: 'win' });
  });

  it('refuses illegal actions with a typed error and leaves the state untouched', () => {
    const state = deal(['10', '7', '6', '10']);
    const before = JSON.stringify(state);
    const refused: [BlackjackState, string, string][] = [
      [state, 'insurance', 'insurance-not-offered'],
      [state, 'split', 'split-not-allowed'],
      [state, 'surrender', 'unknown-action'],
      [deal(['10', 'A', '9', '7']), 'hit', 'insurance-decision-pending'],
      [play(state, 'stand'), 'hit', 'round-finished'],
    ];
    for (const [from, action, code] of refused) {
      expect(() => applyBlackjackAction(from, action as BlackjackAction)).toThrow(BlackjackActionError);
      expect(() => applyBlackjackAction(from, action as BlackjackAction)).toThrow(expect.objectContaining({ code }));
    }
    expect(() => settleBlackjack(state)).toThrow(expect.objectContaining({ code: 'round-not-finished' }));
    expect(JSON.stringify(state)).toBe(before);
  });

  it('shows the player neither the cards to come nor the hole card until the end', () => {
    const state = deal(['10', '7', '6', '10']);
    const view = blackjackPlayerView(state);
    expect(view).not.toHaveProperty('shoe');
    expect(view.dealer).toMatchObject({ total: 7 });
    expect(view.dealer.cards.map((card) => card.rank)).toEqual(['7']);
    expect(view.hands[0]).toMatchObject({ total: 16, soft: false });
    expect(blackjackPlayerView(play(state, 'stand')).dealer.cards.map((card) => card.rank)).toEqual(['7', '10']);
  });

  it('resumes a state stored as JSON to the same result', () => {
    const midSplit = play(deal(['8', '7', '8', '10', '3', '10', '10']), 'split');
    const resumed = JSON.parse(JSON.stringify(midSplit)) as BlackjackState;
    expect(settleBlackjack(play(resumed, 'double', 'stand'))).toEqual(settleBlackjack(play(midSplit, 'double', 'stand')));

    const random = seededRandom(11);
    for (let round = 0; round < 200; round++) {
      let direct = startBlackjackHand(dealUnlimitedDeck(random), STAKE);
      let stored = JSON.stringify(direct);
      while (!isBlackjackFinished(direct)) {
        const action = basicStrategyAction(direct);
        direct = applyBlackjackAction(direct, action);
        stored = JSON.stringify(applyBlackjackAction(JSON.parse(stored) as BlackjackState, action));
      }
      expect(settleBlackjack(JSON.parse(stored) as BlackjackState)).toEqual(settleBlackjack(direct));
    }
  });
});
