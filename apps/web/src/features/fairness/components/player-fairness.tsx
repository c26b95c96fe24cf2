import { useQuery } from '@tanstack/react-query';
import type { PlayerFairnessRound } from '@lodestar/contracts';
import type { StudioOutcome } from '@lodestar/games';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { playerFairnessQueryOptions } from '../api';
import { emptyVerifierValues, verifierValuesOfRound } from '../verifier-form';
import { ActiveSeedCard } from './active-seed-card';
import { RecentRounds } from './recent-rounds';
import { RevealedSeeds } from './revealed-seeds';
import type { VerifierPrefill } from './round-verifier';

function prefillOfRound(round: PlayerFairnessRound): VerifierPrefill {
  return {
    values: verifierValuesOfRound(round),
    recorded: { outcome: round.outcome as StudioOutcome, stake: round.stake, payout: round.payout, currency: round.currency },
  };
}

/** The signed-in player's seeds and rounds; every round and revealed pair can be sent to the verifier. */
export function PlayerFairness({ onVerify }: { onVerify: (prefill: VerifierPrefill) => void }) {
  const fairness = useQuery(playerFairnessQueryOptions);

  if (fairness.isPending) return <Spinner label="Loading your seeds" />;
  if (fairness.isError) {
    return (
      <section className="fairness-card">
        <LoadError what="Your seeds and rounds" onRetry={() => void fairness.refetch()} />
      </section>
    );
  }

  const { active, revealed, rounds } = fairness.data;
  return (
    <div className="fairness-player">
      <ActiveSeedCard active={active} />
      <RevealedSeeds
        revealed={revealed}
        onUse={(seed) =>
          onVerify({
            values: {
              ...emptyVerifierValues,
              serverSeed: seed.serverSeed,
              serverSeedHash: seed.serverSeedHash,
              clientSeed: seed.clientSeed,
              // The pair's last round: the one a player most often comes to check.
              nonce: String(Math.max(seed.nonceCount - 1, 0)),
            },
          })
        }
      />
      <RecentRounds rounds={rounds} onVerify={(round) => onVerify(prefillOfRound(round))} />
    </div>
  );
}
