import type { GameClient } from '@/studio/game-client';
import { SlotGame } from './slot-game';
import { SlotInfo } from './slot-info';

export const gameClient: GameClient = { Game: SlotGame, Info: SlotInfo };
