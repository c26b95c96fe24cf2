import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX_LENGTH, kycAcceptedTypes, type ChatConversation, type ChatMessage } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { keepTabInside } from '@/components/modal/focus-trap';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';
import { applyChatEvent, chatAttachmentUrl, chatCalls, currentChatQueryOptions, useAddToCurrentChat, useLiveChat } from './api';
import './chat-panel.css';

const messageOfError = (error: unknown) => (isApiError(error) ? error.message : 'We could not reach support. Check your connection and try again.');
const acceptedFiles = kycAcceptedTypes.map((type) => type.mimeType).join(',');

/** The chat with support: a dialog at the bottom right on a computer, the whole screen on a phone. */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const current = useQuery(currentChatQueryOptions);
  const conversation = current.data?.conversation ?? null;
  useLiveChat(conversation?.id);

  // Into the first field on opening, and again when a started chat swaps the form for the message box.
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('input:not([type="file"]), textarea')?.focus();
  }, [current.isPending, conversation?.status]);

  // Escape closes the panel wherever focus is (a click on the page behind it moves focus out of the panel).
  useEffect(() => {
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current) keepTabInside(event, panelRef.current);
  };

  return (
    <div ref={panelRef} className="chat-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={handleKeyDown}>
      <header className="chat-panel__header">
        <span className="chat-panel__avatar" aria-hidden="true">
          L
        </span>
        <div className="chat-panel__heading">
          <h2 id={titleId} className="chat-panel__title">
            Lodestar support
          </h2>
          <p className="chat-panel__subtitle">We usually answer within a few minutes</p>
        </div>
        <button type="button" className="chat-panel__close" aria-label="Close chat" onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {current.isPending ? (
        <div className="chat-panel__loading">
          <Spinner label="Opening the chat" />
        </div>
      ) : current.error ? (
        <div className="chat-panel__body">
          <FormAlert message={messageOfError(current.error)} />
        </div>
      ) : conversation && conversation.status === 'open' ? (
        <OpenChat conversation={conversation} />
      ) : (
        <StartChat previous={conversation} />
      )}
    </div>
  );
}

