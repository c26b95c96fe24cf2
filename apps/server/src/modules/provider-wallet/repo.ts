import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { providerTransactions } from './schema.ts';

/** An arbitrary, fixed advisory lock key: 'LJPT' in ASCII. */
const JACKPOT_POOL_LOCK = 0x4c4a5054;

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

export const providerWalletRepo = {
  /** Inserts the transaction unless its id is known; returns the stored row and whether it is this call's. */
  async insertOnce(db: Executor, values: typeof providerTransactions.$inferInsert): Promise<{ row: ProviderTransactionRow; inserted: boolean }> {
    const [inserted] = await db.insert(providerTransactions).values(values).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, inserted: true };
    const [existing] = await db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, values.provider), eq(providerTransactions.transactionUuid, values.transactionUuid)))
      .for('update');
    return { row: existing!, inserted: false };
  },

  async findForUpdate(db: Executor, provider: string, transactionUuid: string): Promise<ProviderTransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.transactionUuid, transactionUuid)))
      .for('update');
    return row;
  },

  /** Serialises progressive jackpot payouts until the end of the transaction (the pool is read, then paid out). */
  async lockJackpotPool(db: Executor): Promise<void> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${JACKPOT_POOL_LOCK})`);
  },

  /** Marks a bet rolled back; false when it already was. */
  async markRolledBack(db: Executor, provider: string, transactionUuid: string): Promise<boolean> {
    const rows = await db
      .update(providerTransactions)
      .set({ rolledBackAt: sql`now()` })
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.transactionUuid, transactionUuid), isNull(providerTransactions.rolledBackAt)))
      .returning({ uuid: providerTransactions.transactionUuid });
    return rows.length > 0;
  },
};
