import { standardPaylines } from '../paylines.ts';
import { defineSlot } from '../slot-definition.ts';

/**
 * Starfall Fortune (low volatility). Cosmic voyage through nebulae, planets and falling stars.
 * The figures at the end are exact (docs/rtp-slots.md: how they are derived, and the command that prints them);
 * a test recomputes them from this data.
 */
export const starfallFortune = defineSlot({
  id: 'slot-starfall-fortune',
  name: 'Starfall Fortune',
  theme: 'Cosmic voyage through nebulae, planets and falling stars',
  volatility: 'low',
  intro: 'Ride a rocket through nebulae and ringed planets while shooting stars fall across the reels. Frequent wins, gentle swings.',
  symbols: [
    { id: 'moon', name: 'Moon', kind: 'regular' },
    { id: 'comet', name: 'Comet', kind: 'regular' },
    { id: 'nebula', name: 'Nebula', kind: 'regular' },
    { id: 'ringed-planet', name: 'Ringed Planet', kind: 'regular' },
    { id: 'rocket', name: 'Rocket', kind: 'regular' },
    { id: 'astronaut', name: 'Astronaut', kind: 'regular' },
    { id: 'supernova', name: 'Supernova', kind: 'regular' },
    { id: 'shooting-star', name: 'Shooting Star', kind: 'wild' },
    { id: 'stargate', name: 'Stargate', kind: 'scatter' },
  ],
  paylines: standardPaylines(20),
  // 30, 30, 30, 30, 30 stops.
  reels: [
    [
      'moon', 'nebula', 'ringed-planet', 'astronaut', 'rocket', 'moon', 'comet', 'moon', 'comet', 'nebula', 'rocket',
      'moon', 'ringed-planet', 'comet', 'nebula', 'shooting-star', 'comet', 'ringed-planet', 'nebula', 'comet',
      'astronaut', 'nebula', 'ringed-planet', 'shooting-star', 'rocket', 'supernova', 'astronaut', 'moon', 'stargate',
      'supernova',
    ],
    [
      'nebula', 'rocket', 'moon', 'comet', 'nebula', 'moon', 'ringed-planet', 'shooting-star', 'comet',
      'ringed-planet', 'comet', 'nebula', 'stargate', 'ringed-planet', 'nebula', 'ringed-planet', 'comet', 'moon',
      'rocket', 'moon', 'shooting-star', 'rocket', 'astronaut', 'comet', 'supernova', 'moon', 'astronaut', 'nebula',
      'astronaut', 'supernova',
    ],
    [
      'nebula', 'shooting-star', 'moon', 'comet', 'astronaut', 'moon', 'shooting-star', 'nebula', 'ringed-planet',
      'rocket', 'nebula', 'rocket', 'stargate', 'moon', 'comet', 'supernova', 'ringed-planet', 'comet', 'moon',
      'astronaut', 'ringed-planet', 'nebula', 'comet', 'astronaut', 'moon', 'rocket', 'ringed-planet', 'comet',
      'nebula', 'supernova',
    ],
    [
      'rocket', 'ringed-planet', 'comet', 'ringed-planet', 'moon', 'nebula', 'astronaut', 'ringed-planet', 'nebula',
      'astronaut', 'comet', 'rocket', 'moon', 'shooting-star', 'astronaut', 'nebula', 'moon', 'comet', 'supernova',
      'shooting-star', 'supernova', 'rocket', 'comet', 'nebula', 'moon', 'nebula', 'stargate', 'comet', 'moon',
      'ringed-planet',
    ],
    [
      'comet', 'supernova', 'astronaut', 'shooting-star', 'rocket', 'nebula', 'comet', 'astronaut', 'moon', 'nebula',
      'comet', 'nebula', 'ringed-planet', 'moon', 'shooting-star', 'stargate', 'moon', 'comet', 'astronaut',
      'ringed-planet', 'rocket', 'nebula', 'ringed-planet', 'rocket', 'ringed-planet', 'moon', 'comet', 'nebula',
      'moon', 'supernova',
    ],
  ],
  paytable: {
    moon: [7, 15, 35],
    comet: [7, 15, 35],
    nebula: [7, 20, 50],
    'ringed-planet': [7, 20, 50],
    rocket: [15, 40, 125],
    astronaut: [20, 60, 200],
    supernova: [25, 100, 400],
    'shooting-star': [30, 150, 750],
  },
  scatter: { symbol: 'stargate', pays: [1, 5, 25], freeSpins: [10, 12, 15] },
  freeSpins: {
    multiplier: 2,
    maxSpins: 40,
  },
  theoreticalRtp: 0.9663032963448168,
  hitFrequency: 0.5811522222222223,
  stdDev: 2.5400880241276544,
  maxWin: 6649.6,
});
