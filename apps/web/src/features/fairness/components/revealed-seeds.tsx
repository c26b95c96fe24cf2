import type { FairnessResponse } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { formatDateTime } from '@/lib/format';

type RevealedSeed = FairnessResponse['revealed'][number];

/** Seed pairs already rotated out: their server seed is public now and checks every round played with them. */
export function RevealedSeeds({ revealed, onUse }: { revealed: RevealedSeed[]; onUse: (seed: RevealedSeed) => void }) {
  return (
    <section className="fairness-card fairness-stack fairness-stack--tight" aria-labelledby="fairness-revealed-title">
      <div>
        <h2 id="fairness-revealed-title" className="fairness-card__title">
          Revealed seeds
        </h2>
        <p className="fairness-card__text">Each rotation reveals the server seed you played with. Newest first.</p>
      </div>
      {revealed.length === 0 ? (
        <p className="fairness-card__empty">Nothing revealed yet: rotate your seed to reveal the one in play.</p>
      ) : (
        <ul className="fairness-list">
          {revealed.map((seed) => (
            <li key={seed.serverSeedHash} className="fairness-list__item fairness-revealed">
              <dl className="fairness-facts">
                <div className="fairness-facts__row fairness-facts__row--wide">
                  <dt>Server seed</dt>
                  <dd className="fairness-mono">{seed.serverSeed}</dd>
                </div>
                <div className="fairness-facts__row fairness-facts__row--wide">
                  <dt>SHA-256 hash</dt>
                  <dd className="fairness-mono">{seed.serverSeedHash}</dd>
                </div>
                <div className="fairness-facts__row">
                  <dt>Client seed</dt>
                  <dd className="fairness-mono">{seed.clientSeed}</dd>
                </div>
                <div className="fairness-facts__row">
                  <dt>Nonces used</dt>
                  <dd>{seed.nonceCount === 0 ? 'None' : `0 to ${seed.nonceCount - 1}`}</dd>
                </div>
                <div className="fairness-facts__row">
                  <dt>Revealed</dt>
                  <dd>{formatDateTime(seed.revealedAt)}</dd>
                </div>
              </dl>
              <Button variant="ghost" size="sm" onClick={() => onUse(seed)}>
                Use in the verifier
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
