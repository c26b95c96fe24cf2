import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { restrictedCountries } from './schema.ts';

export type RestrictedCountryRow = typeof restrictedCountries.$inferSelect;

export const restrictedCountriesRepo = {
  /** The countries on the list now, by code. */
  async listActive(db: Executor): Promise<RestrictedCountryRow[]> {
    return db.select().from(restrictedCountries).where(isNull(restrictedCountries.removedAt)).orderBy(asc(restrictedCountries.code));
  },

  /** Every row, removed ones too: none at all means the list was never seeded. */
  async countAll(db: Executor): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(restrictedCountries);
    return row?.count ?? 0;
  },

  async insertSeed(db: Executor, codes: readonly string[], reason: string): Promise<void> {
    if (codes.length === 0) return;
    await db
      .insert(restrictedCountries)
      .values(codes.map((code) => ({ code, reason })))
      .onConflictDoNothing();
  },

  async findForUpdate(db: Executor, code: string): Promise<RestrictedCountryRow | undefined> {
    const [row] = await db.select().from(restrictedCountries).where(eq(restrictedCountries.code, code)).for('update');
    return row;
  },

  /** Puts a country on the list, or back on it with the new reason and author. */
  async add(
    db: Executor,
    entry: { code: string; reason: string; addedBy: string | null; addedByEmail: string | null; addedAt: Date },
  ): Promise<void> {
    const fresh = { ...entry, removedAt: null, removedBy: null, removalReason: null };
    await db.insert(restrictedCountries).values(fresh).onConflictDoUpdate({ target: restrictedCountries.code, set: fresh });
  },

  async markRemoved(db: Executor, code: string, removal: { removedAt: Date; removedBy: string | null; removalReason: string }): Promise<void> {
    await db.update(restrictedCountries).set(removal).where(eq(restrictedCountries.code, code));
  },
};
