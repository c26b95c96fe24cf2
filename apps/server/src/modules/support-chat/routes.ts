import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_VISITOR_COOKIE_NAME,
  chatActionResponse,
  chatAttachmentParams,
  chatConversation,
  chatIdParams,
  chatMessage,
  currentChatResponse,
  rateChatRequest,
  sendChatMessageRequest,
  startChatRequest,
  supportChatMessages,
  supportChatPaths as paths,
} from '@lodestar/contracts';
import { documentUploadLimits, readDocumentUpload } from '../../platform/document-upload.ts';
import { createEventStreams } from '../../platform/event-stream.ts';
import type { SignedLinks } from '../../platform/signed-links.ts';
import { readSessionCookie } from '../../platform/session-cookie.ts';
import type { AccountsService } from '../accounts/index.ts';
import { sendAttachment } from './attachment-reply.ts';
import type { ChatCaller, SupportChat } from './service.ts';

export interface SupportChatRoutesOptions {
  chat: SupportChat;
  accounts: AccountsService;
  /** Signs the visitor cookie, so a visitor cannot name someone else's conversation. */
  links: SignedLinks;
  secureCookies: boolean;
  now: () => Date;
}

const VISITOR_PURPOSE = 'support-chat-visitor';
const VISITOR_COOKIE_DAYS = 30;
const tags = ['support-chat'];

/** The site's side of the live chat: a signed-in player by their session, a visitor by a signed httpOnly cookie. */
export const supportChatRoutes: FastifyPluginAsyncZod<SupportChatRoutesOptions> = async (app, { chat, accounts, links, secureCookies, now }) => {
  await app.register(fastifyMultipart, { limits: documentUploadLimits });
  const openEventStream = createEventStreams(app);

  async function callerOf(request: FastifyRequest): Promise<ChatCaller> {
    const session = await accounts.authenticate(readSessionCookie(request));
    if (session) return { kind: 'player', playerId: session.playerId };
    const token = request.cookies[CHAT_VISITOR_COOKIE_NAME];
    const verified = token ? links.verify(VISITOR_PURPOSE, token, now()) : 'invalid';
    return { kind: 'visitor', conversationId: typeof verified === 'object' ? verified.subject : undefined, ip: request.ip };
  }

  function rememberVisitor(reply: FastifyReply, conversationId: string): void {
    const expires = new Date(now().getTime() + VISITOR_COOKIE_DAYS * 24 * 60 * 60 * 1000);
    reply.setCookie(CHAT_VISITOR_COOKIE_NAME, links.sign(VISITOR_PURPOSE, conversationId, expires), {
      path: '/api/support-chat',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      expires,
    });
  }

  app.get(
    paths.conversation,
    { schema: { tags, summary: 'The caller’s open or last chat, or null', response: { 200: currentChatResponse } } },
    async (request) => ({ conversation: await chat.current(await callerOf(request)) }),
  );

  app.post(
    paths.conversation,
    {
      config: { errorStatuses: [409, 429] },
      schema: {
        tags,
        summary: 'Write to support: into the open chat, or a new one (a visitor leaves an email)',
        body: startChatRequest,
        response: { 200: chatConversation },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const conversation = await chat.start(caller, request.body.text, request.body.email);
      if (caller.kind === 'visitor') rememberVisitor(reply, conversation.id);
      return conversation;
    },
  );

  app.get(
    paths.conversationById,
    { schema: { tags, summary: 'One of the caller’s own chats', params: chatIdParams, response: { 200: chatConversation } } },
    async (request) => chat.get(await callerOf(request), request.params.id),
  );

  app.post(
    paths.messages,
    {
      config: { errorStatuses: [409, 429] },
      schema: { tags, summary: 'Send a message (plain text)', params: chatIdParams, body: sendChatMessageRequest, response: { 200: chatMessage } },
    },
    async (request) => chat.send(await callerOf(request), request.params.id, request.body.text),
  );

  app.post(
    paths.attachments,
    {
      config: { errorStatuses: [409, 413, 429] },
      schema: {
        tags,
        summary: "Send a file: multipart field 'file', a JPEG, PNG or PDF of at most 10 MB",
        consumes: ['multipart/form-data'],
        params: chatIdParams,
        response: { 200: chatMessage },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      // Ownership first: a stranger's upload is refused before its bytes are read.
      await chat.get(caller, request.params.id);
      return chat.attach(caller, request.params.id, await readDocumentUpload(request));
    },
  );

  app.get(
    paths.attachment,
    { schema: { tags, summary: 'A file sent in one of the caller’s chats', params: chatAttachmentParams } },
    async (request, reply) =>
      sendAttachment(reply, await chat.attachmentFor(await callerOf(request), request.params.id, request.params.attachmentId)),
  );

  app.post(
    paths.rating,
    {
      config: { errorStatuses: [409] },
      schema: {
        tags,
        summary: 'Rate a closed chat from 1 to 5, once',
        params: chatIdParams,
        body: rateChatRequest,
        response: { 200: chatActionResponse },
      },
    },
    async (request) => {
      await chat.rate(await callerOf(request), request.params.id, request.body.rating);
      return { message: supportChatMessages.rated };
    },
  );

  app.post(
    paths.transcript,
    {
      config: { errorStatuses: [429] },
      schema: { tags, summary: 'Email the chat to the player or visitor', params: chatIdParams, response: { 200: chatActionResponse } },
    },
    async (request) => {
      await chat.emailTranscript(await callerOf(request), request.params.id);
      return { message: supportChatMessages.transcriptSent };
    },
  );

  app.get(
    paths.stream,
    { schema: { tags, summary: 'Live messages and status of one of the caller’s chats (text/event-stream)', params: chatIdParams } },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { id } = request.params;
      await chat.get(caller, id);
      await openEventStream(request, reply, { eventName: 'chat', subscribe: (send) => chat.subscribeSite(id, send) });
    },
  );
};
