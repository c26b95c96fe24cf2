import type { Database } from '../../db/client.ts';
import { playerDirectoryRepo as repo } from './directory-repo.ts';
import { accountsRepo } from './repo.ts';

export type { ActiveSessionRow, PlayerRecord } from './directory-repo.ts';

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
    /** Back office: players whose email or name contains the query, or whose id it is. */
    search: (query: string, limit: number, offset: number) => repo.search(db, query, limit, offset),
    recordOf: (playerId: string) => repo.recordOf(db, playerId),
    activeSessionsOf: (playerId: string, at: Date) => repo.activeSessionsOf(db, playerId, at),
    /** A staff lock ends every session at once, in the same transaction: a locked player is signed out everywhere. */
    async lock(playerId: string, reason: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const found = await repo.setLock(tx, playerId, { at, reason });
        if (found) await accountsRepo.revokeSessionsOf(tx, playerId);
        return found;
      });
    },
    unlock: (playerId: string) => repo.setLock(db, playerId, null),
    endSessions: (playerId: string) => accountsRepo.revokeSessionsOf(db, playerId),
  };
}
