import type { Executor } from '../../db/client.ts';
import { movementsRepo as repo, type MovementPage, type PlayerMovementFilter } from './movements-repo.ts';

export type { MovementPage, PlayerMovementFilter } from './movements-repo.ts';

/** One ledger transaction in one currency as the player saw it: what it added to (or took from) their money. */
export interface PlayerMovement {
  transactionId: number;
  kind: string;
  reference: { type: string; id: string } | null;
  currency: string;
  /** Signed minor units: positive is money in. */
  amount: bigint;
  createdAt: Date;
}

/** A page of the player's movements, newest first (read model for statements). */
export async function movementsOfPlayer(executor: Executor, filter: PlayerMovementFilter, page: MovementPage): Promise<PlayerMovement[]> {
  const rows = await repo.movementsOfPlayer(executor, filter, page);
  return rows.map(({ referenceType, referenceId, ...movement }) => ({
    ...movement,
    reference: referenceType !== null && referenceId !== null ? { type: referenceType, id: referenceId } : null,
  }));
}

export function countMovementsOfPlayer(executor: Executor, filter: PlayerMovementFilter): Promise<number> {
  return repo.countMovementsOfPlayer(executor, filter);
}

/** What the player's movements add up to, per currency and kind (read model for the reality check). */
export function movementTotalsOfPlayer(
  executor: Executor,
  filter: PlayerMovementFilter,
): Promise<Array<{ currency: string; kind: string; amount: bigint }>> {
  return repo.movementTotalsOfPlayer(executor, filter);
}
