import { getTableColumns, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { preparedStatement, valuesOf } from '../../db/prepared-statement.ts';
import { ofRound, roundTotalsColumns } from './round-totals.ts';
import { providerTransactions } from './schema.ts';

/** A win's row as openWin records it (settle-win.ts winRowOf): the only columns a set writes. */
export interface WinRow {
  provider: string;
  transactionUuid: string;
  kind: 'win';
  referenceTransactionUuid: string;
  playerId: string;
  gameId: string;
  roundId: string;
  currency: string;
  amount: bigint;
  roundClosed?: boolean | null;
  jackpot: boolean;
}

/** A win's first statement (repo.ts findManyForUpdateWithTotals) that records its row, as a member of a set. */
export interface WinToOpen {
  betUuid: string;
  recording: WinRow;
}

const setKeys = [
  'provider',
  'playerIds',
  'gameIds',
  'roundIds',
  'winUuids',
  'betUuids',
  'references',
  'currencies',
  'amounts',
  'roundsClosed',
  'jackpots',
] as const;

/** The prefix of the recorded row's columns, as findManyForUpdateWithTotals names them. */
export const RECORDED = 'recorded_';

const recordedColumns = Object.values(getTableColumns(providerTransactions))
  .map((column) => `recorded."${column.name}" as "${RECORDED}${column.name}"`)
  .join(', ');

/**
 * Several wins' first statements in one (issue 16), each as findManyForUpdateWithTotals runs it with a row to record:
 * the win's and its bet's rows, locked, with the totals of their round as it stood before the statement, and the win's
 * row inserted unless its id is known. The wins must be of one provider, of different players, and name no
 * transaction id another names: then no member's rows are another's, and reading them all at the statement's start
 * reads what each statement of one would have read.
 */
const openWinSetStatement = preparedStatement<Record<(typeof setKeys)[number], unknown>>('provider-wallet/open-win-set', () => {
  const value = valuesOf(...setKeys);
  // Each member's round, totalled as the statement of one totals it (its input row's columns are the round's key). Built
  // apart from any database: a set's statement is built on the executor of a connection, which has no query builder.
  const totalsOfMember = new QueryBuilder()
    .select(roundTotalsColumns)
    .from(providerTransactions)
    .where(ofRound({ playerId: sql`i.player_id`, gameId: sql`i.game_id`, roundId: sql`i.round_id`, provider: value.provider }));
  return sql`with input as (
      select * from unnest(${value.playerIds}::uuid[], ${value.gameIds}::text[], ${value.roundIds}::text[], ${value.winUuids}::text[],
        ${value.betUuids}::text[], ${value.references}::text[], ${value.currencies}::text[], ${value.amounts}::bigint[],
        ${value.roundsClosed}::boolean[], ${value.jackpots}::boolean[])
        with ordinality as i(player_id, game_id, round_id, win_uuid, bet_uuid, reference, currency, amount, round_closed, jackpot, position)
    ), round_totals as (
      select i.position, totals.* from input i cross join lateral (${totalsOfMember}) as totals
    ), recorded as (
      insert into provider_transactions (provider, transaction_uuid, kind, reference_transaction_uuid, player_id, game_id, round_id, currency,
        amount, round_closed, jackpot)
      select ${value.provider}::text, i.win_uuid, 'win', i.reference, i.player_id, i.game_id, i.round_id, i.currency, i.amount, i.round_closed,
        i.jackpot
      from input i order by i.position
      on conflict do nothing
      returning *
    ), found as (
      select i.position, i.win_uuid as opened_win_uuid, t.* from input i
      join provider_transactions t on t.provider = ${value.provider}::text and t.transaction_uuid in (i.win_uuid, i.bet_uuid)
      for update of t
    )
    select found.*, totals.staked::text, totals.won::text, totals.wins, totals.jackpots, ${sql.raw(recordedColumns)}
    from found join round_totals totals on totals.position = found.position
    left join recorded on recorded.transaction_uuid = found.opened_win_uuid`;
});

/** Opens every win in one statement; the rows of each, as findManyForUpdateWithTotals' statement answers one (none when it found none). */
export async function openWinSet(db: Executor, wins: WinToOpen[]): Promise<Array<Array<Record<string, unknown>>>> {
  const rows = await openWinSetStatement<Record<string, unknown> & { position: string }>(db, {
    provider: wins[0]!.recording.provider,
    playerIds: wins.map((win) => win.recording.playerId),
    gameIds: wins.map((win) => win.recording.gameId),
    roundIds: wins.map((win) => win.recording.roundId),
    winUuids: wins.map((win) => win.recording.transactionUuid),
    betUuids: wins.map((win) => win.betUuid),
    references: wins.map((win) => win.recording.referenceTransactionUuid),
    currencies: wins.map((win) => win.recording.currency),
    amounts: wins.map((win) => win.recording.amount.toString()),
    roundsClosed: wins.map((win) => win.recording.roundClosed ?? null),
    jackpots: wins.map((win) => win.recording.jackpot),
  });
  const rowsOfWin: Array<Array<Record<string, unknown>>> = wins.map(() => []);
  for (const row of rows) rowsOfWin[Number(row.position) - 1]!.push(row);
  return rowsOfWin;
}
