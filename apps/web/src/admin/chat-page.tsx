import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatInboxTabs, type AdminChatDetail, type ChatInboxTab, type ChatPlayerContext } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Link } from 'react-router';
import {
  cannedRepliesQueryOptions,
  chatDetailQueryOptions,
  chatInboxQueryOptions,
  staffAttachmentUrl,
  staffChatCalls,
  useLiveInbox,
} from './chat-api';
import { dateTimeOf, StaffGate } from './staff-gate';
import { staffMeQueryOptions } from './staff-api';
import { PlayerStatus } from './player-status';

const tabNames: Record<ChatInboxTab, string> = { unassigned: 'Unassigned', mine: 'Mine', closed: 'Closed' };
const listNames: Record<ChatInboxTab, string> = { unassigned: 'Unassigned chats', mine: 'My chats', closed: 'Closed chats' };

/** Live chats with players and visitors: the inbox, one chat with its player's context beside it, and the answer box. */
export function AdminChatPage() {
  useDocumentTitle('Live chat');
  return (
    <StaffGate permission="support:chat">
      <ChatInbox />
    </StaffGate>
  );
}

function ChatInbox() {
  useLiveInbox();
  const [tab, setTab] = useState<ChatInboxTab>('unassigned');
  const [selectedId, setSelectedId] = useState<string>();
  const inbox = useQuery(chatInboxQueryOptions(tab));

  return (
    <section className="admin-chat" aria-labelledby="chat-title">
      <div className="admin-queue__head">
        <h1 id="chat-title" className="admin__title">
          Live chat
        </h1>
        <span className="admin__muted">New messages appear as they arrive</span>
      </div>
      <div className="admin-chat__split">
        <div className="admin-chat__inbox">
          <div className="admin-chat__tabs" role="group" aria-label="Chats">
            {chatInboxTabs.map((id) => (
              <button key={id} type="button" className="admin-chat__tab" aria-pressed={tab === id} onClick={() => setTab(id)}>
                {tabNames[id]}
              </button>
            ))}
          </div>
          {inbox.isPending ? (
            <Spinner label="Loading chats" />
          ) : inbox.error ? (
            <LoadError what="The chats" onRetry={() => void inbox.refetch()} />
          ) : inbox.data.conversations.length === 0 ? (
            <p className="admin-empty">No {listNames[tab].toLowerCase()}.</p>
          ) : (
            <ul className="admin-queue__list" aria-label={listNames[tab]}>
              {inbox.data.conversations.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="admin-queue__item"
                    aria-current={item.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(item.id)}
                  >
                    <strong>{item.email}</strong>
                    <span className="admin-chat__preview">{item.lastMessage || 'Sent a file'}</span>
                    <span className="admin__muted">
                      {item.playerId ? 'Player' : 'Visitor'} · {dateTimeOf(item.lastMessageAt)}
                      {item.rating !== null && ` · rated ${item.rating}/5`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {selectedId ? (
          <ChatView key={selectedId} id={selectedId} onTaken={() => setTab('mine')} />
        ) : (
          <p className="admin-empty admin-chat__placeholder">Choose a chat to read it.</p>
        )}
      </div>
    </section>
  );
}

/** `onTaken`: the chat is now the staff member's own, so the inbox shows their tab. */
function ChatView({ id, onTaken }: { id: string; onTaken: () => void }) {
  const detail = useQuery(chatDetailQueryOptions(id));
  if (detail.isPending) return <Spinner label="Loading the chat" />;
  if (detail.error) return <LoadError what="The chat" onRetry={() => void detail.refetch()} />;
  return (
    <>
      <Conversation detail={detail.data} onTaken={onTaken} />
      <aside className="admin-chat__context" aria-label="Player context">
        {detail.data.player ? <PlayerContext player={detail.data.player} /> : <VisitorContext email={detail.data.inbox.email} />}
      </aside>
    </>
  );
}

function Conversation({ detail, onTaken }: { detail: AdminChatDetail; onTaken: () => void }) {
  const queryClient = useQueryClient();
  const me = useQuery(staffMeQueryOptions);
  const canned = useQuery(cannedRepliesQueryOptions);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { conversation, inbox } = detail;
  const open = conversation.status === 'open';
  const mine = inbox.assignedTo !== null && inbox.assignedTo === me.data?.email;

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: ['staff', 'chat'] });
      return true;
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The back office could not be reached');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const take = async () => {
    if (await run(() => staffChatCalls.assign(conversation.id))) onTaken();
  };

  const reply = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await run(() => staffChatCalls.reply(conversation.id, text)))) return;
    setText('');
    onTaken();
  };

  return (
    <article className="admin-chat__conversation" aria-label={`Chat with ${inbox.email}`}>
      <div className="admin-chat__bar">
        <div>
          <strong>{inbox.email}</strong>
          <span className="admin__muted">
            {' '}
            · {open ? (inbox.assignedTo ? `answered by ${inbox.assignedTo}` : 'unassigned') : 'closed'}
            {conversation.rating !== null && ` · rated ${conversation.rating}/5`}
          </span>
        </div>
        {open && (
          <div className="admin-chat__bar-actions">
            {!mine && (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void take()}>
                Assign to me
              </Button>
            )}
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => staffChatCalls.close(conversation.id))}>
              Close chat
            </Button>
          </div>
        )}
      </div>
      <div className="admin-chat__log" role="log" aria-live="polite" aria-label="Messages">
        <ol className="admin-chat__messages">
          {conversation.messages.map((message) => (
            <li key={message.id} className={message.author === 'staff' ? 'admin-chat__message admin-chat__message--staff' : 'admin-chat__message'}>
              <span className="admin__muted">
                {message.author === 'staff' ? (message.authorName ?? 'Staff') : message.author === 'player' ? 'Player' : 'Visitor'} ·{' '}
                {dateTimeOf(message.createdAt)}
              </span>
              {message.text && <p>{message.text}</p>}
              {message.attachment && (
                <a href={staffAttachmentUrl(conversation.id, message.attachment.id)} target="_blank" rel="noreferrer" className="admin-link">
                  {message.attachment.contentType} · {Math.ceil(message.attachment.sizeBytes / 1024)} KB
                </a>
              )}
            </li>
          ))}
        </ol>
      </div>
      {open && (
        <form className="admin-chat__reply" onSubmit={(event) => void reply(event)} noValidate>
          <div className="admin-chat__canned">
            <label htmlFor="canned-reply">Canned reply</label>
            <select
              id="canned-reply"
              value=""
              onChange={(event) => {
                const chosen = canned.data?.replies.find((candidate) => candidate.id === event.target.value);
                if (chosen) setText(chosen.text);
              }}
            >
              <option value="">Insert…</option>
              {canned.data?.replies.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </div>
          <label htmlFor="chat-reply" className="visually-hidden">
            Your answer
          </label>
          <textarea id="chat-reply" rows={3} value={text} onChange={(event) => setText(event.target.value)} placeholder="Write your answer…" />
          <FormAlert message={error} />
          <Button type="submit" loading={busy}>
            Send answer
          </Button>
        </form>
      )}
      {!open && <FormAlert message={error} />}
    </article>
  );
}

