import { useId } from 'react';
import type { PlayerFairnessRound } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { formatDateTime } from '@/lib/format';
import { useFormatMinorUnits } from '../use-format-minor-units';

function RoundRow({ round, onVerify }: { round: PlayerFairnessRound; onVerify: () => void }) {
  const nameId = useId();
  const formatMoney = useFormatMinorUnits();
  const won = BigInt(round.payout) > 0n;
  return (
    <li className="fairness-list__item fairness-round">
      <div className="fairness-round__game">
        <p id={nameId} className="fairness-round__name">
          {round.gameName} <span className="fairness-round__nonce">nonce {round.fairness.nonce}</span>
        </p>
        <p className="fairness-round__meta">
          {formatDateTime(round.createdAt)}
          {round.fairness.serverSeed === null && ' · seed not revealed yet'}
        </p>
      </div>
      <p className="fairness-round__amounts">
        <span>Stake {formatMoney(round.stake, round.currency)}</span>
        <span className={won ? 'fairness-round__payout fairness-round__payout--won' : 'fairness-round__payout'}>
          {round.status === 'open' ? 'In play' : `Paid ${formatMoney(round.payout, round.currency)}`}
        </span>
      </p>
      <Button variant="secondary" size="sm" aria-describedby={nameId} onClick={onVerify}>
        Verify
      </Button>
    </li>
  );
}

/** The player's latest rounds, each one click away from the verifier. */
export function RecentRounds({ rounds, onVerify }: { rounds: PlayerFairnessRound[]; onVerify: (round: PlayerFairnessRound) => void }) {
  return (
    <section className="fairness-card fairness-stack fairness-stack--tight" aria-labelledby="fairness-rounds-title">
      <div>
        <h2 id="fairness-rounds-title" className="fairness-card__title">
          Your recent rounds
        </h2>
        <p className="fairness-card__text">
          Your latest 50 real-money rounds of Lodestar Originals. A round can be checked once its server seed is revealed.
        </p>
      </div>
      {rounds.length === 0 ? (
        <p className="fairness-card__empty">No rounds yet: play any Lodestar Original and it shows up here.</p>
      ) : (
        <ul className="fairness-list">
          {rounds.map((round) => (
            <RoundRow key={round.id} round={round} onVerify={() => onVerify(round)} />
          ))}
        </ul>
      )}
    </section>
  );
}
