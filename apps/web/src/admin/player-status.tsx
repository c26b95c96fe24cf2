import { adminPlayerStatusLabels as labels, type AdminPlayerSummary } from '@lodestar/contracts';
import { dateTimeOf } from './staff-gate';

/**
 * The player's standing as badges: a staff lock, and a time-out or self-exclusion they took with its end; Active
 * only when neither holds, so staff never read a player who cannot play as active.
 */
export function PlayerStatus({ player }: { player: Pick<AdminPlayerSummary, 'locked' | 'exclusion'> }) {
  const { locked, exclusion } = player;
  if (!locked && !exclusion) return <span className="admin-badge">{labels.active}</span>;
  const until = exclusion?.endsAt ? dateTimeOf(exclusion.endsAt) : null;
  return (
    <span className="admin-statuses">
      {locked && <span className="admin-badge admin-badge--danger">{labels.locked}</span>}
      {exclusion && (
        <span className="admin-badge admin-badge--warn">{exclusion.kind === 'time-out' ? labels.timedOut(until!) : labels.selfExcluded(until)}</span>
      )}
    </span>
  );
}
