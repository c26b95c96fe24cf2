import { describe, expect, it } from 'vitest';
import type { StudioRound } from '@lodestar/contracts';
import { BLACKJACK_ACTIONS, additionalWager, blackjackPlayerView, CARDS_PER_ROUND, describeCard, startBlackjackHand } from '@lodestar/games';
import { cardName, extraStakeOf, resumableHand, roundResult, totalLabel } from './blackjack-view.ts';

/** A round's cards starting with `top` (card indexes), then aces of spades. */
function cardsStarting(top: number[]): number[] {
  return [...top, ...Array.from({ length: CARDS_PER_ROUND - top.length }, () => 0)];
}

// Card index = suit × 13 + rank: 0 is the ace of spades, 9 the ten of spades, 13 + 5 the six of hearts.
const ACE = 0;
const SIX = 18;
const TEN = 9;
const SEVEN = 32;

const round = (overrides: Partial<StudioRound>): StudioRound => ({
  id: 'r1',
  launchId: 'blackjack',
  status: 'open',
  stake: '100',
  payout: '0',
  params: {},
  outcome: { kind: 'blackjack' },
  fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0, serverSeed: null },
  jackpotWin: null,
  createdAt: '2026-11-21T00:00:00.000Z',
  ...overrides,
});

describe('blackjack table view', () => {
  it('shows soft totals, blackjacks and busts the way players read them', () => {
    // Player ace + six (soft 17) against a dealer ten.
    const view = blackjackPlayerView(startBlackjackHand(cardsStarting([ACE, TEN, SIX, SEVEN]), 100n));
    expect(totalLabel(view.hands[0]!)).toBe('Soft 17');
    expect(totalLabel({ cards: [describeCard(ACE), describeCard(TEN)], total: 21, soft: true })).toBe('Blackjack');
    // After a split, ace + ten is 21, not a blackjack.
    expect(totalLabel({ cards: [describeCard(ACE), describeCard(TEN)], total: 21, soft: true }, 2)).toBe('Soft 21');
    expect(totalLabel({ cards: [describeCard(TEN), describeCard(SIX), describeCard(TEN)], total: 26 })).toBe('Bust 26');
    expect(totalLabel({ cards: [describeCard(TEN), describeCard(SEVEN)], total: 17, soft: false })).toBe('17');
  });

  it('prices every action exactly as the engine debits it', () => {
    const state = startBlackjackHand(cardsStarting([ACE, TEN, SIX, SEVEN]), 155n);
    for (const action of BLACKJACK_ACTIONS) expect(extraStakeOf(action, 155n)).toBe(additionalWager(state, action));
  });

  it('resumes only an open blackjack hand from the session', () => {
    expect(resumableHand(round({}))?.id).toBe('r1');
    expect(resumableHand(round({ status: 'closed' }))).toBeNull();
    expect(resumableHand(round({ outcome: { kind: 'mines' } }))).toBeNull();
    expect(resumableHand(null)).toBeNull();
  });

  it('sums up a round against everything staked in it', () => {
    expect(roundResult({ stake: '200', payout: '400' })).toEqual({ kind: 'win', net: 200n, payout: 400n });
    expect(roundResult({ stake: '100', payout: '100' })).toEqual({ kind: 'push', net: 0n, payout: 100n });
    // Insurance paid 2:1 on a dealer blackjack: the hand lost, the round broke even.
    expect(roundResult({ stake: '150', payout: '150' }).kind).toBe('push');
    expect(roundResult({ stake: '200', payout: '100' })).toEqual({ kind: 'loss', net: -100n, payout: 100n });
  });

  it('names cards for screen readers', () => {
    expect(cardName(describeCard(ACE))).toBe('Ace of spades');
    expect(cardName(describeCard(SIX))).toBe('6 of hearts');
    expect(cardName(describeCard(13 * 3 + 11))).toBe('Queen of clubs');
  });
});
