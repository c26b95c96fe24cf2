import type { StatementType } from '@lodestar/contracts';
import type { PlayerMovement, PlayerMovementFilter } from '../ledger/index.ts';

/**
 * The ledger kinds that move a player's money, as the player reads them. A kind missing here (a new module's
 * posting) still shows, as an adjustment, so no movement ever drops out of a statement.
 */
const kinds: Record<string, { type: StatementType; description: string }> = {
  deposit: { type: 'DEPOSIT', description: 'Deposit' },
  'withdrawal-hold': { type: 'WITHDRAWAL', description: 'Withdrawal request' },
  'withdrawal-release': { type: 'WITHDRAWAL', description: 'Withdrawal returned to your balance' },
  bet: { type: 'STAKE', description: 'Stake' },
  win: { type: 'WIN', description: 'Win' },
  'jackpot-win': { type: 'WIN', description: 'Jackpot win' },
  rollback: { type: 'REFUND', description: 'Stake refunded' },
  'promotion-grant': { type: 'BONUS', description: 'Bonus granted' },
  'promotion-unlock': { type: 'BONUS', description: 'Free-spin winnings added to your bonus' },
  'promotion-complete': { type: 'BONUS', description: 'Wagering met: bonus paid out as cash' },
  'promotion-forfeit': { type: 'BONUS', description: 'Bonus forfeited' },
};

const knownKinds = Object.keys(kinds);
const OTHER_KIND = { type: 'ADJUSTMENT', description: 'Balance adjustment' } as const;

export const playerViewOf = (kind: string): { type: StatementType; description: string } => kinds[kind] ?? OTHER_KIND;

/** The ledger kinds of the chosen types; every kind when none is chosen. */
export function kindFilterOf(types: readonly StatementType[]): PlayerMovementFilter['kinds'] {
  if (types.length === 0) return undefined;
  const anyOf = knownKinds.filter((kind) => types.includes(kinds[kind]!.type));
  return types.includes('ADJUSTMENT') ? { anyOf, orNoneOf: knownKinds } : { anyOf };
}

/** 'Round 42' or 'Payment 7f…': what the movement is about, without the provider prefix of a round id. */
export function referenceLabelOf(reference: PlayerMovement['reference']): string | null {
  if (!reference) return null;
  if (reference.type === 'round') return `Round ${reference.id.slice(reference.id.indexOf(':') + 1)}`;
  if (reference.type === 'payment') return `Payment ${reference.id}`;
  return `${reference.type} ${reference.id}`;
}
