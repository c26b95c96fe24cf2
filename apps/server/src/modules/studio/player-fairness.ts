import type { PlayerFairnessResponse } from '@lodestar/contracts';
import { studioRepo as repo } from './repo.ts';
import { toStudioRound } from './round-view.ts';
import type { StudioContext } from './studio-context.ts';

const PLAYER_ROUNDS_SHOWN = 50;

/** The fairness page of the casino site: the player's seeds and latest real-money rounds with their game names. */
export async function playerFairness({ db, seeds, catalogueById }: StudioContext, playerId: string): Promise<PlayerFairnessResponse> {
  const [fairness, rounds, byId] = await Promise.all([
    seeds.fairness({ playerId }),
    repo.latestRealOfPlayer(db, playerId, PLAYER_ROUNDS_SHOWN),
    catalogueById(),
  ]);
  return {
    ...fairness,
    rounds: rounds.map((row) => ({
      ...toStudioRound(row),
      gameName: byId.get(row.round.gameId)?.name ?? row.round.launchId,
      currency: row.round.currency as PlayerFairnessResponse['rounds'][number]['currency'],
    })),
  };
}
