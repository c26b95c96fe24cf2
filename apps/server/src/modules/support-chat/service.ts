import {
  cannedReplies,
  supportChatMessages as texts,
  type AdminChatDetail,
  type ChatConversation,
  type ChatEvent,
  type ChatInboxItem,
  type ChatInboxTab,
  type ChatMessage,
  type ChatPlayerContext,
} from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { checkDocumentBytes } from '../../platform/document-upload.ts';
import { ChatAssigned, ChatClosed, InvalidInput, NotFound, RateLimited } from '../../platform/domain-errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { StaffPrincipal } from '../staff/index.ts';
import { transcriptMail } from './chat-mails.ts';
import { supportChatRepo as repo, type ChatConversationRow, type ChatMessageRow } from './repo.ts';

export type SupportChat = ReturnType<typeof createSupportChat>;

/** Who writes from the site: a signed-in player, or a visitor known by the conversation id of their signed cookie. */
export type ChatCaller = { kind: 'player'; playerId: string } | { kind: 'visitor'; conversationId: string | undefined; ip: string };

/** The live channels: one per conversation (its player's or visitor's streams), one for every staff inbox. */
export const chatChannels = { conversation: (id: string) => `chat:conversation:${id}`, staff: 'chat:staff' } as const;

const STAFF_NAME_FOR_PLAYERS = 'Lodestar support';
const NO_SUCH_CHAT = 'No such chat';

export interface SupportChatDeps {
  db: Database;
  players: PlayerDirectory;
  bus: EventBus;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Verification, payments, bonus and limits of a player, from the modules that own them. */
  playerContextOf: (playerId: string) => Promise<ChatPlayerContext>;
  now: () => Date;
  siteUrl: string;
}

