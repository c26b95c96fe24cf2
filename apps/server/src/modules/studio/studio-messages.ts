/** What the studio says to a player when it refuses a call: shown by the game clients as they are. */
export const studioMessages = {
  invalidToken: 'This game link is not valid: open the game again from the lobby.',
  sessionExpired: 'This game session has expired: open the game again from the lobby.',
  gameUnavailable: 'This game is not available.',
  stakeBelowMinimum: (minimum: string) => `The minimum stake is ${minimum}.`,
  stakeAboveMaximum: (maximum: string) => `The maximum stake is ${maximum}.`,
  rouletteBetBelowMinimum: (minimum: string) => `Every bet on the table needs at least ${minimum}.`,
  roundStillOpen: 'Finish the round in progress first.',
  roundNotOpen: 'This round is already finished.',
  roundBusy: 'This round is still being settled: try again in a moment.',
  roundNotFound: 'There is no such round in this game session.',
  rotateWhileOpen: 'Finish the round in progress before changing your seeds: its outcome depends on the current server seed.',
  walletRefused: 'The casino did not accept the bet. Please try again later.',
  limitReached: 'You have reached a loss or wager limit you set. You can play again when its period resets.',
  playerDisabled: 'Your account cannot play for real money now: it is on a break, self-excluded or locked. Contact support if this is unexpected.',
} as const;