const statusNames: Record<string, string> = { missing: 'not uploaded', pending: 'waiting for review', approved: 'approved', rejected: 'rejected' };

function PlayerContext({ player }: { player: ChatPlayerContext }) {
  const limitsSet = player.limits.filter((limit) => limit.amount !== null);
  return (
    <>
      <h2 className="admin__subtitle">{player.fullName || player.email}</h2>
      <dl className="admin-facts">
        <dt>Email</dt>
        <dd>{player.email}</dd>
        <dt>Account</dt>
        <dd>
          <PlayerStatus player={player} />
          {player.exclusion && <p className="admin__muted">Withdrawals only: make no offer or bonus.</p>}
        </dd>
        <dt>Identity</dt>
        <dd>{statusNames[player.verification.identity] ?? player.verification.identity}</dd>
        <dt>Address</dt>
        <dd>{statusNames[player.verification.bill] ?? player.verification.bill}</dd>
        <dt>Bonus</dt>
        <dd>{player.activeBonus ?? 'none active'}</dd>
      </dl>
      <h3 className="admin-chat__context-title">Last deposits and withdrawals</h3>
      {player.recentPayments.length === 0 ? (
        <p className="admin__muted">None yet.</p>
      ) : (
        <ul className="admin-chat__payments">
          {player.recentPayments.map((payment) => (
            <li key={`${payment.createdAt}-${payment.kind}-${payment.amount}`}>
              <span>{payment.kind}</span>
              <span>
                {payment.amount} {payment.currency}
              </span>
              <span className="admin__muted">{dateTimeOf(payment.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="admin-chat__context-title">Limits</h3>
      {limitsSet.length === 0 && <p className="admin__muted">No limits set.</p>}
      <ul className="admin-chat__payments">
        {limitsSet.map((limit) => (
          <li key={`${limit.kind}-${limit.period}`}>
            <span>
              {limit.kind} / {limit.period}
            </span>
            <span>{limit.amount}</span>
            <span className="admin__muted">used {limit.used}</span>
          </li>
        ))}
      </ul>
      <Link to={`/admin/players/${player.playerId}`} className="admin-link">
        Open the player’s account
      </Link>
    </>
  );
}

function VisitorContext({ email }: { email: string }) {
  return (
    <>
      <h2 className="admin__subtitle">Visitor</h2>
      <p className="admin__muted">Not signed in: no account to show. Answers are seen in the chat; the transcript goes to {email} on request.</p>
    </>
  );
}
