import type { Database } from '../../db/client.ts';
import { playerDirectoryRepo as repo } from './directory-repo.ts';

export type PlayerDirectory = ReturnType<typeof createPlayerDirectory>;

/** The accounts module's published lookups of players by id (unknown ids are absent from the answer). */
export function createPlayerDirectory({ db }: { db: Database }) {
  const unique = (ids: Iterable<string>) => [...new Set(ids)];
  return {
    /** Full names, as the player registered them. */
    async namesOf(ids: Iterable<string>): Promise<Map<string, string>> {
      return new Map((await repo.contactsOf(db, unique(ids))).map((row) => [row.id, row.fullName]));
    },
    /** Email, registered name and when the account was opened: the context staff review a player in. */
    async contactsOf(ids: Iterable<string>): Promise<Map<string, { email: string; fullName: string; createdAt: Date }>> {
      return new Map((await repo.contactsOf(db, unique(ids))).map(({ id, ...contact }) => [id, contact]));
    },
    async emailsOf(ids: Iterable<string>): Promise<Map<string, string>> {
      return new Map((await repo.contactsOf(db, unique(ids))).map((row) => [row.id, row.email]));
    },
  };
}
