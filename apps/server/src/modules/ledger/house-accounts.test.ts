import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currencyCodes } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { HOUSE_GAME_SHARDS, ledgerAccounts } from './schema.ts';
import { rowsOf } from '../../db/sql-helpers.ts';

const t = useTestApp();

describe('the house accounts', () => {
  it('exist for every currency from the start, every house-game shard before bonus-cost, so postings lock them in one order', async () => {
    for (const currency of currencyCodes) {
      const rows = await t.database.db
        .select({ id: ledgerAccounts.id, purpose: ledgerAccounts.purpose, shard: ledgerAccounts.shard })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerType, 'house'), eq(ledgerAccounts.currency, currency)));
      const shards = rows.filter((row) => row.purpose === 'house-game');
      const bonusCost = rows.find((row) => row.purpose === 'bonus-cost');
      expect(
        shards.map((row) => row.shard).sort((a, b) => a - b),
        currency,
      ).toEqual(Array.from({ length: HOUSE_GAME_SHARDS }, (_, shard) => shard));
      expect(bonusCost, currency).toBeDefined();
      for (const shard of shards) expect(shard.id, currency).toBeLessThan(bonusCost!.id);
    }
  });

  it('are added to a database of one house-game account per currency by the migration, below every existing id', async () => {
    const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
    const file = (await readdir(migrationsDir)).find((name) => name.endsWith('_house_game_shards.sql'))!;
    const addShards = (await readFile(path.join(migrationsDir, file), 'utf8'))
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('OVERRIDING SYSTEM VALUE'))!;
    type Row = { id: string; currency: string; purpose: string; shard: number };
    const accounts = async (executor: Pick<typeof t.database.db, 'execute'>) =>
      rowsOf<Row>(await executor.execute(sql`select id::text, currency, purpose, shard from ledger_accounts order by id`)).map((row) => ({
        ...row,
        id: BigInt(row.id),
      }));
    await t.database.db
      .transaction(async (tx) => {
        // The database as it was before shards, with a player account too: one house-game account (now shard 0) each.
        await tx.execute(sql`delete from ledger_accounts where purpose = 'house-game' and shard > 0`);
        await tx.execute(sql`insert into ledger_accounts (owner_type, owner_id, currency, purpose, allow_negative)
                             values ('player', gen_random_uuid(), 'EUR', 'cash', false)`);
        const before = await accounts(tx);
        await tx.execute(sql.raw(addShards));
        const after = await accounts(tx);
        const lowestBefore = before[0]!.id;
        for (const account of before) expect(after).toContainEqual(account);
        for (const currency of currencyCodes) {
          const shards = after.filter((row) => row.currency === currency && row.purpose === 'house-game');
          expect(shards.map((row) => row.shard).sort((a, b) => a - b)).toEqual(Array.from({ length: HOUSE_GAME_SHARDS }, (_, shard) => shard));
          for (const shard of shards.filter((row) => row.shard > 0)) expect(shard.id).toBeLessThan(lowestBefore);
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });
});
