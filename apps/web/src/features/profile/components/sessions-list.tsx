import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SessionSummary } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { describeUserAgent, formatDateTime } from '@/lib/format';
import { sessionsQueryOptions, useRevokeSession } from '../api';
import { describeLocation } from './session-location';
import './profile.css';

const MOBILE_USER_AGENT = /iPhone|iPad|iPod|Android|Mobile/;

/** A phone for a mobile browser, a screen for anything else. */
function DeviceIcon({ userAgent }: { userAgent: string | null }) {
  const mobile = userAgent !== null && MOBILE_USER_AGENT.test(userAgent);
  return (
    <svg className="session-row__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {mobile ? (
        <>
          <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M8 20h8M12 16v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

function SessionRow({ session }: { session: SessionSummary }) {
  const deviceId = useId();
  const revoke = useRevokeSession();

  const signOut = () =>
    revoke.mutate(session.id, {
      onError: (error) => showToast(isApiError(error) ? error.body.message : 'The session could not be signed out', 'error'),
    });

  return (
    <li className="session-row">
      <DeviceIcon userAgent={session.userAgent} />
      <div className="session-row__details">
        <p id={deviceId} className="session-row__device">
          {describeUserAgent(session.userAgent)}
          {session.current && <span className="session-row__current">This device</span>}
        </p>
        <p className="session-row__meta">
          {describeLocation(session)} · Signed in {formatDateTime(session.createdAt)} · Last active {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        <Button variant="danger" size="sm" aria-describedby={deviceId} loading={revoke.isPending} onClick={signOut}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where the player is signed in; any other device can be signed out from here. */
export function SessionsList() {
  const sessions = useQuery(sessionsQueryOptions);

  if (sessions.isPending) return <Spinner label="Loading sessions" />;
  if (sessions.isError) return <LoadError what="Your sessions" onRetry={() => void sessions.refetch()} />;

  // The device in use comes first: it is the one the player recognises.
  const ordered = sessions.data.sessions.toSorted((a, b) => Number(b.current) - Number(a.current));
  return (
    <ul className="sessions-list">
      {ordered.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  );
}
