import type { GameClient } from '../../game-client';
import { LimboGame } from './limbo-game';
import { LimboInfo } from './limbo-info';

export const gameClient: GameClient = { Game: LimboGame, Info: LimboInfo };
