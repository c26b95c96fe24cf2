import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  adminChatDetail,
  adminChatPaths as paths,
  cannedRepliesResponse,
  chatActionResponse,
  chatEvent,
  chatInboxResponse,
  chatMessage,
  type ChatInboxTab,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { staffRequest } from './staff-api';

const pathOf = (template: string, id: string, attachmentId = '') =>
  template.replace(':id', encodeURIComponent(id)).replace(':attachmentId', encodeURIComponent(attachmentId));

export const chatInboxQueryOptions = (tab: ChatInboxTab) =>
  queryOptions({
    queryKey: ['staff', 'chat', 'inbox', tab],
    queryFn: () => staffRequest(() => apiRequest(`${paths.inbox}?${new URLSearchParams({ tab })}`, { schema: chatInboxResponse })),
  });

export const chatDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'chat', 'detail', id],
    queryFn: () => staffRequest(() => apiRequest(pathOf(paths.conversation, id), { schema: adminChatDetail })),
  });

export const cannedRepliesQueryOptions = queryOptions({
  queryKey: ['staff', 'chat', 'canned-replies'],
  queryFn: () => staffRequest(() => apiRequest(paths.cannedReplies, { schema: cannedRepliesResponse })),
  staleTime: Infinity,
});

const action = (template: string, id: string) => staffRequest(() => apiRequest(pathOf(template, id), { method: 'POST', schema: chatActionResponse }));

export const staffChatCalls = {
  assign: (id: string) => action(paths.assign, id),
  close: (id: string) => action(paths.close, id),
  reply: (id: string, text: string) =>
    staffRequest(() => apiRequest(pathOf(paths.messages, id), { method: 'POST', body: { text }, schema: chatMessage })),
};

export const staffAttachmentUrl = (conversationId: string, attachmentId: string) => pathOf(paths.attachment, conversationId, attachmentId);

/** Every chat event refreshes the inbox lists and the chat it is about: new chats and answers show without a reload. */
export function useLiveInbox(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const stream = new EventSource(paths.stream, { withCredentials: true });
    const refresh = (event: MessageEvent<string>) => {
      try {
        const parsed = chatEvent.safeParse(JSON.parse(event.data));
        if (!parsed.success) return;
        const id = parsed.data.type === 'message' ? parsed.data.message.conversationId : parsed.data.conversationId;
        void queryClient.invalidateQueries({ queryKey: ['staff', 'chat', 'inbox'] });
        void queryClient.invalidateQueries({ queryKey: chatDetailQueryOptions(id).queryKey });
      } catch {
        // A malformed event is dropped; the next one refreshes the lists anyway.
      }
    };
    stream.addEventListener('chat', refresh);
    return () => {
      stream.removeEventListener('chat', refresh);
      stream.close();
    };
  }, [queryClient]);
}
