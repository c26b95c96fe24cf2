import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedStatement, valuesOf } from '../../db/prepared-statement.ts';
import type { SettledStep } from './repo.ts';
import { studioRounds } from './schema.ts';

/** A pending step's settlement (repo.ts SettledStep), of one round. */
export type StepToSettle = SettledStep & { roundId: string };

const setKeys = ['roundIds', 'statuses', 'states', 'stakes', 'payouts', 'wagers', 'actions', 'jackpotWins'] as const;

/**
 * The settlements of several rounds' pending steps in one statement, each as the statement of one (repo.ts
 * settlePendingStatement) writes and answers it: the round is settled only while its step is still pending, and comes
 * back with its seeds and its game session's net position counting it. The rounds must be of different game sessions
 * (each session's position is read as it stood before the statement).
 */
const settleSetStatement = preparedStatement<Record<(typeof setKeys)[number], unknown>>('studio/settle-set', () => {
  const value = valuesOf(...setKeys);
  return sql`with steps as (
      select * from unnest(${value.roundIds}::uuid[], ${value.statuses}::text[], ${value.states}::text[], ${value.stakes}::bigint[],
        ${value.payouts}::bigint[], ${value.wagers}::integer[], ${value.actions}::text[], ${value.jackpotWins}::bigint[])
        with ordinality as step(round_id, status, state, stake, payout, wagers, actions, jackpot_win, position)
    ), settled as (
      update studio_rounds r set status = step.status, state = step.state::jsonb, stake = step.stake, payout = step.payout,
        wagers = step.wagers, actions = step.actions::jsonb, jackpot_win = step.jackpot_win, pending = null, updated_at = now()
      from steps step where r.id = step.round_id and r.status = 'pending'
      returning r.*, step.position
    )
    select settled.*, pair.server_seed_hash,
      case when pair.revealed_at is null then null else pair.server_seed end as revealed_server_seed,
      (coalesce((select p.net from studio_session_positions p where p.game_session_id = settled.game_session_id), 0)
        + case when settled.status in ('open', 'closed') then settled.payout + coalesce(settled.jackpot_win, 0) - settled.stake else 0 end)::text as net
    from settled join studio_seed_pairs pair on pair.id = settled.seed_pair_id`;
});

/** A row of the set's answer: a settled round's columns, its seeds, its session's position and its place in the set. */
export type SettledSetRow = Record<string, unknown> & {
  position: string;
  server_seed_hash: string;
  revealed_server_seed: string | null;
  net: string;
};

/** Settles every step in one statement; the rows of those settled, each with its place in `steps` (from 0). */
export async function settleSet(db: Executor, steps: StepToSettle[]): Promise<Array<{ index: number; row: SettledSetRow }>> {
  const rows = await settleSetStatement<SettledSetRow>(db, {
    roundIds: steps.map((step) => step.roundId),
    statuses: steps.map((step) => step.status),
    states: steps.map((step) => studioRounds.state.mapToDriverValue(step.state)),
    stakes: steps.map((step) => step.stake.toString()),
    payouts: steps.map((step) => step.payout.toString()),
    wagers: steps.map((step) => step.wagers),
    actions: steps.map((step) => studioRounds.actions.mapToDriverValue(step.actions)),
    jackpotWins: steps.map((step) => (step.jackpotWin === null ? null : step.jackpotWin.toString())),
  });
  return rows.map((row) => ({ index: Number(row.position) - 1, row }));
}
