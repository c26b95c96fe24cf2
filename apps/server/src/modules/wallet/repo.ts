import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerWallets } from './schema.ts';

export type WalletRow = typeof playerWallets.$inferSelect;

export const walletRepo = {
  async listOf(db: Executor, playerId: string): Promise<WalletRow[]> {
    return db.select().from(playerWallets).where(eq(playerWallets.playerId, playerId)).orderBy(asc(playerWallets.createdAt));
  },

  /** Adds a wallet; the player's first one becomes the default. Adding one that exists changes nothing. */
  async add(db: Executor, playerId: string, currency: string): Promise<void> {
    await db
      .insert(playerWallets)
      .values({
        playerId,
        currency,
        isDefault: sql`NOT EXISTS (SELECT 1 FROM ${playerWallets} WHERE ${playerWallets.playerId} = ${playerId})`,
      })
      .onConflictDoNothing();
  },

  /** Returns false when the player has no wallet in that currency. */
  async makeDefault(db: Executor, playerId: string, currency: string): Promise<boolean> {
    const [target] = await db
      .select()
      .from(playerWallets)
      .where(and(eq(playerWallets.playerId, playerId), eq(playerWallets.currency, currency)))
      .for('update');
    if (!target) return false;
    // Clear first: the partial unique index allows one default per player at any moment.
    await db.update(playerWallets).set({ isDefault: false }).where(eq(playerWallets.playerId, playerId));
    await db
      .update(playerWallets)
      .set({ isDefault: true })
      .where(and(eq(playerWallets.playerId, playerId), eq(playerWallets.currency, currency)));
    return true;
  },
};
