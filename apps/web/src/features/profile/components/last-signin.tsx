import { useQuery } from '@tanstack/react-query';
import { describeUserAgent, formatDateTime } from '@/lib/format';
import { securityOverviewQueryOptions } from '../two-factor-api';
import { describeLocation } from './session-location';
import './two-factor.css';

/** "Last sign-in: 22 Nov 2026, 14:03 from Chrome on Windows": a sign-in the player does not recognise stands out. */
export function LastSignin() {
  const overview = useQuery(securityOverviewQueryOptions);
  if (!overview.isSuccess) return null;
  const previous = overview.data.previousSignin;
  return (
    <p className="last-signin" data-testid="last-signin">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M8 4.5V8l2.4 1.6" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      {previous ? (
        <span>
          Last sign-in: <strong>{formatDateTime(previous.at)}</strong> from {describeUserAgent(previous.userAgent)} ({describeLocation(previous)})
        </span>
      ) : (
        <span>This is your first sign-in.</span>
      )}
    </p>
  );
}
