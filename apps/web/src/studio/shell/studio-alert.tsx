import { errorCodes } from '@lodestar/contracts/schema-free';
import type { StudioProblem } from './use-rounds';

interface StudioAlertProps {
  problem: StudioProblem | null;
  mode: 'real' | 'demo';
  onDismiss: () => void;
}

/** What the player can do about a refusal, when there is something to do. */
function hintFor(problem: StudioProblem, mode: 'real' | 'demo'): string | undefined {
  if (problem.code === errorCodes.notEnoughMoney) {
    return mode === 'real'
      ? 'Make a deposit on the casino site, or lower your stake.'
      : 'Lower your stake, or reopen the game for a fresh demo balance.';
  }
  if (problem.code === errorCodes.invalidToken || problem.code === errorCodes.notAuthenticated) {
    return 'Your game session has ended. Open the game again from the casino.';
  }
  return undefined;
}

/** The live region the API's refusals appear in; it is always on the page so screen readers announce them. */
export function StudioAlert({ problem, mode, onDismiss }: StudioAlertProps) {
  const hint = problem && hintFor(problem, mode);
  return (
    <div className="studio-alert-region" role="alert">
      {problem && (
        <div className="studio-alert">
          <svg className="studio-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 3l10 18H2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v5M12 18v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <div className="studio-alert__text">
            <p className="studio-alert__message">{problem.message}</p>
            {hint && <p className="studio-alert__hint">{hint}</p>}
          </div>
          <button type="button" className="studio-alert__close" aria-label="Dismiss message" onClick={onDismiss}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
