import type { SimulatableGame } from '../simulatable-game.ts';
import { slotGames } from '../slots/index.ts';
import { tableGames } from '../table/index.ts';

/** Every game the RTP tools know, table games first, then slots. */
export const simulatableGames: SimulatableGame[] = [...tableGames, ...slotGames];

export function findSimulatableGame(id: string): SimulatableGame | undefined {
  return simulatableGames.find((game) => game.id === id);
}
