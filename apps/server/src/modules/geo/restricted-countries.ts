import { catalogueAdminMessages as text, type AddRestrictedCountryRequest, type RestrictedCountryEntry } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { CountryAlreadyRestricted, NotFound } from '../../platform/domain-errors.ts';
import type { StaffChange, StaffPrincipal } from '../staff/index.ts';
import { restrictedCountriesRepo as repo } from './repo.ts';

/** The reason the countries taken over from RESTRICTED_COUNTRIES carry. */
export const CONFIGURED_REASON = 'Taken over from the RESTRICTED_COUNTRIES configuration';

/**
 * The first start with this table fills it from the configuration, so the site stays closed where it was; from then
 * on the back office owns the list (a list emptied there stays empty).
 */
export async function seedRestrictedCountries(db: Database, configured: readonly string[]): Promise<void> {
  if ((await repo.countAll(db)) > 0) return;
  await repo.insertSeed(db, configured, CONFIGURED_REASON);
}

export type RestrictedCountries = ReturnType<typeof createRestrictedCountries>;

/**
 * The countries the site is closed to: read by every page, registration and sign-in, so the codes are cached in
 * the process and dropped at each change made here. (Several processes would need the change broadcast to each.)
 */
export function createRestrictedCountries({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  let cachedCodes: Promise<readonly string[]> | undefined;
  const codes = (): Promise<readonly string[]> => {
    cachedCodes ??= repo.listActive(db).then(
      (rows) => rows.map((row) => row.code),
      (error: unknown) => {
        cachedCodes = undefined;
        throw error;
      },
    );
    return cachedCodes;
  };
  const changed = <T>(result: T): T => {
    cachedCodes = undefined;
    return result;
  };

  return {
    codes,

    async list(): Promise<RestrictedCountryEntry[]> {
      return (await repo.listActive(db)).map((row) => ({
        code: row.code,
        reason: row.reason,
        addedBy: row.addedByEmail,
        addedAt: row.addedAt.toISOString(),
      }));
    },

    async add(staff: StaffPrincipal, { code, reason }: AddRestrictedCountryRequest): Promise<StaffChange> {
      const change = await db.transaction(async (tx) => {
        const row = await repo.findForUpdate(tx, code);
        if (row && row.removedAt === null) throw new CountryAlreadyRestricted(text.countryAlreadyRestricted(code), 'code');
        await repo.add(tx, { code, reason, addedBy: staff.staffId, addedByEmail: staff.email, addedAt: now() });
        return { before: { code, restricted: false }, after: { code, restricted: true, reason } };
      });
      return changed(change);
    },

    async remove(staff: StaffPrincipal, code: string, reason: string): Promise<StaffChange> {
      const change = await db.transaction(async (tx) => {
        const row = await repo.findForUpdate(tx, code);
        if (!row || row.removedAt !== null) throw new NotFound(text.countryNotRestricted(code));
        await repo.markRemoved(tx, code, { removedAt: now(), removedBy: staff.staffId, removalReason: reason });
        return { before: { code, restricted: true, reason: row.reason }, after: { code, restricted: false, reason } };
      });
      return changed(change);
    },
  };
}