function MessageList({ conversation }: { conversation: ChatConversation }) {
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [conversation.messages.length]);
  return (
    // A log: screen readers announce each new message as it arrives, without moving focus.
    <div className="chat-panel__messages" role="log" aria-live="polite" aria-label="Messages">
      <ol className="chat-panel__list">
        {conversation.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
        <li ref={endRef} aria-hidden="true" className="chat-panel__end" />
      </ol>
    </div>
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  const mine = message.author !== 'staff';
  const time = new Date(message.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <li className={mine ? 'chat-message chat-message--mine' : 'chat-message'}>
      <span className="chat-message__meta">
        {mine ? 'You' : (message.authorName ?? 'Support')} · {time}
      </span>
      {/* Plain text: React renders it as text, never as HTML. */}
      {message.text && <p className="chat-message__text">{message.text}</p>}
      {message.attachment && (
        <a className="chat-message__file" href={chatAttachmentUrl(message.conversationId, message.attachment.id)} target="_blank" rel="noreferrer">
          {message.attachment.contentType === 'application/pdf' ? 'PDF document' : 'Image'} · {Math.ceil(message.attachment.sizeBytes / 1024)} KB
        </a>
      )}
    </li>
  );
}

function OpenChat({ conversation }: { conversation: ChatConversation }) {
  const addToChat = useAddToCurrentChat();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string>();
  const fileRef = useRef<HTMLInputElement>(null);

  const deliver = async (call: () => Promise<ChatMessage>) => {
    setSending(true);
    setError(undefined);
    try {
      const message = await call();
      addToChat((chat) => applyChatEvent(chat, { type: 'message', message }));
      return true;
    } catch (failure) {
      setError(messageOfError(failure));
      return false;
    } finally {
      setSending(false);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) {
      setError('Write a message');
      return;
    }
    if (await deliver(() => chatCalls.send(conversation.id, text))) setText('');
  };

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  const attach = async (file: File | undefined) => {
    if (file) await deliver(() => chatCalls.attach(conversation.id, file));
    if (fileRef.current) fileRef.current.value = '';
  };

  const emailTranscript = async () => {
    try {
      setNotice((await chatCalls.emailTranscript(conversation.id)).message);
    } catch (failure) {
      setError(messageOfError(failure));
    }
  };

  return (
    <>
      <MessageList conversation={conversation} />
      <form className="chat-panel__composer" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={error} />
        {notice && (
          <p className="chat-panel__notice" role="status">
            {notice}
          </p>
        )}
        <label className="visually-hidden" htmlFor={`${conversation.id}-text`}>
          Your message
        </label>
        <textarea
          id={`${conversation.id}-text`}
          className="chat-panel__input"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Write a message…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={sendOnEnter}
        />
        <div className="chat-panel__actions">
          <label className="chat-panel__attach">
            <input
              ref={fileRef}
              className="visually-hidden"
              type="file"
              accept={acceptedFiles}
              onChange={(event) => void attach(event.target.files?.[0])}
            />
            <span>Attach a file</span>
          </label>
          <button type="button" className="chat-panel__link" onClick={() => void emailTranscript()}>
            Email me the transcript
          </button>
          <Button type="submit" size="sm" loading={sending}>
            Send
          </Button>
        </div>
      </form>
    </>
  );
}

/** No chat yet, or the last one closed (rate it, get its transcript, or start another). */
function StartChat({ previous }: { previous: ChatConversation | null }) {
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn && !email.trim()) return setError('Leave your email so we can answer you');
    if (!text.trim()) return setError('Write a message');
    setSending(true);
    setError(undefined);
    try {
      const conversation = await chatCalls.start(text, signedIn ? undefined : email.trim());
      queryClient.setQueryData(currentChatQueryOptions.queryKey, { conversation });
    } catch (failure) {
      setError(messageOfError(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="chat-panel__body">
      {previous && <ClosedChat conversation={previous} />}
      <form className="chat-panel__start" onSubmit={(event) => void submit(event)} noValidate>
        <p className="chat-panel__intro">
          {previous ? 'Need something else? Start a new chat.' : 'Questions about a deposit, a withdrawal, verification or a bonus? Ask us here.'}
        </p>
        {!signedIn && (
          <TextField label="Your email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        )}
        <label className="field__label" htmlFor="chat-first-message">
          Your message
        </label>
        <textarea
          id="chat-first-message"
          className="chat-panel__input"
          rows={4}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormAlert message={error} />
        <Button type="submit" block loading={sending}>
          Start chat
        </Button>
      </form>
    </div>
  );
}

function ClosedChat({ conversation }: { conversation: ChatConversation }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const groupLabel = useId();

  const rate = async (rating: number) => {
    try {
      setNotice((await chatCalls.rate(conversation.id, rating)).message);
      queryClient.setQueryData(currentChatQueryOptions.queryKey, { conversation: { ...conversation, rating } });
    } catch (failure) {
      setError(messageOfError(failure));
    }
  };
  const emailTranscript = async () => {
    try {
      setNotice((await chatCalls.emailTranscript(conversation.id)).message);
    } catch (failure) {
      setError(messageOfError(failure));
    }
  };

  return (
    <section className="chat-panel__closed" aria-label="Your last chat">
      <p className="chat-panel__closed-title">Your last chat was closed.</p>
      {conversation.rating === null ? (
        <div role="group" aria-labelledby={groupLabel} className="chat-panel__rating">
          <span id={groupLabel}>How did we do?</span>
          {[1, 2, 3, 4, 5].map((rating) => (
            <button key={rating} type="button" className="chat-panel__star" aria-label={`${rating} out of 5`} onClick={() => void rate(rating)}>
              ★
            </button>
          ))}
        </div>
      ) : (
        <p className="chat-panel__muted">You rated it {conversation.rating} out of 5.</p>
      )}
      <button type="button" className="chat-panel__link" onClick={() => void emailTranscript()}>
        Email me the transcript
      </button>
      {notice && (
        <p className="chat-panel__notice" role="status">
          {notice}
        </p>
      )}
      <FormAlert message={error} />
    </section>
  );
}
