import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, formatMinorUnits } from '@lodestar/contracts';
import { useTestApp } from '../test/test-app.ts';
import { migrationsFolder, openDatabase, type Database } from './db/client.ts';
import { rowsOf } from './db/sql-helpers.ts';
import { balanceOf, verifyLedger } from './modules/ledger/index.ts';
import { declinePromotions, depositByCard, fundsOf, markVerified, newPlayer } from './modules/payments/payments-test-kit.ts';
import { launch, studioClient } from './modules/studio/studio-test-kit.ts';

/** What drizzle should have recorded for each journal entry: the SQL file's sha256 and the entry's `when`, in order. */
async function journalMigrations() {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return Promise.all(
    journal.entries.map(async ({ tag, when }) => ({
      hash: createHash('sha256')
        .update(await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8'))
        .digest('hex'),
      createdAt: String(when),
    })),
  );
}

async function appliedMigrations(db: Database) {
  return rowsOf<{ hash: string; createdAt: string }>(
    await db.execute(sql`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by id`),
  );
}

/**
 * Columns, constraints, indexes, functions and triggers outside the system schemas, one line each: what a migration
 * makes, so two databases with equal listings run the same schema.
 */
async function schemaListing(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    with user_namespaces as (
      select oid from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg_toast%'
    )
    select concat_ws(' ', 'column', table_schema, table_name, column_name, data_type, udt_name, is_nullable, column_default) as line
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
    union all
    select concat_ws(' ', 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid))
      from pg_constraint where connamespace in (select oid from user_namespaces)
    union all
    select concat_ws(' ', 'index', schemaname, indexdef) from pg_indexes where schemaname not in ('pg_catalog', 'information_schema')
    union all
    select concat_ws(' ', 'function', pg_get_functiondef(oid)) from pg_proc where pronamespace in (select oid from user_namespaces)
    union all
    select concat_ws(' ', 'trigger', pg_get_triggerdef(oid)) from pg_trigger where not tgisinternal
    order by line
  `);
  return rowsOf<{ line: string }>(result).map((row) => row.line);
}

describe('the embedded database (PGlite), as `npm start` opens it', () => {
  // Loaded from the migrated snapshot, as every other PGlite test database is. Drizzle inserts a row for each migration
  // it applies, so a restored snapshot shows none.
  const migrationsAppliedOnTheApp: string[] = [];
  const t = useTestApp(
    {},
    {
      logQuery: (query) => {
        if (/insert into "drizzle"\."__drizzle_migrations"/i.test(query)) migrationsAppliedOnTheApp.push(query);
      },
    },
  );

  // initdb in WebAssembly and every migration: the slow part of this file (several seconds on a busy machine).
  it('migrates an empty database through every journal entry, to the schema the test snapshot has', async () => {
    expect(t.database.kind).toBe('pglite');
    // Restored, not migrated again: otherwise the comparison below would be of two databases migrated from empty.
    expect(migrationsAppliedOnTheApp).toHaveLength(0);
    const fromEmpty = await openDatabase({});
    try {
      const expected = await journalMigrations();
      // Drizzle skips an entry whose `when` is older than the last applied one: counting catches that, not only errors.
      expect(await appliedMigrations(fromEmpty.db)).toEqual(expected);
      expect(await appliedMigrations(t.database.db)).toEqual(expected);

      const schema = await schemaListing(fromEmpty.db);
      expect(schema.filter((line) => line.startsWith('column public ')).length).toBeGreaterThan(100);
      expect(schema.some((line) => line.startsWith('function '))).toBe(true);
      // The snapshot is a dump made once and cached: were it stale or made otherwise, every other PGlite test would hide it.
      expect(await schemaListing(t.database.db)).toEqual(schema);
    } finally {
      await fromEmpty.close();
    }
  });

  it('takes a player’s money through the HTTP API: registration, card deposit, real-money spin, cashout', async () => {
    expect(t.database.kind).toBe('pglite');
    const { cookie, playerId, email } = await newPlayer(t);
    await declinePromotions(t, cookie);
    await markVerified(t, playerId);

    const deposit = 5000n;
    await depositByCard(t, cookie, formatMinorUnits(deposit, 100));
    expect(await fundsOf(t, cookie)).toEqual({ EUR: formatMinorUnits(deposit, 100) });

    const stake = 100n;
    const studio = studioClient(t, await launch(t, 'lodestar:dice', { cookie }));
    const spin = await studio.play(stake, { target: 50, direction: 'over' });
    expect(spin.status).toBe(200);
    expect(spin.body.round).toMatchObject({ status: 'closed', stake: stake.toString() });
    const win = BigInt(spin.body.round.payout);
    expect(win).toBe(spin.body.round.outcome.won ? 198n : 0n);

    const cashout = 2000n;
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: apiPaths.fiatWithdraw,
      headers: { cookie },
      payload: { amount: formatMinorUnits(cashout, 100), currency: 'EUR', email },
    });
    expect(withdrawal.statusCode).toBe(200);
    expect(withdrawal.json()).toMatchObject({ status: 'PENDING' });

    const expected = deposit - stake + win - cashout;
    expect(await fundsOf(t, cookie)).toEqual({ EUR: formatMinorUnits(expected, 100) });
    const account = (purpose: 'cash' | 'withdrawal-hold') => ({ owner: { type: 'player' as const, playerId }, currency: 'EUR', purpose });
    expect(await balanceOf(t.database.db, account('cash'))).toBe(expected);
    expect(await balanceOf(t.database.db, account('withdrawal-hold'))).toBe(cashout);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});
