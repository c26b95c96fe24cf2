import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminPlayerDetail } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { isApiError } from '@/lib/api-client';
import { Empty, NumberHead, ScrollTable, Section } from './player-detail-parts';
import { playerActions } from './players-api';
import { dateTimeOf } from './staff-gate';

type Detail = AdminPlayerDetail;

/** Who the player is and whether they may play. */
export function ProfileSection({ profile }: { profile: Detail['profile'] }) {
  return (
    <Section title="Profile">
      <dl className="admin-facts">
        <dt>Registered</dt>
        <dd>{dateTimeOf(profile.createdAt)}</dd>
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
              {dateTimeOf(profile.lockedAt)}: {profile.lockReason}
            </dd>
          </>
        )}
        {profile.coolOffUntil && (
          <>
            <dt>Cooling off until</dt>
            <dd>{dateTimeOf(profile.coolOffUntil)}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}

/** Balances per currency: cash, bonus, free-spin winnings and cash held for cashouts. */
export function WalletsSection({ wallets }: { wallets: Detail['wallets'] }) {
  return (
    <Section title="Wallets">
      {wallets.length === 0 ? (
        <Empty>No money yet.</Empty>
      ) : (
        <table className="admin-table admin-table--compact">
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <NumberHead>Cash</NumberHead>
              <NumberHead>Bonus</NumberHead>
              <NumberHead>Free spins</NumberHead>
              <NumberHead>Held</NumberHead>
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
  );
}

/** The limits the player (or staff) set, in EUR, with what is used and what is pending. */
export function LimitsSection({ limits }: { limits: Detail['limits'] }) {
  const set = limits.filter((limit) => limit.amount !== null || limit.pending);
  return (
    <Section title="Limits (EUR)">
      {set.length === 0 ? (
        <Empty>No limit set.</Empty>
      ) : (
        <table className="admin-table admin-table--compact">
          <thead>
            <tr>
              <th scope="col">Limit</th>
              <NumberHead>Amount</NumberHead>
              <NumberHead>Used</NumberHead>
              <th scope="col">Pending</th>
            </tr>
          </thead>
          <tbody>
            {set.map((limit) => (
              <tr key={`${limit.kind}-${limit.period}`}>
                <td>
                  {limit.kind} / {limit.period}
                </td>
                <td className="admin-num">{limit.amount ?? 'none'}</td>
                <td className="admin-num">{limit.used}</td>
                <td>{limit.pending ? `${limit.pending.amount ?? 'none'} from ${dateTimeOf(limit.pending.effectiveAt)}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** Where the player is signed in now. */
export function SessionsSection({ sessions }: { sessions: Detail['sessions'] }) {
  return (
    <Section title={`Active sessions (${sessions.length})`}>
      {sessions.length === 0 ? (
        <Empty>Signed out everywhere.</Empty>
      ) : (
        <ul className="admin-list">
          {sessions.map((session) => (
            <li key={session.id}>
              <strong>{session.countryCode ?? '??'}</strong> {session.ipAddress ?? 'unknown IP'} · last seen {dateTimeOf(session.lastSeenAt)}
              <div className="admin__muted admin-list__sub">{session.userAgent}</div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The newest ledger entries of the player's accounts. */
export function LedgerSection({ entries }: { entries: Detail['ledgerEntries'] }) {
  return (
    <Section title="Ledger entries" wide>
      {entries.length === 0 ? (
        <Empty>No movement yet.</Empty>
      ) : (
        <ScrollTable label="Ledger entries table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Kind</th>
              <th scope="col">Account</th>
              <NumberHead>Amount</NumberHead>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.entryId}>
                <td>{dateTimeOf(entry.createdAt)}</td>
                <td>{entry.kind}</td>
                <td>
                  {entry.currency} {entry.purpose}
                </td>
                <td className={`admin-num ${entry.amount.startsWith('-') ? 'admin-num--out' : 'admin-num--in'}`}>{entry.amount}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

/** What staff wrote about the player, newest first. */
export function NotesSection({ playerId, notes }: { playerId: string; notes: Detail['notes'] }) {
  return (
    <Section title="Staff notes">
      <NoteForm playerId={playerId} />
      {notes.length === 0 ? (
        <Empty>No note yet.</Empty>
      ) : (
        <ul className="admin-list">
          {notes.map((note) => (
            <li key={note.id}>
              <div className="admin__muted admin-list__sub">
                {note.staffEmail} · {dateTimeOf(note.createdAt)}
              </div>
              {note.text}
            </li>
          ))}
        </ul>
      )}
    </Section>
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
