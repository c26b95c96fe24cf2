/**
 * How each game turns the fair floats into its outcome, in the words the fairness page shows and
 * docs/provably-fair.md explains: Stake's published conversions where Stake publishes the game, ours otherwise.
 * fairness/independent-verification.test.ts checks every line against the engines.
 */
export interface FairnessConversion {
  games: string;
  conversion: string;
  /** Whether the conversion is Stake's published one, so that a Stake-style verifier gives our result. */
  stakeCompatible: boolean;
}

export const fairnessConversions: readonly FairnessConversion[] = [
  { games: 'Dice', conversion: 'roll = ⌊float × 10,001⌋ ÷ 100, from 0.00 to 100.00', stakeCompatible: true },
  {
    games: 'Limbo',
    conversion: 'result = ⌊1e8 ÷ (float × 1e8) × 0.99 × 100⌋ ÷ 100 (about 0.99 ÷ float), at least 1.00×',
    stakeCompatible: true,
  },
  { games: 'Roulette', conversion: 'pocket = ⌊float × 37⌋', stakeCompatible: true },
  { games: 'Plinko', conversion: 'one float per row: ⌊float × 2⌋ = 0 bounces left, 1 right', stakeCompatible: true },
  {
    games: 'Keno, Mines',
    conversion: 'each float picks ⌊float × left⌋ among the numbers (1–40) or tiles (0–24) not drawn yet, in order, and removes it',
    stakeCompatible: true,
  },
  {
    games: 'Blackjack',
    conversion:
      'one float per card, in dealing order: card = CARDS[⌊float × 52⌋] from an unlimited number of decks, CARDS = ♦2, ♥2, ♠2, ♣2, ♦3 … ♦A, ♥A, ♠A, ♣A',
    stakeCompatible: true,
  },
  {
    games: 'Slots',
    conversion: 'one float per reel: stop = ⌊float × reel length⌋, then one spin after another for free spins',
    stakeCompatible: false,
  },
];
