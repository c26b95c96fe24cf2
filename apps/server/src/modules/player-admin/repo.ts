import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffNotes } from './schema.ts';

export const playerAdminRepo = {
  async addNote(db: Executor, note: typeof staffNotes.$inferInsert): Promise<void> {
    await db.insert(staffNotes).values(note);
  },

  async notesOf(db: Executor, playerId: string) {
    return db
      .select({ id: staffNotes.id, staffEmail: staffNotes.staffEmail, text: staffNotes.text, createdAt: staffNotes.createdAt })
      .from(staffNotes)
      .where(eq(staffNotes.playerId, playerId))
      .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id));
  },
};
