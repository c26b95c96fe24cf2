import type { Verification } from './round-verifier';
import { ReplayedOutcome } from './replayed-outcome';
import { useFormatMinorUnits } from '../use-format-minor-units';
import { sameJson } from '../same-json';

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <p className={`fairness-check fairness-check--${ok ? 'ok' : 'bad'}`}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.16" />
        {ok ? (
          <path d="M6 10.4l2.6 2.6L14 7.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M7 7l6 6M13 7l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** What the replay found: the hash check, the round as the seeds decide it, its money, and the match with the record. */
export function ReplayReport({ verification }: { verification: Verification }) {
  const formatMoney = useFormatMinorUnits();
  if (verification.status === 'refused') {
    return (
      <div className="fairness-report" role="status">
        <Check ok={false}>The game refuses this round: {verification.message}</Check>
      </div>
    );
  }
  const { replay, seedHash, expectedHash, recorded, launchId } = verification;
  const amount = (minor: bigint) => (recorded ? formatMoney(minor.toString(), recorded.currency) : `${minor} minor units`);
  const matchesRecord =
    recorded &&
    sameJson(replay.outcome, recorded.outcome) &&
    replay.payout.toString() === recorded.payout &&
    replay.totalStake.toString() === recorded.stake;

  return (
    <div className="fairness-report" role="status" aria-label="Verification result">
      <div className="fairness-report__checks">
        {expectedHash ? (
          <Check ok={seedHash === expectedHash}>
            {seedHash === expectedHash
              ? 'SHA-256 of the server seed matches the hash shown before play'
              : 'SHA-256 of the server seed does not match the hash shown before play'}
          </Check>
        ) : null}
        {recorded && (
          <Check ok={Boolean(matchesRecord)}>
            {matchesRecord ? 'The recomputed round matches the recorded round' : 'The recomputed round differs from the recorded round'}
          </Check>
        )}
      </div>
      <dl className="fairness-facts">
        <div className="fairness-facts__row fairness-facts__row--wide">
          <dt>SHA-256 of the server seed</dt>
          <dd className="fairness-mono">{seedHash}</dd>
        </div>
        <div className="fairness-facts__row">
          <dt>Total stake</dt>
          <dd>{amount(replay.totalStake)}</dd>
        </div>
        <div className="fairness-facts__row">
          <dt>Payout</dt>
          <dd className={replay.payout > 0n ? 'fairness-win' : undefined}>{replay.finished ? amount(replay.payout) : 'Round not finished'}</dd>
        </div>
      </dl>
      <ReplayedOutcome outcome={replay.outcome} launchId={launchId} />
    </div>
  );
}
