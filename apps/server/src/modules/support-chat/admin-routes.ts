import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChatDetail,
  adminChatPaths as paths,
  cannedRepliesResponse,
  chatActionResponse,
  chatAttachmentParams,
  chatIdParams,
  chatInboxQuery,
  chatInboxResponse,
  chatMessage,
  sendChatMessageRequest,
  supportChatMessages,
} from '@lodestar/contracts';
import { createEventStreams } from '../../platform/event-stream.ts';
import { staffPrincipalOf, type RequireStaff } from '../staff/index.ts';
import { sendAttachment } from './attachment-reply.ts';
import type { SupportChat } from './service.ts';

/** The back office's chat inbox, for staff with support:chat; every call is audited by the staff guard. */
export const adminChatRoutes: FastifyPluginAsyncZod<{ chat: SupportChat; requireStaff: RequireStaff }> = async (app, { chat, requireStaff }) => {
  app.addHook('onRequest', requireStaff('support:chat'));
  const openEventStream = createEventStreams(app);
  const tags = ['admin'];
  const params = chatIdParams;

  app.get(
    paths.inbox,
    { schema: { tags, summary: 'Chats: unassigned, mine or closed', querystring: chatInboxQuery, response: { 200: chatInboxResponse } } },
    async (request) => ({ conversations: await chat.inbox(request.query.tab, staffPrincipalOf(request)) }),
  );

  app.get(paths.cannedReplies, { schema: { tags, summary: 'Prepared answers', response: { 200: cannedRepliesResponse } } }, async () =>
    chat.cannedReplies(),
  );

  app.get(
    paths.conversation,
    { schema: { tags, summary: 'A chat with the player’s context', params, response: { 200: adminChatDetail } } },
    async (request) => chat.detail(request.params.id),
  );

  app.post(
    paths.assign,
    { config: { errorStatuses: [409] }, schema: { tags, summary: 'Take a chat', params, response: { 200: chatActionResponse } } },
    async (request) => {
      await chat.assign(request.params.id, staffPrincipalOf(request));
      return { message: supportChatMessages.assigned };
    },
  );

  app.post(
    paths.messages,
    {
      config: { errorStatuses: [409] },
      schema: { tags, summary: 'Answer a chat (takes it when unassigned)', params, body: sendChatMessageRequest, response: { 200: chatMessage } },
    },
    async (request) => chat.reply(request.params.id, staffPrincipalOf(request), request.body.text),
  );

  app.post(
    paths.close,
    {
      config: { errorStatuses: [409] },
      schema: { tags, summary: 'Close a chat; the player may then rate it', params, response: { 200: chatActionResponse } },
    },
    async (request) => {
      await chat.close(request.params.id);
      return { message: supportChatMessages.closedByStaff };
    },
  );

  app.get(paths.attachment, { schema: { tags, summary: 'A file sent in a chat', params: chatAttachmentParams } }, async (request, reply) =>
    sendAttachment(reply, await chat.staffAttachment(request.params.id, request.params.attachmentId)),
  );

  app.get(
    paths.stream,
    { schema: { tags, summary: 'Live messages and status changes of every chat (text/event-stream)' } },
    async (request, reply) => {
      await openEventStream(request, reply, { eventName: 'chat', subscribe: (send) => chat.subscribeStaff(send) });
    },
  );
};
