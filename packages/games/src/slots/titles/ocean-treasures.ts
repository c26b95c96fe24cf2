import { standardPaylines } from '../paylines.ts';
import { defineSlot } from '../slot-definition.ts';

/**
 * Ocean Treasures (medium-low volatility). Coral reef, sea life and a sunken treasure chest.
 * The figures at the end are exact (docs/rtp-slots.md: how they are derived, and the command that prints them);
 * a test recomputes them from this data.
 */
export const oceanTreasures = defineSlot({
  id: 'slot-ocean-treasures',
  name: 'Ocean Treasures',
  theme: 'Coral reef, sea life and a sunken treasure chest',
  volatility: 'medium-low',
  intro: 'Dive to a coral reef where dolphins and turtles guard the pearls. The Mermaid is wild; Treasure Chests open free spins with more Mermaids on the reels.',
  symbols: [
    { id: 'shell', name: 'Shell', kind: 'regular' },
    { id: 'starfish', name: 'Starfish', kind: 'regular' },
    { id: 'coral', name: 'Coral', kind: 'regular' },
    { id: 'seahorse', name: 'Seahorse', kind: 'regular' },
    { id: 'turtle', name: 'Turtle', kind: 'regular' },
    { id: 'dolphin', name: 'Dolphin', kind: 'regular' },
    { id: 'pearl', name: 'Pearl', kind: 'regular' },
    { id: 'mermaid', name: 'Mermaid', kind: 'wild' },
    { id: 'treasure-chest', name: 'Treasure Chest', kind: 'scatter' },
  ],
  paylines: standardPaylines(25),
  // 32, 32, 32, 32, 32 stops.
  reels: [
    [
      'pearl', 'dolphin', 'seahorse', 'starfish', 'coral', 'seahorse', 'starfish', 'pearl', 'starfish', 'coral',
      'seahorse', 'treasure-chest', 'mermaid', 'shell', 'seahorse', 'dolphin', 'seahorse', 'turtle', 'dolphin',
      'shell', 'coral', 'shell', 'turtle', 'starfish', 'coral', 'shell', 'mermaid', 'starfish', 'shell', 'turtle',
      'coral', 'turtle',
    ],
    [
      'shell', 'dolphin', 'seahorse', 'treasure-chest', 'seahorse', 'dolphin', 'coral', 'seahorse', 'coral', 'turtle',
      'pearl', 'coral', 'seahorse', 'starfish', 'pearl', 'starfish', 'shell', 'starfish', 'mermaid', 'shell',
      'turtle', 'shell', 'coral', 'mermaid', 'shell', 'seahorse', 'coral', 'turtle', 'starfish', 'turtle', 'dolphin',
      'starfish',
    ],
    [
      'mermaid', 'shell', 'turtle', 'seahorse', 'mermaid', 'seahorse', 'starfish', 'shell', 'coral', 'dolphin',
      'seahorse', 'shell', 'turtle', 'seahorse', 'starfish', 'treasure-chest', 'coral', 'pearl', 'starfish', 'coral',
      'shell', 'turtle', 'pearl', 'shell', 'coral', 'turtle', 'starfish', 'dolphin', 'seahorse', 'coral', 'starfish',
      'dolphin',
    ],
    [
      'coral', 'seahorse', 'dolphin', 'coral', 'starfish', 'shell', 'pearl', 'starfish', 'shell', 'seahorse',
      'turtle', 'seahorse', 'dolphin', 'turtle', 'coral', 'seahorse', 'shell', 'starfish', 'seahorse', 'turtle',
      'shell', 'dolphin', 'turtle', 'starfish', 'coral', 'mermaid', 'pearl', 'shell', 'coral', 'mermaid',
      'treasure-chest', 'starfish',
    ],
    [
      'seahorse', 'shell', 'mermaid', 'dolphin', 'turtle', 'starfish', 'shell', 'starfish', 'turtle', 'pearl',
      'seahorse', 'starfish', 'shell', 'turtle', 'coral', 'dolphin', 'coral', 'shell', 'coral', 'mermaid',
      'treasure-chest', 'seahorse', 'coral', 'starfish', 'seahorse', 'pearl', 'shell', 'turtle', 'starfish',
      'seahorse', 'dolphin', 'coral',
    ],
  ],
  paytable: {
    shell: [7, 10, 40],
    starfish: [7, 10, 40],
    coral: [7, 15, 50],
    seahorse: [7, 15, 50],
    turtle: [10, 30, 125],
    dolphin: [15, 50, 200],
    pearl: [25, 100, 500],
    mermaid: [50, 250, 1000],
  },
  scatter: { symbol: 'treasure-chest', pays: [2, 10, 50], freeSpins: [8, 12, 20] },
  freeSpins: {
    multiplier: 2,
    maxSpins: 60,
    // 31, 31, 31, 31, 31 stops.
    reels: [
      [
        'dolphin', 'starfish', 'shell', 'seahorse', 'pearl', 'dolphin', 'mermaid', 'coral', 'mermaid', 'starfish',
        'dolphin', 'seahorse', 'starfish', 'coral', 'shell', 'turtle', 'pearl', 'starfish', 'turtle', 'coral',
        'mermaid', 'shell', 'turtle', 'coral', 'shell', 'seahorse', 'turtle', 'pearl', 'treasure-chest', 'seahorse',
        'mermaid',
      ],
      [
        'coral', 'starfish', 'turtle', 'seahorse', 'shell', 'pearl', 'shell', 'turtle', 'starfish', 'mermaid',
        'dolphin', 'turtle', 'dolphin', 'starfish', 'coral', 'seahorse', 'coral', 'dolphin', 'mermaid', 'pearl',
        'turtle', 'mermaid', 'pearl', 'starfish', 'shell', 'coral', 'seahorse', 'mermaid', 'treasure-chest',
        'seahorse', 'shell',
      ],
      [
        'seahorse', 'pearl', 'starfish', 'dolphin', 'treasure-chest', 'turtle', 'seahorse', 'dolphin', 'shell',
        'turtle', 'coral', 'shell', 'mermaid', 'starfish', 'coral', 'shell', 'coral', 'shell', 'seahorse', 'pearl',
        'mermaid', 'seahorse', 'mermaid', 'coral', 'starfish', 'turtle', 'dolphin', 'turtle', 'pearl', 'starfish',
        'mermaid',
      ],
      [
        'shell', 'turtle', 'coral', 'pearl', 'dolphin', 'starfish', 'treasure-chest', 'dolphin', 'turtle', 'starfish',
        'mermaid', 'coral', 'shell', 'pearl', 'seahorse', 'shell', 'coral', 'seahorse', 'starfish', 'seahorse',
        'shell', 'mermaid', 'turtle', 'coral', 'mermaid', 'seahorse', 'dolphin', 'pearl', 'starfish', 'mermaid',
        'turtle',
      ],
      [
        'turtle', 'pearl', 'mermaid', 'turtle', 'coral', 'shell', 'starfish', 'mermaid', 'treasure-chest', 'turtle',
        'shell', 'coral', 'pearl', 'starfish', 'dolphin', 'coral', 'turtle', 'dolphin', 'starfish', 'shell',
        'seahorse', 'mermaid', 'seahorse', 'shell', 'mermaid', 'seahorse', 'dolphin', 'starfish', 'seahorse', 'pearl',
        'coral',
      ],
    ],
  },
  theoreticalRtp: 0.9600132308828877,
  hitFrequency: 0.6284729540348053,
  stdDev: 4.296956017397047,
  maxWin: 17799.84,
});
