/** The rules as the game's info panel states them. */
export const blackjackRules: readonly string[] = [
  'Beat the dealer by getting closer to 21 without going over. Cards 2–10 count their value, J, Q and K count 10, ' + 'an ace 1 or 11.',
  'An unlimited number of decks: every card is drawn from a full deck, whatever came before. A blackjack (an ace ' +
    'and a ten-value card as your first two cards) pays 3:2, other wins pay 1:1, equal totals push.',
  'The dealer checks for blackjack under an ace or a ten, draws to 17 and stands on every 17, soft 17 included.',
  'Double on any first two cards, also after a split. Split two cards of the same value once; split aces get one ' +
    'card each, and 21 after a split is not a blackjack.',
  'Insurance, offered when the dealer shows an ace, costs half your stake and pays 2:1 if the dealer has blackjack.',
  'Return to player with basic strategy: 99.43 %.',
];
