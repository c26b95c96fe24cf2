import { studioGameFor } from '@lodestar/games';
import type { StudioRound } from '@lodestar/contracts';
import type { RoundWithSeeds } from './repo.ts';

/** A round as the client sees it: the engine's player view, so hidden information shows only once it is over. */
export function toStudioRound({ round, serverSeedHash, revealedServerSeed }: RoundWithSeeds): StudioRound {
  const game = studioGameFor(round.launchId);
  if (!game) throw new Error(`round ${round.id} is of an unknown game ${round.launchId}`);
  return {
    id: round.id,
    launchId: round.launchId,
    status: round.status === 'closed' ? 'closed' : 'open',
    stake: round.stake.toString(),
    payout: round.payout.toString(),
    params: round.params,
    actions: round.actions,
    outcome: game.view(round.state),
    fairness: { serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce, serverSeed: revealedServerSeed },
    jackpotWin: round.jackpotWin?.toString() ?? null,
    createdAt: round.createdAt.toISOString(),
  };
}
