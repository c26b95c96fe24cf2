import type { GameClient } from '../../game-client';
import { KenoGame } from './keno-game';
import { KenoInfo } from './keno-info';

export const gameClient: GameClient = { Game: KenoGame, Info: KenoInfo };
