import type { SimulatableGame } from '../simulatable-game.ts';
import { compileSlot } from './compiled-slot.ts';
import { compiledRoundMultiplier } from './slot-engine.ts';
import type { SlotDefinition } from './slot-definition.ts';
import { dragonHoard } from './titles/dragon-hoard.ts';
import { fruitConstellation } from './titles/fruit-constellation.ts';
import { neonNights } from './titles/neon-nights.ts';
import { oceanTreasures } from './titles/ocean-treasures.ts';
import { pharaohsLodestar } from './titles/pharaohs-lodestar.ts';
import { starfallFortune } from './titles/starfall-fortune.ts';
import { vikingVoyage } from './titles/viking-voyage.ts';
import { wildWestGold } from './titles/wild-west-gold.ts';

export * from './slot-definition.ts';
export * from './slot-engine.ts';
export { standardPaylines } from './paylines.ts';
export { computeSlotMath, type SlotMath } from './slot-math.ts';

/** Every slot title, from the gentlest to the wildest. */
export const slotTitles: SlotDefinition[] = [
  fruitConstellation,
  starfallFortune,
  oceanTreasures,
  neonNights,
  vikingVoyage,
  pharaohsLodestar,
  wildWestGold,
  dragonHoard,
];

export function findSlotTitle(id: string): SlotDefinition | undefined {
  return slotTitles.find((title) => title.id === id);
}

/** A slot as the RTP tools see it: one round (base spin and its free spins) at a unit total bet. */
export function slotGame(definition: SlotDefinition): SimulatableGame {
  const slot = compileSlot(definition);
  return {
    id: definition.id,
    name: definition.name,
    theoreticalRtp: definition.theoreticalRtp,
    simulateRound: (random) => compiledRoundMultiplier(slot, random),
  };
}

export const slotGames: SimulatableGame[] = slotTitles.map(slotGame);
