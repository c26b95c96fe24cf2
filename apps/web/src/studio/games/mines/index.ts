import type { GameClient } from '../../game-client';
import { MinesGame } from './mines-game';
import { MinesInfo } from './mines-info';

export const gameClient: GameClient = { Game: MinesGame, Info: MinesInfo };
