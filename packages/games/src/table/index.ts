import type { SimulatableGame } from '../simulatable-game.ts';
import { blackjackGame } from './blackjack/blackjack-game.ts';
import { diceGame } from './dice/dice.ts';
import { kenoGame } from './keno/keno.ts';
import { limboGame } from './limbo/limbo.ts';
import { minesGame } from './mines/mines.ts';
import { plinkoGame } from './plinko/plinko.ts';
import { rouletteGame } from './roulette/roulette.ts';

export * from './table-game-error.ts';
export { floorMultiplier, MULTIPLIER_SCALE, multiplierInTenThousandths, payoutFor } from './multiplier.ts';
export { fractionToNumber, type Fraction } from './exact-fraction.ts';
export * from './roulette/roulette-layout.ts';
export * from './roulette/roulette.ts';
export * from './blackjack/cards.ts';
export * from './blackjack/basic-strategy.ts';
export * from './blackjack/blackjack.ts';
export * from './blackjack/blackjack-game.ts';
export * from './blackjack/blackjack-exact-rtp.ts';
export * from './dice/dice.ts';
export * from './limbo/limbo.ts';
export * from './plinko/plinko-paytables.ts';
export * from './plinko/plinko.ts';
export * from './mines/mines.ts';
export * from './keno/keno-paytables.ts';
export * from './keno/keno.ts';

/** One reference configuration per table game, for the RTP tools (npm run rtp). */
export const tableGames: SimulatableGame[] = [rouletteGame, blackjackGame, diceGame, limboGame, plinkoGame, minesGame, kenoGame];
