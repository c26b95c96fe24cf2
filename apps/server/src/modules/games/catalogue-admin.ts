import {
  catalogueAdminMessages as text,
  gameCategoryNames,
  gameCategoryValues,
  messages,
  type AdminGame,
  type AdminGamesResponse,
  type SetGameCategoriesRequest,
} from '@lodestar/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { InvalidInput, NotFound } from '../../platform/domain-errors.ts';
import type { StaffChange } from '../staff/index.ts';
import { gamesRepo as repo, type GameOrder, type GameRow } from './repo.ts';
import { toGame } from './service.ts';

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;

function toAdminGame(row: GameRow): AdminGame {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    thumbnail: toGame(row).thumbnail,
    categories: row.categories,
    enabled: row.enabled,
    featuredPosition: row.featuredPosition,
    topPosition: row.topPosition,
  };
}

/**
 * The back office's use cases on the catalogue. Each change runs in a transaction on locked rows and answers the
 * state before and after it, for the audit log. The lobby reads the table at each call, so a change shows at once;
 * `onGameChanged` lets the studio's snapshot of the catalogue go at once too.
 */
export function createCatalogueAdmin({ db, onGameChanged }: { db: Database; onGameChanged: () => void }) {
  const changeGame = async (work: (tx: Transaction) => Promise<StaffChange>) => {
    const change = await db.transaction(work);
    onGameChanged();
    return change;
  };
  const lockedGame = async (tx: Transaction, id: string) => {
    const row = await repo.findForUpdate(tx, id);
    if (!row) throw new NotFound(messages.http.notFound);
    return row;
  };

  return {
    async list(): Promise<AdminGamesResponse> {
      return {
        games: (await repo.listAll(db)).map(toAdminGame),
        categories: gameCategoryValues.map((id) => ({ id, name: gameCategoryNames[id] })),
      };
    },

    async setEnabled(id: string, enabled: boolean): Promise<StaffChange> {
      return changeGame(async (tx) => {
        const row = await lockedGame(tx, id);
        await repo.update(tx, id, { enabled });
        return { before: { enabled: row.enabled }, after: { enabled } };
      });
    },

    async setCategories(id: string, { categories }: SetGameCategoriesRequest): Promise<StaffChange> {
      return changeGame(async (tx) => {
        const row = await lockedGame(tx, id);
        await repo.update(tx, id, { categories });
        return { before: { categories: row.categories }, after: { categories } };
      });
    },

    /** Replaces the featured row or the top games' pinned order; an id not in the catalogue refuses the whole list. */
    async setOrder(order: GameOrder, gameIds: string[]): Promise<StaffChange> {
      return db.transaction(async (tx) => {
        const before = await repo.orderOf(tx, order);
        const known = new Set(await repo.allIds(tx));
        const unknown = gameIds.find((id) => !known.has(id));
        if (unknown !== undefined) throw new InvalidInput(text.unknownGame(unknown), 'gameIds');
        await repo.replaceOrder(tx, order, gameIds);
        return { before, after: gameIds };
      });
    },
  };
}
