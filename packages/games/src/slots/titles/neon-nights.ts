import { standardPaylines } from '../paylines.ts';
import { defineSlot } from '../slot-definition.ts';

/**
 * Neon Nights (medium volatility). Synthwave city: neon, cassettes and sports cars at midnight.
 * The figures at the end are exact (docs/rtp-slots.md: how they are derived, and the command that prints them);
 * a test recomputes them from this data.
 */
export const neonNights = defineSlot({
  id: 'slot-neon-nights',
  name: 'Neon Nights',
  theme: 'Synthwave city: neon, cassettes and sports cars at midnight',
  volatility: 'medium',
  intro: 'Midnight in a synthwave city: neon hearts, sports cars and analogue synths. Laser Wilds stack up during the free spins.',
  symbols: [
    { id: 'cassette', name: 'Cassette', kind: 'regular' },
    { id: 'vinyl', name: 'Vinyl Record', kind: 'regular' },
    { id: 'sunglasses', name: 'Sunglasses', kind: 'regular' },
    { id: 'palm-tree', name: 'Palm Tree', kind: 'regular' },
    { id: 'sports-car', name: 'Sports Car', kind: 'regular' },
    { id: 'synthesizer', name: 'Synthesizer', kind: 'regular' },
    { id: 'neon-heart', name: 'Neon Heart', kind: 'regular' },
    { id: 'laser-wild', name: 'Laser Wild', kind: 'wild' },
    { id: 'disco-ball', name: 'Disco Ball', kind: 'scatter' },
  ],
  paylines: standardPaylines(20),
  // 30, 30, 30, 30, 30 stops.
  reels: [
    [
      'vinyl', 'synthesizer', 'sunglasses', 'palm-tree', 'synthesizer', 'neon-heart', 'sunglasses', 'palm-tree',
      'cassette', 'sunglasses', 'cassette', 'vinyl', 'cassette', 'vinyl', 'cassette', 'sports-car', 'cassette',
      'sports-car', 'laser-wild', 'palm-tree', 'vinyl', 'palm-tree', 'synthesizer', 'sports-car', 'sunglasses',
      'neon-heart', 'disco-ball', 'sunglasses', 'vinyl', 'palm-tree',
    ],
    [
      'neon-heart', 'cassette', 'vinyl', 'synthesizer', 'sports-car', 'sunglasses', 'cassette', 'sports-car',
      'neon-heart', 'cassette', 'palm-tree', 'vinyl', 'cassette', 'synthesizer', 'palm-tree', 'vinyl', 'sunglasses',
      'palm-tree', 'synthesizer', 'cassette', 'palm-tree', 'sunglasses', 'laser-wild', 'disco-ball', 'sunglasses',
      'palm-tree', 'vinyl', 'sports-car', 'vinyl', 'sunglasses',
    ],
    [
      'cassette', 'vinyl', 'sunglasses', 'palm-tree', 'cassette', 'laser-wild', 'sunglasses', 'vinyl', 'sunglasses',
      'synthesizer', 'sports-car', 'synthesizer', 'vinyl', 'palm-tree', 'sunglasses', 'sports-car', 'disco-ball',
      'neon-heart', 'cassette', 'vinyl', 'cassette', 'vinyl', 'neon-heart', 'palm-tree', 'sunglasses', 'synthesizer',
      'palm-tree', 'sports-car', 'cassette', 'palm-tree',
    ],
    [
      'palm-tree', 'sports-car', 'vinyl', 'cassette', 'sunglasses', 'cassette', 'palm-tree', 'sunglasses', 'vinyl',
      'neon-heart', 'synthesizer', 'vinyl', 'sunglasses', 'vinyl', 'laser-wild', 'palm-tree', 'sunglasses',
      'neon-heart', 'cassette', 'disco-ball', 'palm-tree', 'synthesizer', 'palm-tree', 'sunglasses', 'sports-car',
      'synthesizer', 'vinyl', 'cassette', 'sports-car', 'cassette',
    ],
    [
      'synthesizer', 'vinyl', 'palm-tree', 'vinyl', 'palm-tree', 'sunglasses', 'synthesizer', 'cassette',
      'neon-heart', 'vinyl', 'palm-tree', 'sports-car', 'vinyl', 'synthesizer', 'palm-tree', 'sunglasses', 'cassette',
      'palm-tree', 'neon-heart', 'vinyl', 'sunglasses', 'laser-wild', 'disco-ball', 'sunglasses', 'sports-car',
      'cassette', 'sports-car', 'cassette', 'sunglasses', 'cassette',
    ],
  ],
  paytable: {
    cassette: [5, 15, 50],
    vinyl: [5, 15, 50],
    sunglasses: [10, 20, 75],
    'palm-tree': [10, 20, 75],
    'sports-car': [20, 75, 300],
    synthesizer: [30, 100, 500],
    'neon-heart': [50, 250, 1500],
    'laser-wild': [100, 500, 2500],
  },
  scatter: { symbol: 'disco-ball', pays: [2, 10, 100], freeSpins: [8, 10, 15] },
  freeSpins: {
    multiplier: 2,
    maxSpins: 60,
    // 30, 30, 30, 30, 30 stops.
    reels: [
      [
        'sports-car', 'cassette', 'disco-ball', 'neon-heart', 'sports-car', 'cassette', 'palm-tree', 'cassette',
        'synthesizer', 'vinyl', 'neon-heart', 'sunglasses', 'palm-tree', 'vinyl', 'sunglasses', 'palm-tree', 'vinyl',
        'laser-wild', 'laser-wild', 'laser-wild', 'vinyl', 'sunglasses', 'synthesizer', 'vinyl', 'cassette',
        'sports-car', 'sunglasses', 'palm-tree', 'cassette', 'synthesizer',
      ],
      [
        'vinyl', 'sports-car', 'cassette', 'palm-tree', 'sports-car', 'neon-heart', 'synthesizer', 'cassette',
        'palm-tree', 'sunglasses', 'neon-heart', 'vinyl', 'sunglasses', 'disco-ball', 'cassette', 'sunglasses',
        'laser-wild', 'laser-wild', 'laser-wild', 'sports-car', 'palm-tree', 'synthesizer', 'vinyl', 'sunglasses',
        'vinyl', 'palm-tree', 'cassette', 'vinyl', 'cassette', 'synthesizer',
      ],
      [
        'vinyl', 'cassette', 'vinyl', 'cassette', 'vinyl', 'sunglasses', 'palm-tree', 'cassette', 'synthesizer',
        'disco-ball', 'palm-tree', 'sports-car', 'vinyl', 'sunglasses', 'neon-heart', 'cassette', 'palm-tree',
        'laser-wild', 'laser-wild', 'laser-wild', 'sports-car', 'vinyl', 'palm-tree', 'sports-car', 'neon-heart',
        'sunglasses', 'synthesizer', 'sunglasses', 'synthesizer', 'cassette',
      ],
      [
        'vinyl', 'synthesizer', 'neon-heart', 'synthesizer', 'sports-car', 'neon-heart', 'vinyl', 'cassette',
        'palm-tree', 'sunglasses', 'disco-ball', 'sunglasses', 'cassette', 'vinyl', 'synthesizer', 'vinyl',
        'cassette', 'palm-tree', 'sports-car', 'palm-tree', 'sunglasses', 'sports-car', 'laser-wild', 'laser-wild',
        'laser-wild', 'cassette', 'vinyl', 'sunglasses', 'cassette', 'palm-tree',
      ],
      [
        'sunglasses', 'vinyl', 'neon-heart', 'vinyl', 'cassette', 'palm-tree', 'cassette', 'sports-car',
        'synthesizer', 'neon-heart', 'sports-car', 'palm-tree', 'cassette', 'palm-tree', 'sunglasses', 'vinyl',
        'sunglasses', 'laser-wild', 'laser-wild', 'laser-wild', 'synthesizer', 'vinyl', 'palm-tree', 'synthesizer',
        'cassette', 'vinyl', 'cassette', 'sports-car', 'sunglasses', 'disco-ball',
      ],
    ],
  },
  theoreticalRtp: 0.9578240673158034,
  hitFrequency: 0.47620185185185193,
  stdDev: 6.710710942385992,
  maxWin: 285776.5,
});
