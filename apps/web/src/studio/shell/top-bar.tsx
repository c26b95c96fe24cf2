import type { StudioSession } from '@lodestar/contracts';
import { formatNetPosition, type AmountFormatter } from './session-figures';
import { useElapsed } from './use-elapsed';

interface TopBarProps {
  session: StudioSession;
  formatAmount: AmountFormatter;
  onOpenInfo: () => void;
  onOpenFairness: () => void;
}

/** Game name, mode, balance and the reality check of UKGC RTS 13C/2E: time played and net position. */
export function TopBar({ session, formatAmount, onOpenInfo, onOpenFairness }: TopBarProps) {
  const elapsed = useElapsed(session.sessionStartedAt);
  const net = BigInt(session.netPosition);
  return (
    <header className="studio-bar">
      <div className="studio-bar__title">
        <svg className="studio-bar__star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 1.5l2.2 8.3 8.3 2.2-8.3 2.2L12 22.5l-2.2-8.3L1.5 12l8.3-2.2z" fill="currentColor" />
        </svg>
        <h1 className="studio-bar__name">{session.game.name}</h1>
        <span className={`studio-bar__mode studio-bar__mode--${session.mode}`}>{session.mode === 'demo' ? 'DEMO' : 'REAL'}</span>
      </div>
      <div className="studio-bar__figures">
        <p className="studio-bar__balance">
          <span className="studio-bar__caption">{session.mode === 'demo' ? 'Demo balance' : 'Balance'}</span>
          <output className="studio-bar__amount" aria-live="polite" data-testid="studio-balance">
            {formatAmount(session.balance)}
          </output>
        </p>
        <p className="studio-bar__session" data-testid="studio-session">
          <span>
            Session <time dateTime={session.sessionStartedAt}>{elapsed}</time>
          </span>
          {/* A phone stacks the time over the net position instead (studio-bar.css). */}
          <span className="studio-bar__separator" aria-hidden="true">
            {' · '}
          </span>
          <span className={net < 0n ? 'studio-bar__net--down' : net > 0n ? 'studio-bar__net--up' : undefined}>
            Net {formatNetPosition(session.netPosition, formatAmount)}
          </span>
        </p>
      </div>
      <nav className="studio-bar__actions" aria-label="Game information">
        {session.jackpot && (
          <button type="button" className="studio-bar__action studio-bar__action--jackpot" onClick={onOpenInfo} aria-haspopup="dialog">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 1.5l2.2 8.3 8.3 2.2-8.3 2.2L12 22.5l-2.2-8.3L1.5 12l8.3-2.2z" fill="currentColor" />
            </svg>
            <span className="studio-bar__action-label">Jackpot rules</span>
          </button>
        )}
        <button type="button" className="studio-bar__action" onClick={onOpenInfo} aria-haspopup="dialog">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M12 11v6M12 7.5v.01" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="studio-bar__action-label">Info</span>
        </button>
        <button type="button" className="studio-bar__action" onClick={onOpenFairness} aria-haspopup="dialog">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 2.5l8 3v6c0 5-3.4 8.7-8 10-4.6-1.3-8-5-8-10v-6z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="studio-bar__action-label">Fairness</span>
        </button>
      </nav>
    </header>
  );
}
