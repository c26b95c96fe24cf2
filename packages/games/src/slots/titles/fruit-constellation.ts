import { standardPaylines } from '../paylines.ts';
import { defineSlot } from '../slot-definition.ts';

/**
 * Fruit Constellation (low volatility). Classic fruit machine under a night sky of lucky stars.
 * The figures at the end are exact (docs/rtp-slots.md: how they are derived, and the command that prints them);
 * a test recomputes them from this data.
 */
export const fruitConstellation = defineSlot({
  id: 'slot-fruit-constellation',
  name: 'Fruit Constellation',
  theme: 'Classic fruit machine under a night sky of lucky stars',
  volatility: 'low',
  intro: 'A classic fruit machine where the fruit hangs among the stars. Lucky Stars are wild and line up the fruit; Constellations start the free spins.',
  symbols: [
    { id: 'cherry', name: 'Cherry', kind: 'regular' },
    { id: 'lemon', name: 'Lemon', kind: 'regular' },
    { id: 'orange', name: 'Orange', kind: 'regular' },
    { id: 'plum', name: 'Plum', kind: 'regular' },
    { id: 'grapes', name: 'Grapes', kind: 'regular' },
    { id: 'watermelon', name: 'Watermelon', kind: 'regular' },
    { id: 'bell', name: 'Bell', kind: 'regular' },
    { id: 'seven', name: 'Lucky Seven', kind: 'regular' },
    { id: 'lucky-star', name: 'Lucky Star', kind: 'wild' },
    { id: 'constellation', name: 'Constellation', kind: 'scatter' },
  ],
  paylines: standardPaylines(10),
  // 30, 30, 30, 30, 30 stops.
  reels: [
    [
      'grapes', 'watermelon', 'orange', 'cherry', 'seven', 'cherry', 'lucky-star', 'bell', 'lemon', 'grapes',
      'orange', 'plum', 'lemon', 'constellation', 'watermelon', 'lucky-star', 'lemon', 'plum', 'grapes', 'cherry',
      'orange', 'bell', 'lemon', 'cherry', 'lemon', 'watermelon', 'plum', 'cherry', 'orange', 'plum',
    ],
    [
      'constellation', 'watermelon', 'lemon', 'bell', 'plum', 'grapes', 'plum', 'lemon', 'cherry', 'watermelon',
      'cherry', 'orange', 'seven', 'orange', 'bell', 'lemon', 'grapes', 'lemon', 'cherry', 'plum', 'orange',
      'lucky-star', 'orange', 'grapes', 'cherry', 'lucky-star', 'cherry', 'lemon', 'watermelon', 'plum',
    ],
    [
      'lemon', 'orange', 'watermelon', 'lucky-star', 'cherry', 'bell', 'cherry', 'lemon', 'plum', 'lemon', 'plum',
      'orange', 'watermelon', 'grapes', 'cherry', 'plum', 'cherry', 'watermelon', 'seven', 'lucky-star', 'cherry',
      'lemon', 'plum', 'lemon', 'orange', 'bell', 'orange', 'grapes', 'constellation', 'grapes',
    ],
    [
      'watermelon', 'lucky-star', 'grapes', 'lemon', 'watermelon', 'lucky-star', 'plum', 'grapes', 'orange',
      'constellation', 'cherry', 'bell', 'cherry', 'orange', 'seven', 'plum', 'cherry', 'lemon', 'plum', 'orange',
      'cherry', 'plum', 'lemon', 'orange', 'grapes', 'watermelon', 'lemon', 'bell', 'cherry', 'lemon',
    ],
    [
      'seven', 'watermelon', 'lemon', 'cherry', 'lemon', 'plum', 'grapes', 'constellation', 'orange', 'bell',
      'cherry', 'watermelon', 'lemon', 'bell', 'cherry', 'orange', 'lucky-star', 'plum', 'orange', 'lemon', 'cherry',
      'grapes', 'orange', 'plum', 'lucky-star', 'watermelon', 'grapes', 'cherry', 'plum', 'lemon',
    ],
  ],
  paytable: {
    cherry: [8, 20, 50],
    lemon: [8, 20, 50],
    orange: [10, 25, 100],
    plum: [10, 25, 100],
    grapes: [15, 40, 125],
    watermelon: [15, 40, 150],
    bell: [25, 75, 250],
    seven: [40, 150, 750],
    'lucky-star': [40, 150, 750],
  },
  scatter: { symbol: 'constellation', pays: [2, 5, 20], freeSpins: [8, 12, 20] },
  freeSpins: {
    multiplier: 1,
    maxSpins: 30,
  },
  theoreticalRtp: 0.9636539538021608,
  hitFrequency: 0.38214222222222216,
  stdDev: 2.3588886494159422,
  maxWin: 3194.8,
});
