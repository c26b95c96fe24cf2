import { standardPaylines } from '../paylines.ts';
import { defineSlot } from '../slot-definition.ts';

/**
 * Viking Voyage (medium-high volatility). Norse raiders, longships and runes on a stormy sea.
 * The figures at the end are exact (docs/rtp-slots.md: how they are derived, and the command that prints them);
 * a test recomputes them from this data.
 */
export const vikingVoyage = defineSlot({
  id: 'slot-viking-voyage',
  name: 'Viking Voyage',
  theme: 'Norse raiders, longships and runes on a stormy sea',
  volatility: 'medium-high',
  intro: 'Sail with the raiders across a stormy sea. Longships arrive in stacks, Valkyries are wild, and every free-spin win is doubled.',
  symbols: [
    { id: 'rune', name: 'Rune Stone', kind: 'regular' },
    { id: 'shield', name: 'Shield', kind: 'regular' },
    { id: 'axe', name: 'Axe', kind: 'regular' },
    { id: 'horn', name: 'Horn', kind: 'regular' },
    { id: 'helmet', name: 'Helmet', kind: 'regular' },
    { id: 'raven', name: 'Raven', kind: 'regular' },
    { id: 'longship', name: 'Longship', kind: 'regular' },
    { id: 'valkyrie', name: 'Valkyrie', kind: 'wild' },
    { id: 'thunder-hammer', name: 'Thunder Hammer', kind: 'scatter' },
  ],
  paylines: standardPaylines(25),
  // 33, 33, 33, 33, 33 stops.
  reels: [
    [
      'shield', 'raven', 'shield', 'rune', 'axe', 'helmet', 'axe', 'helmet', 'raven', 'horn', 'axe', 'horn', 'rune',
      'shield', 'horn', 'shield', 'axe', 'thunder-hammer', 'shield', 'helmet', 'horn', 'valkyrie', 'raven', 'horn',
      'longship', 'longship', 'longship', 'longship', 'rune', 'helmet', 'rune', 'axe', 'rune',
    ],
    [
      'axe', 'helmet', 'shield', 'axe', 'rune', 'valkyrie', 'shield', 'horn', 'helmet', 'shield', 'rune', 'raven',
      'rune', 'horn', 'raven', 'shield', 'helmet', 'shield', 'axe', 'horn', 'axe', 'horn', 'rune', 'raven', 'horn',
      'helmet', 'rune', 'axe', 'longship', 'longship', 'longship', 'longship', 'thunder-hammer',
    ],
    [
      'horn', 'axe', 'shield', 'rune', 'shield', 'longship', 'longship', 'longship', 'longship', 'horn', 'rune',
      'helmet', 'raven', 'axe', 'rune', 'horn', 'axe', 'shield', 'raven', 'valkyrie', 'helmet', 'horn',
      'thunder-hammer', 'helmet', 'shield', 'axe', 'shield', 'rune', 'helmet', 'rune', 'axe', 'horn', 'raven',
    ],
    [
      'axe', 'horn', 'helmet', 'thunder-hammer', 'shield', 'horn', 'raven', 'rune', 'axe', 'rune', 'shield',
      'longship', 'longship', 'longship', 'longship', 'axe', 'helmet', 'shield', 'axe', 'rune', 'shield', 'horn',
      'raven', 'rune', 'raven', 'rune', 'valkyrie', 'axe', 'horn', 'helmet', 'horn', 'shield', 'helmet',
    ],
    [
      'horn', 'axe', 'horn', 'shield', 'longship', 'longship', 'longship', 'longship', 'shield', 'helmet', 'raven',
      'axe', 'rune', 'helmet', 'rune', 'raven', 'axe', 'rune', 'helmet', 'rune', 'thunder-hammer', 'helmet', 'axe',
      'shield', 'axe', 'horn', 'rune', 'horn', 'shield', 'raven', 'shield', 'horn', 'valkyrie',
    ],
  ],
  paytable: {
    rune: [5, 10, 40],
    shield: [5, 10, 40],
    axe: [10, 20, 50],
    horn: [10, 20, 50],
    helmet: [25, 75, 250],
    raven: [25, 100, 500],
    longship: [30, 200, 1500],
    valkyrie: [100, 1000, 5000],
  },
  scatter: { symbol: 'thunder-hammer', pays: [2, 10, 100], freeSpins: [8, 10, 15] },
  freeSpins: {
    multiplier: 2,
    maxSpins: 60,
    // 30, 30, 30, 30, 30 stops.
    reels: [
      [
        'raven', 'rune', 'axe', 'horn', 'valkyrie', 'helmet', 'axe', 'raven', 'longship', 'longship', 'longship',
        'longship', 'shield', 'rune', 'helmet', 'shield', 'horn', 'axe', 'valkyrie', 'helmet', 'horn', 'raven', 'axe',
        'rune', 'thunder-hammer', 'helmet', 'shield', 'rune', 'shield', 'horn',
      ],
      [
        'horn', 'thunder-hammer', 'axe', 'rune', 'longship', 'longship', 'longship', 'longship', 'raven', 'valkyrie',
        'helmet', 'shield', 'axe', 'horn', 'axe', 'raven', 'horn', 'axe', 'helmet', 'shield', 'rune', 'valkyrie',
        'horn', 'helmet', 'rune', 'shield', 'rune', 'shield', 'helmet', 'raven',
      ],
      [
        'helmet', 'horn', 'rune', 'raven', 'shield', 'raven', 'horn', 'axe', 'thunder-hammer', 'raven', 'shield',
        'horn', 'rune', 'axe', 'valkyrie', 'rune', 'shield', 'longship', 'longship', 'longship', 'longship', 'axe',
        'shield', 'helmet', 'valkyrie', 'helmet', 'horn', 'rune', 'helmet', 'axe',
      ],
      [
        'valkyrie', 'raven', 'rune', 'horn', 'helmet', 'shield', 'horn', 'valkyrie', 'horn', 'axe', 'rune', 'shield',
        'raven', 'axe', 'thunder-hammer', 'shield', 'helmet', 'horn', 'longship', 'longship', 'longship', 'longship',
        'shield', 'rune', 'helmet', 'rune', 'axe', 'raven', 'axe', 'helmet',
      ],
      [
        'horn', 'rune', 'shield', 'axe', 'horn', 'helmet', 'horn', 'raven', 'longship', 'longship', 'longship',
        'longship', 'shield', 'axe', 'rune', 'helmet', 'raven', 'helmet', 'valkyrie', 'horn', 'helmet', 'valkyrie',
        'raven', 'rune', 'axe', 'shield', 'axe', 'rune', 'thunder-hammer', 'shield',
      ],
    ],
  },
  theoreticalRtp: 0.9571281629998474,
  hitFrequency: 0.440519301799269,
  stdDev: 8.93324027204507,
  maxWin: 171722,
});
