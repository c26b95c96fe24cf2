import type { GameClient } from '../../game-client';
import { BlackjackGame } from './blackjack-game';
import { BlackjackInfo } from './blackjack-info';

export const gameClient: GameClient = { Game: BlackjackGame, Info: BlackjackInfo };
