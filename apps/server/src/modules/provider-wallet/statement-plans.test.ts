import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

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
