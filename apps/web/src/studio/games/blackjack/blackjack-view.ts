import type { StudioRound } from '@lodestar/contracts';
import type { BlackjackAction, BlackjackOutcome, BlackjackOutcomeView, Card } from '@lodestar/games';

export const actionLabels: Readonly<Record<BlackjackAction, string>> = {
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double',
  split: 'Split',
  insurance: 'Insurance',
  'no-insurance': 'No insurance',
};

/** The actions that put more money on the table: their button says how much. */
export function extraStakeOf(action: BlackjackAction, stake: bigint): bigint {
  if (action === 'double' || action === 'split') return stake;
  if (action === 'insurance') return stake / 2n;
  return 0n;
}

export const outcomeLabels: Readonly<Record<BlackjackOutcome, string>> = {
  blackjack: 'Blackjack',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Bust',
};

/** "Blackjack" for a two-card 21 of an unsplit hand, "Soft 17" while an ace counts 11, else the total. */
export function totalLabel(hand: { cards: readonly Card[]; total: number; soft?: boolean }, handCount = 1): string {
  if (hand.cards.length === 2 && hand.total === 21 && handCount === 1) return 'Blackjack';
  if (hand.total > 21) return `Bust ${hand.total}`;
  return hand.soft ? `Soft ${hand.total}` : String(hand.total);
}

const rankNames: Readonly<Record<Card['rank'], string>> = {
  A: 'Ace',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
};

/** "Queen of hearts". */
export function cardName(card: Card): string {
  return `${rankNames[card.rank]} of ${card.suit}`;
}

export function isBlackjackOutcome(outcome: unknown): outcome is BlackjackOutcomeView {
  return typeof outcome === 'object' && outcome !== null && (outcome as { kind?: unknown }).kind === 'blackjack';
}

/** The unfinished hand the session hands back after a reload, if it is a blackjack hand. */
export function resumableHand(openRound: StudioRound | null): StudioRound | null {
  return openRound && openRound.status === 'open' && isBlackjackOutcome(openRound.outcome) ? openRound : null;
}

/** What a finished round came to: the payout against everything staked, doubles, split and insurance included. */
export function roundResult(round: Pick<StudioRound, 'stake' | 'payout'>): { kind: 'win' | 'push' | 'loss'; net: bigint; payout: bigint } {
  const payout = BigInt(round.payout);
  const net = payout - BigInt(round.stake);
  return { kind: net > 0n ? 'win' : net === 0n ? 'push' : 'loss', net, payout };
}
