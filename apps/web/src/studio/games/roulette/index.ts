import type { GameClient } from '../../game-client';
import { RouletteGame } from './roulette-game';
import { RouletteInfo } from './roulette-info';

export const gameClient: GameClient = { Game: RouletteGame, Info: RouletteInfo };
