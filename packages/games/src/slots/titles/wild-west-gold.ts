import { standardPaylines } from '../paylines.ts';
import { defineSlot } from '../slot-definition.ts';

/**
 * Wild West Gold (high volatility). Frontier town, outlaws and a gold rush.
 * The figures at the end are exact (docs/rtp-slots.md: how they are derived, and the command that prints them);
 * a test recomputes them from this data.
 */
export const wildWestGold = defineSlot({
  id: 'slot-wild-west-gold',
  name: 'Wild West Gold',
  theme: 'Frontier town, outlaws and a gold rush',
  volatility: 'high',
  intro: 'A frontier town in the middle of a gold rush. Outlaws are wild and ride in stacks during free spins, where every win is tripled.',
  symbols: [
    { id: 'horseshoe', name: 'Horseshoe', kind: 'regular' },
    { id: 'cactus', name: 'Cactus', kind: 'regular' },
    { id: 'lantern', name: 'Lantern', kind: 'regular' },
    { id: 'revolver', name: 'Revolver', kind: 'regular' },
    { id: 'boots', name: 'Cowboy Boots', kind: 'regular' },
    { id: 'sheriff-badge', name: 'Sheriff Badge', kind: 'regular' },
    { id: 'gold-nugget', name: 'Gold Nugget', kind: 'regular' },
    { id: 'outlaw', name: 'Outlaw', kind: 'wild' },
    { id: 'gold-pan', name: 'Gold Pan', kind: 'scatter' },
  ],
  paylines: standardPaylines(20),
  // 39, 39, 39, 39, 39 stops.
  reels: [
    [
      'revolver', 'cactus', 'gold-pan', 'lantern', 'horseshoe', 'revolver', 'cactus', 'horseshoe', 'lantern',
      'sheriff-badge', 'lantern', 'horseshoe', 'revolver', 'horseshoe', 'cactus', 'lantern', 'cactus', 'horseshoe',
      'cactus', 'horseshoe', 'lantern', 'sheriff-badge', 'cactus', 'lantern', 'revolver', 'boots', 'revolver',
      'sheriff-badge', 'horseshoe', 'gold-nugget', 'cactus', 'horseshoe', 'cactus', 'boots', 'revolver', 'lantern',
      'revolver', 'boots', 'outlaw',
    ],
    [
      'sheriff-badge', 'cactus', 'revolver', 'cactus', 'horseshoe', 'lantern', 'cactus', 'sheriff-badge', 'horseshoe',
      'lantern', 'horseshoe', 'outlaw', 'revolver', 'boots', 'horseshoe', 'lantern', 'horseshoe', 'cactus', 'boots',
      'horseshoe', 'cactus', 'lantern', 'boots', 'lantern', 'revolver', 'cactus', 'horseshoe', 'revolver', 'gold-pan',
      'lantern', 'revolver', 'sheriff-badge', 'gold-nugget', 'cactus', 'revolver', 'lantern', 'cactus', 'revolver',
      'horseshoe',
    ],
    [
      'lantern', 'sheriff-badge', 'lantern', 'revolver', 'boots', 'horseshoe', 'cactus', 'lantern', 'revolver',
      'cactus', 'lantern', 'sheriff-badge', 'horseshoe', 'gold-nugget', 'gold-pan', 'outlaw', 'horseshoe', 'cactus',
      'revolver', 'horseshoe', 'revolver', 'horseshoe', 'cactus', 'horseshoe', 'revolver', 'lantern', 'boots',
      'cactus', 'horseshoe', 'revolver', 'lantern', 'sheriff-badge', 'cactus', 'boots', 'revolver', 'cactus',
      'lantern', 'cactus', 'horseshoe',
    ],
    [
      'horseshoe', 'lantern', 'horseshoe', 'revolver', 'cactus', 'horseshoe', 'cactus', 'outlaw', 'boots',
      'sheriff-badge', 'revolver', 'cactus', 'gold-nugget', 'lantern', 'horseshoe', 'lantern', 'cactus',
      'sheriff-badge', 'revolver', 'lantern', 'horseshoe', 'sheriff-badge', 'revolver', 'horseshoe', 'cactus',
      'lantern', 'revolver', 'horseshoe', 'boots', 'cactus', 'horseshoe', 'boots', 'lantern', 'cactus', 'lantern',
      'revolver', 'gold-pan', 'cactus', 'revolver',
    ],
    [
      'boots', 'revolver', 'lantern', 'horseshoe', 'cactus', 'sheriff-badge', 'gold-pan', 'cactus', 'horseshoe',
      'cactus', 'lantern', 'revolver', 'boots', 'outlaw', 'revolver', 'sheriff-badge', 'cactus', 'revolver',
      'horseshoe', 'lantern', 'boots', 'horseshoe', 'cactus', 'horseshoe', 'revolver', 'cactus', 'revolver',
      'lantern', 'revolver', 'horseshoe', 'cactus', 'lantern', 'horseshoe', 'cactus', 'lantern', 'horseshoe',
      'sheriff-badge', 'lantern', 'gold-nugget',
    ],
  ],
  paytable: {
    horseshoe: [3, 10, 40],
    cactus: [3, 10, 40],
    lantern: [4, 15, 60],
    revolver: [4, 15, 60],
    boots: [15, 60, 250],
    'sheriff-badge': [25, 100, 500],
    'gold-nugget': [50, 250, 1500],
    outlaw: [100, 500, 3000],
  },
  scatter: { symbol: 'gold-pan', pays: [2, 10, 100], freeSpins: [12, 15, 20] },
  freeSpins: {
    multiplier: 3,
    maxSpins: 60,
    // 22, 22, 22, 22, 22 stops.
    reels: [
      [
        'horseshoe', 'cactus', 'sheriff-badge', 'horseshoe', 'lantern', 'boots', 'lantern', 'outlaw', 'outlaw',
        'outlaw', 'revolver', 'gold-nugget', 'horseshoe', 'gold-pan', 'revolver', 'boots', 'lantern', 'cactus',
        'revolver', 'boots', 'sheriff-badge', 'cactus',
      ],
      [
        'gold-nugget', 'boots', 'horseshoe', 'cactus', 'revolver', 'horseshoe', 'lantern', 'cactus', 'revolver',
        'cactus', 'revolver', 'boots', 'sheriff-badge', 'lantern', 'horseshoe', 'sheriff-badge', 'outlaw', 'outlaw',
        'outlaw', 'gold-pan', 'boots', 'lantern',
      ],
      [
        'cactus', 'revolver', 'horseshoe', 'boots', 'lantern', 'horseshoe', 'revolver', 'gold-pan', 'cactus',
        'sheriff-badge', 'lantern', 'boots', 'horseshoe', 'sheriff-badge', 'gold-nugget', 'revolver', 'outlaw',
        'outlaw', 'outlaw', 'boots', 'cactus', 'lantern',
      ],
      [
        'lantern', 'sheriff-badge', 'horseshoe', 'cactus', 'horseshoe', 'gold-nugget', 'revolver', 'outlaw', 'outlaw',
        'outlaw', 'boots', 'cactus', 'horseshoe', 'revolver', 'boots', 'cactus', 'gold-pan', 'boots', 'lantern',
        'revolver', 'lantern', 'sheriff-badge',
      ],
      [
        'revolver', 'horseshoe', 'gold-pan', 'gold-nugget', 'lantern', 'sheriff-badge', 'horseshoe', 'revolver',
        'boots', 'cactus', 'lantern', 'cactus', 'boots', 'lantern', 'outlaw', 'outlaw', 'outlaw', 'revolver',
        'horseshoe', 'boots', 'cactus', 'sheriff-badge',
      ],
    ],
  },
  theoreticalRtp: 0.9667233181706351,
  hitFrequency: 0.5823861179415957,
  stdDev: 16.70797494511896,
  maxWin: 522703.75,
});
