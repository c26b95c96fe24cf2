import type { GameClient } from '../../game-client';
import { PlinkoGame } from './plinko-game';
import { PlinkoInfo } from './plinko-info';

export const gameClient: GameClient = { Game: PlinkoGame, Info: PlinkoInfo };
