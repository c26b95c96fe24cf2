import { standardPaylines } from '../paylines.ts';
import { defineSlot } from '../slot-definition.ts';

/**
 * Dragon Hoard (very high volatility). Fantasy dragon lair heaped with gems and gold.
 * The figures at the end are exact (docs/rtp-slots.md: how they are derived, and the command that prints them);
 * a test recomputes them from this data.
 */
export const dragonHoard = defineSlot({
  id: 'slot-dragon-hoard',
  name: 'Dragon Hoard',
  theme: 'Fantasy dragon lair heaped with gems and gold',
  volatility: 'very high',
  intro: "Sneak into the dragon's lair and its heap of gems and gold. The Dragon is wild; in the free spins it fills whole reels and every win is multiplied by 5.",
  symbols: [
    { id: 'emerald', name: 'Emerald', kind: 'regular' },
    { id: 'sapphire', name: 'Sapphire', kind: 'regular' },
    { id: 'ruby', name: 'Ruby', kind: 'regular' },
    { id: 'amethyst', name: 'Amethyst', kind: 'regular' },
    { id: 'sword', name: 'Sword', kind: 'regular' },
    { id: 'crown', name: 'Crown', kind: 'regular' },
    { id: 'dragon-egg', name: 'Dragon Egg', kind: 'regular' },
    { id: 'dragon', name: 'Dragon', kind: 'wild' },
    { id: 'dragon-eye', name: "Dragon's Eye", kind: 'scatter' },
  ],
  paylines: standardPaylines(25),
  // 41, 41, 41, 41, 41 stops.
  reels: [
    [
      'amethyst', 'sword', 'sapphire', 'ruby', 'sword', 'sapphire', 'amethyst', 'ruby', 'sapphire', 'emerald',
      'sapphire', 'emerald', 'ruby', 'amethyst', 'ruby', 'amethyst', 'ruby', 'dragon', 'emerald', 'ruby', 'emerald',
      'sapphire', 'ruby', 'crown', 'amethyst', 'emerald', 'dragon-egg', 'emerald', 'sapphire', 'ruby', 'sapphire',
      'amethyst', 'emerald', 'amethyst', 'dragon-eye', 'sapphire', 'emerald', 'sapphire', 'ruby', 'amethyst',
      'emerald',
    ],
    [
      'sapphire', 'ruby', 'emerald', 'ruby', 'sapphire', 'emerald', 'crown', 'ruby', 'amethyst', 'ruby', 'dragon-eye',
      'sapphire', 'amethyst', 'sapphire', 'ruby', 'amethyst', 'emerald', 'ruby', 'amethyst', 'emerald', 'sapphire',
      'sword', 'sapphire', 'dragon-egg', 'sapphire', 'emerald', 'dragon', 'amethyst', 'sapphire', 'amethyst',
      'emerald', 'ruby', 'amethyst', 'emerald', 'sapphire', 'amethyst', 'ruby', 'emerald', 'ruby', 'emerald', 'sword',
    ],
    [
      'sword', 'amethyst', 'emerald', 'sapphire', 'emerald', 'ruby', 'amethyst', 'emerald', 'ruby', 'crown',
      'dragon-egg', 'amethyst', 'emerald', 'dragon', 'sapphire', 'ruby', 'amethyst', 'sapphire', 'ruby', 'amethyst',
      'dragon-eye', 'emerald', 'ruby', 'sapphire', 'amethyst', 'ruby', 'sword', 'ruby', 'sapphire', 'emerald',
      'sapphire', 'ruby', 'amethyst', 'emerald', 'sapphire', 'emerald', 'sapphire', 'emerald', 'ruby', 'sapphire',
      'amethyst',
    ],
    [
      'ruby', 'sapphire', 'emerald', 'amethyst', 'ruby', 'sapphire', 'ruby', 'dragon-eye', 'sapphire', 'dragon-egg',
      'emerald', 'sword', 'amethyst', 'ruby', 'emerald', 'ruby', 'amethyst', 'emerald', 'amethyst', 'ruby', 'emerald',
      'amethyst', 'sapphire', 'amethyst', 'sapphire', 'ruby', 'sapphire', 'ruby', 'emerald', 'crown', 'dragon',
      'amethyst', 'sapphire', 'emerald', 'sapphire', 'emerald', 'ruby', 'sapphire', 'sword', 'amethyst', 'emerald',
    ],
    [
      'sapphire', 'ruby', 'amethyst', 'emerald', 'ruby', 'amethyst', 'sapphire', 'emerald', 'sapphire', 'amethyst',
      'emerald', 'amethyst', 'ruby', 'sapphire', 'amethyst', 'sapphire', 'dragon-egg', 'ruby', 'emerald',
      'dragon-eye', 'crown', 'sword', 'ruby', 'sapphire', 'ruby', 'emerald', 'ruby', 'amethyst', 'sapphire',
      'emerald', 'ruby', 'sapphire', 'dragon', 'emerald', 'sapphire', 'amethyst', 'sword', 'emerald', 'amethyst',
      'emerald', 'ruby',
    ],
  ],
  paytable: {
    emerald: [5, 10, 25],
    sapphire: [5, 10, 25],
    ruby: [5, 15, 40],
    amethyst: [5, 15, 40],
    sword: [10, 50, 200],
    crown: [20, 100, 500],
    'dragon-egg': [50, 250, 2500],
    dragon: [100, 1000, 10000],
  },
  scatter: { symbol: 'dragon-eye', pays: [2, 20, 500], freeSpins: [7, 10, 15] },
  freeSpins: {
    multiplier: 5,
    maxSpins: 50,
    // 22, 22, 22, 22, 22 stops.
    reels: [
      [
        'sword', 'emerald', 'sword', 'sapphire', 'crown', 'ruby', 'dragon', 'dragon', 'dragon', 'sapphire', 'ruby',
        'amethyst', 'dragon-egg', 'ruby', 'crown', 'sapphire', 'amethyst', 'dragon-eye', 'emerald', 'sword',
        'amethyst', 'emerald',
      ],
      [
        'amethyst', 'sapphire', 'crown', 'ruby', 'dragon-egg', 'sword', 'emerald', 'sapphire', 'emerald', 'sapphire',
        'amethyst', 'emerald', 'dragon-eye', 'sword', 'dragon', 'dragon', 'dragon', 'ruby', 'amethyst', 'crown',
        'sword', 'ruby',
      ],
      [
        'crown', 'dragon', 'dragon', 'dragon', 'ruby', 'amethyst', 'ruby', 'sapphire', 'sword', 'dragon-eye',
        'sapphire', 'sword', 'emerald', 'dragon-egg', 'crown', 'amethyst', 'emerald', 'amethyst', 'sword', 'sapphire',
        'ruby', 'emerald',
      ],
      [
        'dragon-eye', 'sword', 'sapphire', 'ruby', 'sapphire', 'emerald', 'amethyst', 'ruby', 'emerald', 'sword',
        'dragon', 'dragon', 'dragon', 'amethyst', 'crown', 'amethyst', 'crown', 'emerald', 'ruby', 'sword',
        'sapphire', 'dragon-egg',
      ],
      [
        'dragon', 'dragon', 'dragon', 'sapphire', 'ruby', 'emerald', 'amethyst', 'sword', 'sapphire', 'dragon-egg',
        'crown', 'emerald', 'dragon-eye', 'ruby', 'amethyst', 'emerald', 'amethyst', 'sword', 'sapphire', 'crown',
        'sword', 'ruby',
      ],
    ],
  },
  theoreticalRtp: 0.9589531955209609,
  hitFrequency: 0.7168903285547918,
  stdDev: 32.483806445140985,
  maxWin: 2358036.2,
});
