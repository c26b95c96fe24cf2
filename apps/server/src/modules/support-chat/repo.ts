import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ChatInboxTab } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { chatAttachments, chatConversations, chatMessages } from './schema.ts';

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect & { attachment: { id: string; contentType: string; sizeBytes: number } | null };

const INBOX_SIZE = 100;

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  author: chatMessages.author,
  staffId: chatMessages.staffId,
  staffEmail: chatMessages.staffEmail,
  text: chatMessages.text,
  attachmentId: chatMessages.attachmentId,
  createdAt: chatMessages.createdAt,
  attachmentContentType: chatAttachments.contentType,
  attachmentSize: chatAttachments.sizeBytes,
};

type JoinedMessage = typeof chatMessages.$inferSelect & { attachmentContentType: string | null; attachmentSize: number | null };
const withAttachment = ({ attachmentContentType, attachmentSize, ...row }: JoinedMessage): ChatMessageRow => ({
  ...row,
  attachment:
    row.attachmentId && attachmentContentType !== null && attachmentSize !== null
      ? { id: row.attachmentId, contentType: attachmentContentType, sizeBytes: attachmentSize }
      : null,
});

export const supportChatRepo = {
  async create(db: Executor, values: { playerId: string | null; visitorEmail: string | null }): Promise<ChatConversationRow> {
    const [row] = await db.insert(chatConversations).values(values).returning();
    return row!;
  },

  async byId(db: Executor, id: string): Promise<ChatConversationRow | undefined> {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
    return row;
  },

  /** The player's open chat, or else their latest one. */
  async latestOfPlayer(db: Executor, playerId: string): Promise<ChatConversationRow | undefined> {
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.playerId, playerId))
      .orderBy(sql`${chatConversations.status} = 'open' desc`, desc(chatConversations.createdAt))
      .limit(1);
    return row;
  },

  async messagesOf(db: Executor, conversationId: string): Promise<ChatMessageRow[]> {
    const rows = await db
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId))
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    return rows.map(withAttachment);
  },

  async addMessage(db: Executor, values: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
    const [row] = await db.insert(chatMessages).values(values).returning();
    await db.update(chatConversations).set({ lastMessageAt: row!.createdAt }).where(eq(chatConversations.id, values.conversationId));
    const [joined] = await db
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId))
      .where(eq(chatMessages.id, row!.id));
    return withAttachment(joined!);
  },

  async addAttachment(db: Executor, values: typeof chatAttachments.$inferInsert): Promise<string> {
    const [row] = await db.insert(chatAttachments).values(values).returning({ id: chatAttachments.id });
    return row!.id;
  },

  async attachment(db: Executor, conversationId: string, id: string) {
    const [row] = await db
      .select()
      .from(chatAttachments)
      .where(and(eq(chatAttachments.id, id), eq(chatAttachments.conversationId, conversationId)));
    return row;
  },

  /** Assigns an open chat to a staff member unless another one already holds it; the row when it worked. */
  async assign(db: Executor, id: string, staff: { staffId: string; email: string }): Promise<ChatConversationRow | undefined> {
    const [row] = await db
      .update(chatConversations)
      .set({ assignedStaffId: staff.staffId, assignedStaffEmail: staff.email })
      .where(
        and(
          eq(chatConversations.id, id),
          eq(chatConversations.status, 'open'),
          sql`(${chatConversations.assignedStaffId} is null or ${chatConversations.assignedStaffId} = ${staff.staffId})`,
        ),
      )
      .returning();
    return row;
  },

  async close(db: Executor, id: string, at: Date): Promise<ChatConversationRow | undefined> {
    const [row] = await db
      .update(chatConversations)
      .set({ status: 'closed', closedAt: at })
      .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
      .returning();
    return row;
  },

  /** Rates a closed chat once; undefined when it is not closed or already rated. */
  async rate(db: Executor, id: string, rating: number): Promise<ChatConversationRow | undefined> {
    const [row] = await db
      .update(chatConversations)
      .set({ rating })
      .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'closed'), isNull(chatConversations.rating)))
      .returning();
    return row;
  },

  async inbox(db: Executor, tab: ChatInboxTab, staffId: string): Promise<ChatConversationRow[]> {
    const filter = {
      unassigned: and(eq(chatConversations.status, 'open'), isNull(chatConversations.assignedStaffId)),
      mine: and(eq(chatConversations.status, 'open'), eq(chatConversations.assignedStaffId, staffId)),
      closed: eq(chatConversations.status, 'closed'),
    }[tab];
    return db.select().from(chatConversations).where(filter).orderBy(desc(chatConversations.lastMessageAt)).limit(INBOX_SIZE);
  },

  /** The latest message text of each conversation, for the inbox list. */
  async lastTexts(db: Executor, conversationIds: string[]): Promise<Map<string, string>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([chatMessages.conversationId], { conversationId: chatMessages.conversationId, text: chatMessages.text })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, conversationIds))
      .orderBy(chatMessages.conversationId, desc(chatMessages.createdAt), desc(chatMessages.id));
    return new Map(rows.map((row) => [row.conversationId, row.text]));
  },
};
