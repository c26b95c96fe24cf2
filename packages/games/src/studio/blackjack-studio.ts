import {
  additionalWager,
  applyBlackjackAction,
  blackjackPlayerView,
  blackjackRules,
  isBlackjackFinished,
  settleBlackjack,
  startBlackjackHand,
  type BlackjackAction,
  type BlackjackState,
} from '../table/blackjack/blackjack.ts';
import { dealUnlimitedDeck } from '../table/blackjack/cards.ts';
import type { BlackjackOutcomeView } from './outcomes.ts';
import { checkStake, type StudioGame } from './studio-game.ts';

/** The state is the engine's own (plain JSON, stake as a string): every card the round can need is drawn at start. */
export const blackjackStudioGame: StudioGame = {
  kind: 'blackjack',
  name: 'Blackjack',
  start(_launchId, random, _params, stake) {
    checkStake(stake);
    const state = startBlackjackHand(dealUnlimitedDeck(random), stake);
    return { state, finished: isBlackjackFinished(state), staked: stake };
  },
  act(state, { action }) {
    const before = state as BlackjackState;
    // Applied first: an illegal action throws before any extra wager is counted.
    const next = applyBlackjackAction(before, action as BlackjackAction);
    return { state: next, finished: isBlackjackFinished(next), staked: additionalWager(before, action as BlackjackAction) };
  },
  payout: (state) => settleBlackjack(state as BlackjackState).totalPayout,
  view(state): BlackjackOutcomeView {
    const round = state as BlackjackState;
    const settlement = isBlackjackFinished(round) ? settleBlackjack(round) : null;
    return {
      kind: 'blackjack',
      ...blackjackPlayerView(round),
      settlement: settlement && {
        dealer: { total: settlement.dealer.total, blackjack: settlement.dealer.blackjack, busted: settlement.dealer.busted },
        hands: settlement.hands.map((hand) => ({
          total: hand.total,
          outcome: hand.outcome,
          wager: hand.wager.toString(),
          payout: hand.payout.toString(),
        })),
        insurance: settlement.insurance && {
          wager: settlement.insurance.wager.toString(),
          payout: settlement.insurance.payout.toString(),
        },
      },
    };
  },
  rules: blackjackRules,
  paytable: ['Blackjack: 3 to 2', 'Win: 1 to 1', 'Push: stake returned', 'Insurance: 2 to 1'],
  // A natural pays 2.5× its stake. Insurance pays 3× its own stake but only when the dealer's natural takes (or pushes)
  // the twice as large main bet, and a won double or split returns 2× what it staked: no round returns more.
  maxMultiplier: 2.5,
};
