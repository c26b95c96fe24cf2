import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-helpers.ts';
import type { Executor } from '../../db/client.ts';
import { houseGameAccountOf, type AccountRef, type Posting } from './service.ts';
import type { HouseAccountPurpose, PlayerAccountPurpose } from './schema.ts';

// Builders shared by the ledger's tests: the postings other modules will make, in their simplest form.

/** A house account; a sharded one (house-game, jackpot) on its shard 0, as tests that name no player use it. */
export const houseAccount = (purpose: HouseAccountPurpose, currency = 'EUR'): AccountRef =>
  purpose === 'house-game' || purpose === 'jackpot'
    ? { owner: { type: 'house' }, currency, purpose, shard: 0 }
    : { owner: { type: 'house' }, currency, purpose };

export const playerAccount = (playerId: string, purpose: PlayerAccountPurpose = 'cash', currency = 'EUR'): AccountRef => ({
  owner: { type: 'player', playerId },
  currency,
  purpose,
});

export const depositPosting = (idempotencyKey: string, playerId: string, amount: bigint, currency = 'EUR'): Posting => ({
  idempotencyKey,
  kind: 'deposit',
  reference: { type: 'payment', id: idempotencyKey },
  legs: [
    { account: houseAccount('payments-clearing', currency), amount: -amount },
    { account: playerAccount(playerId, 'cash', currency), amount },
  ],
});

export const betPosting = (idempotencyKey: string, playerId: string, amount: bigint, currency = 'EUR'): Posting => ({
  idempotencyKey,
  kind: 'bet',
  reference: { type: 'round', id: idempotencyKey },
  legs: [
    { account: playerAccount(playerId, 'cash', currency), amount: -amount },
    { account: houseGameAccountOf(currency, playerId), amount },
  ],
});

export async function countRows(db: Executor, table: 'ledger_transactions' | 'ledger_entries' | 'ledger_accounts'): Promise<number> {
  const [row] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ${sql.identifier(table)}`));
  return row!.total;
}
