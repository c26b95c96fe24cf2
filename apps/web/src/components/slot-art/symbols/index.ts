import type { TitleArt } from '../svg-kit.tsx';
import { dragonHoardArt } from './dragon-hoard.tsx';
import { fruitConstellationArt } from './fruit-constellation.tsx';
import { neonNightsArt } from './neon-nights.tsx';
import { oceanTreasuresArt } from './ocean-treasures.tsx';
import { pharaohsLodestarArt } from './pharaohs-lodestar.tsx';
import { starfallFortuneArt } from './starfall-fortune.tsx';
import { vikingVoyageArt } from './viking-voyage.tsx';
import { wildWestGoldArt } from './wild-west-gold.tsx';

/** The artwork of every slot title, by title id. */
export const titleArtwork: Readonly<Record<string, TitleArt>> = {
  'slot-fruit-constellation': fruitConstellationArt,
  'slot-starfall-fortune': starfallFortuneArt,
  'slot-ocean-treasures': oceanTreasuresArt,
  'slot-neon-nights': neonNightsArt,
  'slot-viking-voyage': vikingVoyageArt,
  'slot-pharaohs-lodestar': pharaohsLodestarArt,
  'slot-wild-west-gold': wildWestGoldArt,
  'slot-dragon-hoard': dragonHoardArt,
};
