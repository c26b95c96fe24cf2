import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PlayerActions } from './player-actions';
import { playerActions, playerDetailQueryOptions } from './players-api';
import { useStaffPage } from './use-staff-page';

const timeOf = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`admin-panel${wide ? ' admin-panel--wide' : ''}`} aria-label={title}>
      <h2 className="admin-panel__title">{title}</h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="admin__muted admin-panel__empty">{children}</p>;

/** Everything staff may see of one player, and what they may do to them. */
export function AdminPlayerDetailPage() {
  const { id = '' } = useParams();
  const { me, signedOut } = useStaffPage();
  const detail = useQuery({ ...playerDetailQueryOptions(id), enabled: !signedOut });
  useDocumentTitle(detail.data ? `${detail.data.profile.email} · Players` : 'Player · Back office');

  if (signedOut) return <Navigate to="/admin/sign-in" replace />;
  if (detail.isPending || me.isPending) return <Spinner label="Loading the player" />;
  if (detail.error && isApiError(detail.error) && detail.error.status === 404)
    return <LoadError what="this player (no such id)" onRetry={() => void detail.refetch()} />;
  if (detail.error || me.error) return <LoadError what="the player" onRetry={() => void detail.refetch()} />;

  const { profile, wallets, limits, sessions, ledgerEntries, notes } = detail.data;
  return (
    <div className="admin-player">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / <Link to="/admin/players">Players</Link> / {profile.email}
      </nav>
      <header className="admin-player__head">
        <div>
          <h1 className="admin__title">
            {profile.fullName}{' '}
            {profile.locked ? <span className="admin-badge admin-badge--danger">Locked</span> : <span className="admin-badge">Active</span>}
          </h1>
          <p className="admin__muted">
            {profile.email} · <code>{profile.id}</code>
          </p>
        </div>
        <PlayerActions player={profile} permissions={me.data.permissions} />
      </header>

      <div className="admin-grid">
        <Section title="Profile">
          <dl className="admin-facts">
            <dt>Registered</dt>
            <dd>{timeOf(profile.createdAt)}</dd>
            <dt>Email</dt>
            <dd>{profile.emailConfirmed ? 'Confirmed' : 'Not confirmed'}</dd>
            <dt>Currency</dt>
            <dd>{profile.currency}</dd>
            <dt>Language</dt>
            <dd>{profile.language}</dd>
            {profile.lockedAt && (
              <>
                <dt>Locked</dt>
                <dd>
                  {timeOf(profile.lockedAt)}: {profile.lockReason}
                </dd>
              </>
            )}
            {profile.coolOffUntil && (
              <>
                <dt>Cooling off until</dt>
                <dd>{timeOf(profile.coolOffUntil)}</dd>
              </>
            )}
          </dl>
        </Section>

        <Section title="Wallets">
          {wallets.length === 0 ? (
            <Empty>No money yet.</Empty>
          ) : (
            <table className="admin-table admin-table--compact">
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col" className="admin-num">
                    Cash
                  </th>
                  <th scope="col" className="admin-num">
                    Bonus
                  </th>
                  <th scope="col" className="admin-num">
                    Free spins
                  </th>
                  <th scope="col" className="admin-num">
                    Held
                  </th>
                </tr>
              </thead>
              <tbody>
                {wallets.map((wallet) => (
                  <tr key={wallet.currency}>
                    <td>{wallet.currency}</td>
                    <td className="admin-num">{wallet.cash}</td>
                    <td className="admin-num">{wallet.bonus}</td>
                    <td className="admin-num">{wallet.freeSpin}</td>
                    <td className="admin-num">{wallet.withdrawalHold}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Section>

        <Section title="Limits (EUR)">
          <table className="admin-table admin-table--compact">
            <thead>
              <tr>
                <th scope="col">Limit</th>
                <th scope="col" className="admin-num">
                  Amount
                </th>
                <th scope="col" className="admin-num">
                  Used
                </th>
                <th scope="col">Pending</th>
              </tr>
            </thead>
            <tbody>
              {limits
                .filter((limit) => limit.amount !== null || limit.pending)
                .map((limit) => (
                  <tr key={`${limit.kind}-${limit.period}`}>
                    <td>
                      {limit.kind} / {limit.period}
                    </td>
                    <td className="admin-num">{limit.amount ?? 'none'}</td>
                    <td className="admin-num">{limit.used}</td>
                    <td>{limit.pending ? `${limit.pending.amount ?? 'none'} from ${timeOf(limit.pending.effectiveAt)}` : ''}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          {limits.every((limit) => limit.amount === null && !limit.pending) && <Empty>No limit set.</Empty>}
        </Section>

        <Section title={`Active sessions (${sessions.length})`}>
          {sessions.length === 0 ? (
            <Empty>Signed out everywhere.</Empty>
          ) : (
            <ul className="admin-list">
              {sessions.map((session) => (
                <li key={session.id}>
                  <strong>{session.countryCode ?? '??'}</strong> {session.ipAddress ?? 'unknown IP'} · last seen {timeOf(session.lastSeenAt)}
                  <div className="admin__muted admin-list__sub">{session.userAgent}</div>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Ledger entries" wide>
          {ledgerEntries.length === 0 ? (
            <Empty>No movement yet.</Empty>
          ) : (
            <div className="admin-table-wrap admin-table-wrap--scroll">
              <table className="admin-table admin-table--compact">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Account</th>
                    <th scope="col" className="admin-num">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ledgerEntries.map((entry) => (
                    <tr key={entry.entryId}>
                      <td>{timeOf(entry.createdAt)}</td>
                      <td>{entry.kind}</td>
                      <td>
                        {entry.currency} {entry.purpose}
                      </td>
                      <td className={`admin-num ${entry.amount.startsWith('-') ? 'admin-num--out' : 'admin-num--in'}`}>{entry.amount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>

        <Section title="Staff notes" wide>
          <NoteForm playerId={profile.id} />
          {notes.length === 0 ? (
            <Empty>No note yet.</Empty>
          ) : (
            <ul className="admin-list">
              {notes.map((note) => (
                <li key={note.id}>
                  <div className="admin__muted admin-list__sub">
                    {note.staffEmail} · {timeOf(note.createdAt)}
                  </div>
                  {note.text}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

function NoteForm({ playerId }: { playerId: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await playerActions.addNote(playerId, text);
      setText('');
      await queryClient.invalidateQueries({ queryKey: ['staff', 'players', 'detail', playerId] });
    } catch (failure) {
      setError(isApiError(failure) ? failure.body.message : 'The note was not saved. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-note-form" onSubmit={(event) => void submit(event)}>
      <textarea
        className="admin-input"
        aria-label="New note"
        required
        maxLength={500}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Add note
      </Button>
      {error && (
        <p className="admin-dialog__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
