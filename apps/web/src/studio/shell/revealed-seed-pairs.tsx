import type { FairnessResponse } from '@lodestar/contracts';
import { PanelSection } from './panel-section';
import { SeedFact } from './seed-fact';

type RevealedPair = FairnessResponse['revealed'][number];

const titleOf = (index: number) => (index === 0 ? 'Previous seed pair' : 'Earlier seed pair');

/** The seeds a player needs to check the rounds of a revealed pair, newest first: the previous pair leads. */
export function RevealedSeedPairs({ revealed }: { revealed: RevealedPair[] }) {
  if (revealed.length === 0) return <p className="studio-panel__note">No seed pair has been rotated yet.</p>;
  return (
    <PanelSection title="Revealed seed pairs">
      <ul className="studio-revealed">
        {revealed.map((pair, index) => (
          <li key={pair.serverSeedHash} className="studio-revealed__item" aria-label={titleOf(index)}>
            <p className="studio-revealed__title">{titleOf(index)}</p>
            <dl className="studio-facts">
              <SeedFact term="Server seed" value={pair.serverSeed} wide />
              <SeedFact term="Its hash (SHA-256)" value={pair.serverSeedHash} wide />
              <SeedFact term="Client seed" value={pair.clientSeed} />
              <div>
                <dt>Last nonce used</dt>
                <dd className="studio-facts__figure">{pair.nonceCount === 0 ? 'None: no rounds played' : pair.nonceCount - 1}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
