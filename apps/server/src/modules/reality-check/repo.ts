import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { realityCheckAcknowledgements, realityCheckSettings } from './schema.ts';

export const realityCheckRepo = {
  async intervalOf(db: Executor, playerId: string): Promise<number | undefined> {
    const [row] = await db
      .select({ intervalMinutes: realityCheckSettings.intervalMinutes })
      .from(realityCheckSettings)
      .where(eq(realityCheckSettings.playerId, playerId));
    return row?.intervalMinutes;
  },

  async saveInterval(db: Executor, playerId: string, intervalMinutes: number, now: Date): Promise<void> {
    await db
      .insert(realityCheckSettings)
      .values({ playerId, intervalMinutes, updatedAt: now })
      .onConflictDoUpdate({ target: realityCheckSettings.playerId, set: { intervalMinutes, updatedAt: now } });
  },

  async lastAcknowledgementOf(db: Executor, sessionId: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ acknowledgedAt: realityCheckAcknowledgements.acknowledgedAt })
      .from(realityCheckAcknowledgements)
      .where(eq(realityCheckAcknowledgements.sessionId, sessionId));
    return row?.acknowledgedAt;
  },

  async acknowledge(db: Executor, sessionId: string, now: Date): Promise<void> {
    await db
      .insert(realityCheckAcknowledgements)
      .values({ sessionId, acknowledgedAt: now })
      .onConflictDoUpdate({ target: realityCheckAcknowledgements.sessionId, set: { acknowledgedAt: now } });
  },
};
