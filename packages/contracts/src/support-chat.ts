import { z } from 'zod';
import { emailField } from './fields.ts';
import { adminPlayerExclusion } from './player-admin.ts';

/**
 * Live chat between the site's players (or visitors, who leave an email) and the support staff of /admin: not in
 * SPEC.md beyond "a live-chat widget" (§7), so the paths, rules and wording are ours.
 */
export const SUPPORT_CHAT_API = '/api/support-chat';
export const supportChatPaths = {
  /** GET: the caller's open (or last) conversation, or null; POST: start one with a first message. */
  conversation: `${SUPPORT_CHAT_API}/conversation`,
  /** GET: one of the caller's own conversations by id. */
  conversationById: `${SUPPORT_CHAT_API}/conversations/:id`,
  messages: `${SUPPORT_CHAT_API}/conversations/:id/messages`,
  /** POST multipart field 'file': a JPEG, PNG or PDF, as for verification documents. */
  attachments: `${SUPPORT_CHAT_API}/conversations/:id/attachments`,
  attachment: `${SUPPORT_CHAT_API}/conversations/:id/attachments/:attachmentId`,
  rating: `${SUPPORT_CHAT_API}/conversations/:id/rating`,
  transcript: `${SUPPORT_CHAT_API}/conversations/:id/transcript`,
  /** Server-Sent Events of the caller's conversation. */
  stream: `${SUPPORT_CHAT_API}/conversations/:id/stream`,
} as const;

export const ADMIN_CHAT_PATH = '/api/admin/chat';
export const adminChatPaths = {
  inbox: ADMIN_CHAT_PATH,
  stream: `${ADMIN_CHAT_PATH}/stream`,
  cannedReplies: `${ADMIN_CHAT_PATH}/canned-replies`,
  conversation: `${ADMIN_CHAT_PATH}/conversations/:id`,
  assign: `${ADMIN_CHAT_PATH}/conversations/:id/assign`,
  messages: `${ADMIN_CHAT_PATH}/conversations/:id/messages`,
  close: `${ADMIN_CHAT_PATH}/conversations/:id/close`,
  attachment: `${ADMIN_CHAT_PATH}/conversations/:id/attachments/:attachmentId`,
} as const;

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages one visitor or player may send per minute (attachments included). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
export const CHAT_UPLOAD_FIELD = 'file';
/** The signed, httpOnly cookie that names a visitor's conversation (visitors have no account). */
export const CHAT_VISITOR_COOKIE_NAME = 'lodestar_chat';

export const supportChatMessages = {
  empty: 'Write a message',
  tooLong: `Keep a message under ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  emailRequired: 'Leave your email so we can answer you',
  closed: 'This chat is closed. Start a new one to write again.',
  notClosed: 'A chat can be rated once it is closed',
  alreadyRated: 'You already rated this chat',
  rateLimited: 'You are sending messages too fast. Wait a minute and try again.',
  transcriptSent: 'We emailed you the transcript',
  assigned: 'The chat is yours',
  alreadyAssigned: 'Another staff member already answers this chat',
  closedByStaff: 'Chat closed',
  rated: 'Thank you for your rating',
} as const;

const messageText = z.string().trim().min(1, supportChatMessages.empty).max(CHAT_MESSAGE_MAX_LENGTH, supportChatMessages.tooLong);

export const chatIdParams = z.object({ id: z.uuid() });
export const chatAttachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });

/** A visitor gives an email; a signed-in player chats as themselves and any email sent is ignored. */
export const startChatRequest = z.object({ text: messageText, email: emailField.optional() });
export type StartChatRequest = z.infer<typeof startChatRequest>;
export const sendChatMessageRequest = z.object({ text: messageText });
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequest>;
export const rateChatRequest = z.object({ rating: z.number().int().min(1).max(5) });

export const chatAuthors = ['player', 'visitor', 'staff'] as const;
export const chatStatuses = ['open', 'closed'] as const;

export const chatAttachment = z.object({ id: z.uuid(), contentType: z.string(), sizeBytes: z.number() });
export const chatMessage = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  author: z.enum(chatAuthors),
  /** The staff member's first name part, never their email, for the player; the full email for staff. */
  authorName: z.string().nullable(),
  /** Plain text: every client renders it as text, never as HTML. */
  text: z.string(),
  attachment: chatAttachment.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  id: z.uuid(),
  status: z.enum(chatStatuses),
  rating: z.number().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  messages: z.array(chatMessage),
});
export type ChatConversation = z.infer<typeof chatConversation>;
export const currentChatResponse = z.object({ conversation: chatConversation.nullable() });
export type CurrentChatResponse = z.infer<typeof currentChatResponse>;
export const chatActionResponse = z.object({ message: z.string() });

/** What the stream sends: a new message, or the conversation's new status. */
export const chatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('status'), conversationId: z.uuid(), status: z.enum(chatStatuses), assignedTo: z.string().nullable() }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;

// ---- Staff side ----

export const chatInboxTabs = ['unassigned', 'mine', 'closed'] as const;
export type ChatInboxTab = (typeof chatInboxTabs)[number];
export const chatInboxQuery = z.object({ tab: z.enum(chatInboxTabs).default('unassigned') });

export const chatInboxItem = z.object({
  id: z.uuid(),
  status: z.enum(chatStatuses),
  playerId: z.uuid().nullable(),
  /** The player's account email, or the email a visitor left. */
  email: z.string(),
  assignedTo: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  rating: z.number().nullable(),
});
export type ChatInboxItem = z.infer<typeof chatInboxItem>;
export const chatInboxResponse = z.object({ conversations: z.array(chatInboxItem) });

/** What support needs beside a player's chat: standing, verification, recent money movements, bonus and limits. */
export const chatPlayerContext = z.object({
  playerId: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  locked: z.boolean(),
  /** A break running now: the player may only withdraw, and support makes them no offer. */
  exclusion: adminPlayerExclusion.nullable(),
  verification: z.object({ identity: z.string(), bill: z.string() }),
  recentPayments: z.array(z.object({ kind: z.string(), currency: z.string(), amount: z.string(), createdAt: z.string() })),
  activeBonus: z.string().nullable(),
  limits: z.array(z.object({ kind: z.string(), period: z.string(), amount: z.string().nullable(), used: z.string() })),
});
export type ChatPlayerContext = z.infer<typeof chatPlayerContext>;

export const adminChatDetail = z.object({
  conversation: chatConversation,
  inbox: chatInboxItem,
  /** Null for a visitor's chat. */
  player: chatPlayerContext.nullable(),
});
export type AdminChatDetail = z.infer<typeof adminChatDetail>;

/** Answers staff send often, inserted into the reply box and edited before sending. */
export const cannedReplies = [
  { id: 'greeting', label: 'Greeting', text: 'Hello, thank you for contacting Lodestar support. How can I help you today?' },
  {
    id: 'withdrawal-time',
    label: 'Withdrawal times',
    text: 'Withdrawals are reviewed within 24 hours. Once approved, card and e-wallet payouts arrive within 1 to 3 business days.',
  },
  {
    id: 'verification',
    label: 'Verification',
    text: 'To cash out we need an identity document and a proof of address. You can upload both on your verification page.',
  },
  {
    id: 'bonus-wagering',
    label: 'Bonus wagering',
    text: 'Bonus money becomes cash once its wagering is complete. Your profile shows how much is left to wager.',
  },
  { id: 'closing', label: 'Closing', text: 'Is there anything else I can help you with? Have a good day!' },
] as const;
export const cannedRepliesResponse = z.object({ replies: z.array(z.object({ id: z.string(), label: z.string(), text: z.string() })) });
