import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currencies } from './schema.ts';

export type CurrencyRow = typeof currencies.$inferSelect;

export const currenciesRepo = {
  async listAll(db: Executor): Promise<CurrencyRow[]> {
    return db.select().from(currencies).orderBy(asc(currencies.sortOrder));
  },

  async updateEurRate(db: Executor, code: string, eurRate: string): Promise<void> {
    await db
      .update(currencies)
      .set({ eurRate, eurRateUpdatedAt: sql`now()` })
      .where(eq(currencies.code, code));
  },
};
