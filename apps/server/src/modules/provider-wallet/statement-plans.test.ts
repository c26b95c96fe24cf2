import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';

/** A statement of the committed SQL (apps/server/src/queries), by the repository method that sends it. */
async function committedStatement(file: string, method: string): Promise<string> {
  const text = await readFile(new URL(`../../queries/${file}`, import.meta.url), 'utf8');
  const statement = new RegExp(`^-- ${method}\\n(.+);$`, 'm').exec(text)?.[1];
  if (!statement) throw new Error(`no statement of ${method} in ${file}`);
  return statement;
}

describe('the plan of a bet record, made while the table is new', () => {
  const t = useTestApp();

  it('finds the row by its key: a prepared statement keeps the plan of its first runs, made on a nearly empty table', async () => {
    const recordSplit = await committedStatement('provider-wallet.sql', 'recordSplit');
    // The plan every connection keeps after its fifth run (a generic one), made on this new, empty table.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`PREPARE record_split_plan (bigint, boolean, uuid, text, text) AS ${recordSplit}`));
      const explained = await tx.execute(sql.raw(`EXPLAIN EXECUTE record_split_plan (0, false, NULL, 'provider', 'bet')`));
      await tx.execute(sql`DEALLOCATE record_split_plan`);
      return rowsOf<{ 'QUERY PLAN': string }>(explained)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    // An index that begins with provider alone (as the dropped one on its reference did) would be taken for the key,
    // and every bet would read every row of its provider (issue 16).
    expect(plan).toMatch(/Index Cond: \(\(provider = \$4\) AND \(transaction_uuid = \$5\)\)/);
  });
});

describe('the pages of the bet records', () => {
  const t = useTestApp();

  it('keep room for the split a bet writes just after its row (migration 0028), so the update stays on its page', async () => {
    const [table] = rowsOf<{ reloptions: string[] | null }>(
      await t.database.db.execute(sql`select reloptions from pg_class where oid = 'provider_transactions'::regclass`),
    );
    expect(table!.reloptions).toContain('fillfactor=70');
  });
});

describe('the plan of the lobby winners', () => {
  const t = useTestApp();

  it('walks the paying wins back in time through their index and each round through its own, never the whole table', async () => {
    const { playerId } = await newPlayer(t);
    // Three and a half days of a player's rounds, one a minute: a bet each, and a win of 0, 1 or 2 times the stake.
    await t.database.db.execute(sql`
      insert into provider_transactions (provider, transaction_uuid, kind, player_id, game_id, round_id, currency, amount, created_at)
      select 'lodestar-originals', kind || '-' || n, kind, ${playerId}, 'lodestar:dice', 'round-' || n, 'EUR',
        case kind when 'bet' then 100 else (n % 3) * 100 end, now() - n * interval '1 minute'
      from generate_series(1, 5000) as n cross join (values ('bet'), ('win')) as kinds(kind)`);
    await t.database.db.execute(sql`ANALYZE provider_transactions`);
    const winners = await committedStatement('provider-wallet.sql', 'rounds: profitableRoundsSince');
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`PREPARE winners_plan (timestamptz, integer) AS ${winners}`));
      const explained = await tx.execute(sql.raw(`EXPLAIN EXECUTE winners_plan (now() - interval '30 days', 500)`));
      await tx.execute(sql`DEALLOCATE winners_plan`);
      return rowsOf<{ 'QUERY PLAN': string }>(explained)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using provider_transactions_paying_win_time_idx on provider_transactions win/);
    expect(plan).toMatch(/Index Scan using provider_transactions_player_game_round_idx on provider_transactions moves/);
    // Neither a scan of every row nor a sort of every recent win before the limit.
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });
});
