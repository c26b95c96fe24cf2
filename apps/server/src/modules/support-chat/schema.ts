import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatAuthors, chatStatuses } from '@lodestar/contracts';
import { players } from '../accounts/schema.ts';
import { staffMembers } from '../staff/schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One chat between a player (or a visitor who left an email) and support. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** The email a visitor left; null for a player, whose account email is current. */
    visitorEmail: text('visitor_email'),
    status: text('status', { enum: chatStatuses }).notNull().default('open'),
    assignedStaffId: uuid('assigned_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Kept with the chat so the inbox shows who answers without reading the staff tables. */
    assignedStaffEmail: text('assigned_staff_email'),
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_conversations_player_idx').on(table.playerId, table.createdAt),
    index('chat_conversations_inbox_idx').on(table.status, table.lastMessageAt),
  ],
);

/** Images and PDFs sent in a chat, checked by the upload rules of verification documents (at most 10 MB). */
export const chatAttachments = pgTable('chat_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => chatConversations.id, { onDelete: 'cascade' }),
  /** Detected from the file's first bytes. */
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: chatAuthors }).notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email'),
    /** Plain text as typed (trimmed); clients render it as text, never as HTML. */
    text: text('text').notNull(),
    attachmentId: uuid('attachment_id').references(() => chatAttachments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

export const supportChatTables = { chatConversations, chatMessages, chatAttachments };
