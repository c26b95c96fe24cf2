import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  CHAT_UPLOAD_FIELD,
  chatActionResponse,
  chatConversation,
  chatEvent,
  chatMessage,
  currentChatResponse,
  supportChatPaths as paths,
  type ChatConversation,
  type ChatEvent,
  type CurrentChatResponse,
} from '@lodestar/contracts';
import { apiRequest, apiUpload } from '@/lib/api-client';

const pathOf = (template: string, id: string, attachmentId = '') =>
  template.replace(':id', encodeURIComponent(id)).replace(':attachmentId', encodeURIComponent(attachmentId));

export const currentChatQueryOptions = queryOptions({
  queryKey: ['support-chat', 'current'],
  queryFn: () => apiRequest(paths.conversation, { schema: currentChatResponse }),
});

export const chatCalls = {
  start: (text: string, email: string | undefined) =>
    apiRequest(paths.conversation, { method: 'POST', body: { text, ...(email ? { email } : {}) }, schema: chatConversation }),
  send: (id: string, text: string) => apiRequest(pathOf(paths.messages, id), { method: 'POST', body: { text }, schema: chatMessage }),
  attach: (id: string, file: File) => {
    const form = new FormData();
    form.append(CHAT_UPLOAD_FIELD, file);
    return apiUpload(pathOf(paths.attachments, id), form, { schema: chatMessage });
  },
  rate: (id: string, rating: number) => apiRequest(pathOf(paths.rating, id), { method: 'POST', body: { rating }, schema: chatActionResponse }),
  emailTranscript: (id: string) => apiRequest(pathOf(paths.transcript, id), { method: 'POST', schema: chatActionResponse }),
};

export const chatAttachmentUrl = (conversationId: string, attachmentId: string) => pathOf(paths.attachment, conversationId, attachmentId);

/** A conversation with one live event applied: a message once (the sender also gets its own back), or a status. */
export function applyChatEvent(conversation: ChatConversation, event: ChatEvent): ChatConversation {
  if (event.type === 'status') return event.conversationId === conversation.id ? { ...conversation, status: event.status } : conversation;
  const { message } = event;
  if (message.conversationId !== conversation.id || conversation.messages.some((known) => known.id === message.id)) return conversation;
  return { ...conversation, messages: [...conversation.messages, message] };
}

export function useAddToCurrentChat() {
  const queryClient = useQueryClient();
  return useCallback(
    (update: (conversation: ChatConversation) => ChatConversation) =>
      queryClient.setQueryData<CurrentChatResponse>(currentChatQueryOptions.queryKey, (current) =>
        current?.conversation ? { conversation: update(current.conversation) } : current,
      ),
    [queryClient],
  );
}

/** Staff answers arrive while the panel is open, without a reload; EventSource reconnects by itself. */
export function useLiveChat(conversationId: string | undefined): void {
  const addToChat = useAddToCurrentChat();
  useEffect(() => {
    if (!conversationId || typeof EventSource === 'undefined') return;
    const stream = new EventSource(pathOf(paths.stream, conversationId), { withCredentials: true });
    const apply = (event: MessageEvent<string>) => {
      try {
        const parsed = chatEvent.safeParse(JSON.parse(event.data));
        if (parsed.success) addToChat((conversation) => applyChatEvent(conversation, parsed.data));
      } catch {
        // A malformed event is dropped; reopening the panel reads the whole chat again.
      }
    };
    stream.addEventListener('chat', apply);
    return () => {
      stream.removeEventListener('chat', apply);
      stream.close();
    };
  }, [conversationId, addToChat]);
}