function messageOf(row: ChatMessageRow, audience: 'site' | 'staff'): ChatMessage {
  const authorName = row.author === 'staff' ? (audience === 'staff' ? row.staffEmail : STAFF_NAME_FOR_PLAYERS) : null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    authorName,
    text: row.text,
    attachment: row.attachment,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createSupportChat({ db, players, bus, mailer, limiter, playerContextOf, now, siteUrl }: SupportChatDeps) {
  async function conversationOf(row: ChatConversationRow, audience: 'site' | 'staff'): Promise<ChatConversation> {
    return {
      id: row.id,
      status: row.status,
      rating: row.rating,
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      messages: (await repo.messagesOf(db, row.id)).map((message) => messageOf(message, audience)),
    };
  }

  /** The caller's own conversation; any other id is answered as unknown, so ids cannot be probed. */
  async function ownConversation(caller: ChatCaller, id: string): Promise<ChatConversationRow> {
    const row = await repo.byId(db, id);
    const owns = row && (caller.kind === 'player' ? row.playerId === caller.playerId : row.playerId === null && caller.conversationId === id);
    if (!owns) throw new NotFound(NO_SUCH_CHAT);
    return row;
  }

  async function countMessage(caller: ChatCaller): Promise<void> {
    try {
      await limiter.hit('chatMessagePerSender', caller.kind === 'player' ? `player:${caller.playerId}` : `ip:${caller.ip}`);
    } catch (error) {
      if (error instanceof RateLimited) throw new RateLimited(texts.rateLimited);
      throw error;
    }
  }

  function publish(row: ChatMessageRow): void {
    bus.publish(chatChannels.conversation(row.conversationId), { type: 'message', message: messageOf(row, 'site') } satisfies ChatEvent);
    bus.publish(chatChannels.staff, { type: 'message', message: messageOf(row, 'staff') } satisfies ChatEvent);
  }

  function publishStatus(row: ChatConversationRow): void {
    const event: ChatEvent = { type: 'status', conversationId: row.id, status: row.status, assignedTo: row.assignedStaffEmail };
    bus.publish(chatChannels.conversation(row.id), { ...event, assignedTo: null });
    bus.publish(chatChannels.staff, event);
  }

  async function post(conversation: ChatConversationRow, values: Omit<Parameters<typeof repo.addMessage>[1], 'conversationId'>) {
    const row = await repo.addMessage(db, { ...values, conversationId: conversation.id });
    publish(row);
    return row;
  }

  const authorOf = (caller: ChatCaller) => (caller.kind === 'player' ? 'player' : 'visitor');

  async function emailOf(row: ChatConversationRow): Promise<string> {
    if (row.playerId === null) return row.visitorEmail ?? '';
    return (await players.emailsOf([row.playerId])).get(row.playerId) ?? '';
  }

  async function inboxItemOf(row: ChatConversationRow, lastText: string | undefined, email: string): Promise<ChatInboxItem> {
    return {
      id: row.id,
      status: row.status,
      playerId: row.playerId,
      email,
      assignedTo: row.assignedStaffEmail,
      lastMessage: lastText ?? '',
      lastMessageAt: row.lastMessageAt.toISOString(),
      rating: row.rating,
    };
  }

  async function openStaffConversation(id: string): Promise<ChatConversationRow> {
    const row = await repo.byId(db, id);
    if (!row) throw new NotFound(NO_SUCH_CHAT);
    if (row.status === 'closed') throw new ChatClosed(texts.closed);
    return row;
  }

  return {
    /** The caller's open chat, or their last one (to rate it), or none yet. */
    async current(caller: ChatCaller): Promise<ChatConversation | null> {
      const row =
        caller.kind === 'player'
          ? await repo.latestOfPlayer(db, caller.playerId)
          : caller.conversationId
            ? await repo.byId(db, caller.conversationId)
            : undefined;
      return row && (caller.kind === 'player' || row.playerId === null) ? conversationOf(row, 'site') : null;
    },

    async get(caller: ChatCaller, id: string): Promise<ChatConversation> {
      return conversationOf(await ownConversation(caller, id), 'site');
    },

    /** Writes into the caller's open chat, or starts one (a visitor must leave an email for that). */
    async start(caller: ChatCaller, text: string, email: string | undefined): Promise<ChatConversation> {
      const existing = await this.current(caller);
      if (existing?.status === 'open') {
        await this.send(caller, existing.id, text);
        return this.get(caller, existing.id);
      }
      if (caller.kind === 'visitor' && !email) throw new InvalidInput(texts.emailRequired, 'email');
      await countMessage(caller);
      const conversation = await repo.create(db, {
        playerId: caller.kind === 'player' ? caller.playerId : null,
        visitorEmail: caller.kind === 'visitor' ? email! : null,
      });
      await post(conversation, { author: authorOf(caller), text });
      return conversationOf(conversation, 'site');
    },

    async send(caller: ChatCaller, id: string, text: string): Promise<ChatMessage> {
      const conversation = await ownConversation(caller, id);
      if (conversation.status === 'closed') throw new ChatClosed(texts.closed);
      await countMessage(caller);
      return messageOf(await post(conversation, { author: authorOf(caller), text }), 'site');
    },

    /** A JPEG, PNG or PDF (judged by its bytes, as verification documents are) sent into the chat. */
    async attach(caller: ChatCaller, id: string, bytes: Buffer): Promise<ChatMessage> {
      const conversation = await ownConversation(caller, id);
      if (conversation.status === 'closed') throw new ChatClosed(texts.closed);
      const contentType = checkDocumentBytes(bytes);
      await countMessage(caller);
      const attachmentId = await repo.addAttachment(db, { conversationId: id, contentType, sizeBytes: bytes.length, bytes });
      return messageOf(await post(conversation, { author: authorOf(caller), text: '', attachmentId }), 'site');
    },

    async attachmentFor(caller: ChatCaller, id: string, attachmentId: string) {
      await ownConversation(caller, id);
      const file = await repo.attachment(db, id, attachmentId);
      if (!file) throw new NotFound('No such attachment');
      return file;
    },

    async rate(caller: ChatCaller, id: string, rating: number): Promise<void> {
      const conversation = await ownConversation(caller, id);
      if (conversation.status !== 'closed') throw new ChatClosed(texts.notClosed);
      if (!(await repo.rate(db, id, rating))) throw new ChatClosed(texts.alreadyRated);
    },

    /** Mails the whole chat to the player's account email, or to the email the visitor left. */
    async emailTranscript(caller: ChatCaller, id: string): Promise<void> {
      const conversation = await ownConversation(caller, id);
      // Counted like a message: a visitor must not turn the chat into a mail cannon.
      await countMessage(caller);
      const messages = (await conversationOf(conversation, 'site')).messages;
      await mailer.send(transcriptMail(await emailOf(conversation), messages, siteUrl));
    },

    subscribeSite: (id: string, listener: (event: ChatEvent) => void) =>
      bus.subscribe(chatChannels.conversation(id), (payload) => listener(payload as ChatEvent)),

    // ---- Staff ----

    subscribeStaff: (listener: (event: ChatEvent) => void) => bus.subscribe(chatChannels.staff, (payload) => listener(payload as ChatEvent)),

    cannedReplies: () => ({ replies: cannedReplies.map((reply) => ({ ...reply })) }),

    async inbox(tab: ChatInboxTab, staff: StaffPrincipal): Promise<ChatInboxItem[]> {
      const rows = await repo.inbox(db, tab, staff.staffId);
      const lastTexts = await repo.lastTexts(
        db,
        rows.map((row) => row.id),
      );
      const emails = await players.emailsOf(rows.flatMap((row) => (row.playerId ? [row.playerId] : [])));
      return Promise.all(
        rows.map((row) => inboxItemOf(row, lastTexts.get(row.id), row.playerId ? (emails.get(row.playerId) ?? '') : (row.visitorEmail ?? ''))),
      );
    },

    async detail(id: string): Promise<AdminChatDetail> {
      const row = await repo.byId(db, id);
      if (!row) throw new NotFound(NO_SUCH_CHAT);
      const conversation = await conversationOf(row, 'staff');
      const lastText = conversation.messages.at(-1)?.text;
      return {
        conversation,
        inbox: await inboxItemOf(row, lastText, await emailOf(row)),
        player: row.playerId ? await playerContextOf(row.playerId) : null,
      };
    },

    async assign(id: string, staff: StaffPrincipal): Promise<void> {
      await openStaffConversation(id);
      const row = await repo.assign(db, id, staff);
      if (!row) throw new ChatAssigned(texts.alreadyAssigned);
      publishStatus(row);
    },

    /** A staff answer; answering an unassigned chat takes it. */
    async reply(id: string, staff: StaffPrincipal, text: string): Promise<ChatMessage> {
      const conversation = await openStaffConversation(id);
      if (conversation.assignedStaffId !== staff.staffId) await this.assign(id, staff);
      const row = await post(conversation, { author: 'staff', staffId: staff.staffId, staffEmail: staff.email, text });
      return messageOf(row, 'staff');
    },

    async close(id: string): Promise<void> {
      await openStaffConversation(id);
      const row = await repo.close(db, id, now());
      if (!row) throw new ChatClosed(texts.closed);
      publishStatus(row);
    },

    async staffAttachment(id: string, attachmentId: string) {
      const file = await repo.attachment(db, id, attachmentId);
      if (!file) throw new NotFound('No such attachment');
      return file;
    },
  };
}
