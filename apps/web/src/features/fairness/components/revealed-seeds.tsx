import type { FairnessResponse } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { formatDateTime } from '@/lib/format';

type RevealedSeed = FairnessResponse['revealed'][number];

const titleOf = (index: number) => (index === 0 ? 'Previous seed pair' : 'Earlier seed pair');

/**
 * Seed pairs already rotated out, newest first: their server seed is public now and checks every round played with
 * them. The first is the previous pair, the one the last rounds before a new client seed used.
 */
export function RevealedSeeds({ revealed, onUse }: { revealed: RevealedSeed[]; onUse: (seed: RevealedSeed) => void }) {
  return (
    <section className="fairness-card fairness-stack fairness-stack--tight" aria-labelledby="fairness-revealed-title">
      <div>
        <h2 id="fairness-revealed-title" className="fairness-card__title">
          Revealed seeds
        </h2>
        <p className="fairness-card__text">Each new seed pair reveals the server seed you played with before. Newest first.</p>
      </div>
      {revealed.length === 0 ? (
        <p className="fairness-card__empty">Nothing revealed yet: rotate your seed pair to reveal the server seed in play.</p>
      ) : (
        <ul className="fairness-list">
          {revealed.map((seed, index) => (
            <li key={seed.serverSeedHash} className="fairness-list__item fairness-revealed" aria-label={titleOf(index)}>
              <p className="fairness-revealed__title">{titleOf(index)}</p>
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
                  <dt>Last nonce used</dt>
                  <dd>{seed.nonceCount === 0 ? 'None: no rounds played' : seed.nonceCount - 1}</dd>
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
