import type { SimulatableGame } from '../../simulatable-game.ts';
import { basicStrategyMove } from './basic-strategy.ts';
import {
  applyBlackjackAction,
  isBlackjackFinished,
  legalBlackjackActions,
  settleBlackjack,
  startBlackjackHand,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack.ts';
import { cardValue, handTotal, dealUnlimitedDeck } from './cards.ts';

/** The basic-strategy decision for the state's current hand; insurance is always declined. */
export function basicStrategyAction(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'no-insurance';
  const legal = legalBlackjackActions(state);
  const cards = state.hands[state.activeHand]!.cards;
  const { total, soft } = handTotal(cards);
  const pairValue = legal.includes('split') ? cardValue(cards[0]!) : null;
  return basicStrategyMove({ total, soft, pairValue, canDouble: legal.includes('double') }, cardValue(state.dealer[0]!));
}

/**
 * The exact RTP of basic strategy with the unlimited deck, from analyseBlackjack() (blackjack-exact-rtp.ts): kept
 * here as a number so that importing the game costs nothing; blackjack-strategy.test.ts recomputes it.
 */
export const BLACKJACK_RTP = 0.9942961198772642;

const SIMULATION_STAKE = 100n;

/**
 * One round with basic strategy. The multiplier is 1 + (payout − total wager) ÷ stake, so that doubles and splits
 * count at their real cost and the average is the RTP per initial bet; it is −3 when a split pair is doubled twice
 * and both hands lose.
 */
export const blackjackGame: SimulatableGame = {
  id: 'blackjack',
  name: 'Blackjack (basic strategy)',
  theoreticalRtp: BLACKJACK_RTP,
  simulateRound(random) {
    let state = startBlackjackHand(dealUnlimitedDeck(random), SIMULATION_STAKE);
    while (!isBlackjackFinished(state)) state = applyBlackjackAction(state, basicStrategyAction(state));
    const { totalPayout, totalWager } = settleBlackjack(state);
    return 1 + Number(totalPayout - totalWager) / Number(SIMULATION_STAKE);
  },
};
