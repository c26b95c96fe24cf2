import type { StudioGameKind } from '@lodestar/contracts';
import type { GameClient, GameClientRegistry } from './game-client';

/** Every game client, each in its own chunk: a slot page never downloads the blackjack table. */
export const gameRegistry: GameClientRegistry = {
  slot: () => import('./games/slot/index.ts').then((module) => module.gameClient),
  roulette: () => import('./games/roulette/index.ts').then((module) => module.gameClient),
  blackjack: () => import('./games/blackjack/index.ts').then((module) => module.gameClient),
  mines: () => import('./games/mines/index.ts').then((module) => module.gameClient),
  dice: () => import('./games/dice/index.ts').then((module) => module.gameClient),
  limbo: () => import('./games/limbo/index.ts').then((module) => module.gameClient),
  plinko: () => import('./games/plinko/index.ts').then((module) => module.gameClient),
  keno: () => import('./games/keno/index.ts').then((module) => module.gameClient),
};

const loading = new Map<StudioGameKind, Promise<GameClient>>();

/** The same promise for every render, as React's use() needs; a failed download is retried on the next call. */
export function loadGameClient(kind: StudioGameKind): Promise<GameClient> {
  let client = loading.get(kind);
  if (!client) {
    client = gameRegistry[kind]().catch((error: unknown) => {
      loading.delete(kind);
      throw error;
    });
    loading.set(kind, client);
  }
  return client;
}
