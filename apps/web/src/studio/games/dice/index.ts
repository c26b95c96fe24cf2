import type { GameClient } from '../../game-client';
import { DiceGame } from './dice-game';
import { DiceInfo } from './dice-info';

export const gameClient: GameClient = { Game: DiceGame, Info: DiceInfo };
