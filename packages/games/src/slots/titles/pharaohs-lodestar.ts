import { standardPaylines } from '../paylines.ts';
import { defineSlot } from '../slot-definition.ts';

/**
 * Pharaoh's Lodestar (high volatility). Ancient Egypt: tombs, gods and a star-guiding amulet.
 * The figures at the end are exact (docs/rtp-slots.md: how they are derived, and the command that prints them);
 * a test recomputes them from this data.
 */
export const pharaohsLodestar = defineSlot({
  id: 'slot-pharaohs-lodestar',
  name: "Pharaoh's Lodestar",
  theme: 'Ancient Egypt: tombs, gods and a star-guiding amulet',
  volatility: 'high',
  intro: 'Deep in the pyramid the Pharaoh guards the Lodestar Amulet. Pharaohs are wild and pay the most; Pyramids lead to tripled free spins on reels of gods and treasures.',
  symbols: [
    { id: 'lotus', name: 'Lotus', kind: 'regular' },
    { id: 'papyrus', name: 'Papyrus', kind: 'regular' },
    { id: 'ankh', name: 'Ankh', kind: 'regular' },
    { id: 'scarab', name: 'Scarab', kind: 'regular' },
    { id: 'eye-of-horus', name: 'Eye of Horus', kind: 'regular' },
    { id: 'anubis', name: 'Anubis', kind: 'regular' },
    { id: 'lodestar-amulet', name: 'Lodestar Amulet', kind: 'regular' },
    { id: 'pharaoh', name: 'Pharaoh', kind: 'wild' },
    { id: 'pyramid', name: 'Pyramid', kind: 'scatter' },
  ],
  paylines: standardPaylines(10),
  // 40, 40, 40, 40, 40 stops.
  reels: [
    [
      'eye-of-horus', 'ankh', 'papyrus', 'scarab', 'lotus', 'papyrus', 'anubis', 'scarab', 'anubis', 'lotus',
      'papyrus', 'ankh', 'lotus', 'papyrus', 'lotus', 'eye-of-horus', 'papyrus', 'scarab', 'lodestar-amulet',
      'papyrus', 'ankh', 'scarab', 'eye-of-horus', 'lotus', 'scarab', 'lotus', 'scarab', 'papyrus', 'pyramid', 'ankh',
      'lotus', 'eye-of-horus', 'pharaoh', 'anubis', 'ankh', 'lotus', 'scarab', 'ankh', 'papyrus', 'ankh',
    ],
    [
      'ankh', 'scarab', 'pyramid', 'scarab', 'papyrus', 'ankh', 'papyrus', 'lotus', 'scarab', 'lotus', 'pharaoh',
      'anubis', 'scarab', 'ankh', 'anubis', 'papyrus', 'lotus', 'papyrus', 'lodestar-amulet', 'lotus', 'ankh',
      'eye-of-horus', 'scarab', 'anubis', 'papyrus', 'ankh', 'eye-of-horus', 'papyrus', 'ankh', 'scarab',
      'eye-of-horus', 'papyrus', 'lotus', 'eye-of-horus', 'scarab', 'lotus', 'ankh', 'lotus', 'papyrus', 'lotus',
    ],
    [
      'papyrus', 'eye-of-horus', 'ankh', 'papyrus', 'lotus', 'anubis', 'ankh', 'scarab', 'papyrus', 'pyramid',
      'pharaoh', 'papyrus', 'scarab', 'ankh', 'lodestar-amulet', 'scarab', 'ankh', 'anubis', 'ankh', 'papyrus',
      'lotus', 'scarab', 'lotus', 'anubis', 'papyrus', 'eye-of-horus', 'lotus', 'papyrus', 'lotus', 'ankh', 'scarab',
      'papyrus', 'scarab', 'lotus', 'ankh', 'scarab', 'eye-of-horus', 'lotus', 'eye-of-horus', 'lotus',
    ],
    [
      'lotus', 'papyrus', 'scarab', 'pyramid', 'eye-of-horus', 'ankh', 'anubis', 'lotus', 'scarab', 'lotus',
      'eye-of-horus', 'papyrus', 'eye-of-horus', 'papyrus', 'scarab', 'ankh', 'scarab', 'ankh', 'papyrus', 'pharaoh',
      'ankh', 'lotus', 'scarab', 'papyrus', 'anubis', 'lotus', 'ankh', 'papyrus', 'lotus', 'lodestar-amulet', 'ankh',
      'papyrus', 'lotus', 'scarab', 'papyrus', 'lotus', 'scarab', 'eye-of-horus', 'anubis', 'ankh',
    ],
    [
      'lodestar-amulet', 'lotus', 'ankh', 'lotus', 'ankh', 'eye-of-horus', 'lotus', 'scarab', 'ankh', 'scarab',
      'lotus', 'papyrus', 'scarab', 'anubis', 'eye-of-horus', 'pharaoh', 'scarab', 'eye-of-horus', 'papyrus',
      'pyramid', 'papyrus', 'ankh', 'papyrus', 'ankh', 'eye-of-horus', 'lotus', 'scarab', 'lotus', 'papyrus',
      'scarab', 'anubis', 'scarab', 'papyrus', 'lotus', 'papyrus', 'lotus', 'ankh', 'papyrus', 'anubis', 'ankh',
    ],
  ],
  paytable: {
    lotus: [3, 10, 50],
    papyrus: [3, 10, 50],
    ankh: [4, 15, 75],
    scarab: [5, 20, 100],
    'eye-of-horus': [20, 100, 500],
    anubis: [30, 200, 1000],
    'lodestar-amulet': [50, 400, 2000],
    pharaoh: [100, 1000, 5000],
  },
  scatter: { symbol: 'pyramid', pays: [2, 20, 200], freeSpins: [10, 10, 10] },
  freeSpins: {
    multiplier: 3,
    maxSpins: 40,
    // 23, 23, 23, 23, 23 stops.
    reels: [
      [
        'anubis', 'scarab', 'eye-of-horus', 'ankh', 'scarab', 'papyrus', 'ankh', 'pharaoh', 'anubis', 'lotus',
        'scarab', 'pyramid', 'ankh', 'lodestar-amulet', 'ankh', 'pharaoh', 'eye-of-horus', 'scarab', 'eye-of-horus',
        'anubis', 'lodestar-amulet', 'lotus', 'eye-of-horus',
      ],
      [
        'papyrus', 'pyramid', 'anubis', 'eye-of-horus', 'lodestar-amulet', 'anubis', 'eye-of-horus', 'scarab',
        'anubis', 'ankh', 'scarab', 'pharaoh', 'ankh', 'eye-of-horus', 'lotus', 'lodestar-amulet', 'ankh', 'lotus',
        'eye-of-horus', 'ankh', 'scarab', 'pharaoh', 'scarab',
      ],
      [
        'scarab', 'lodestar-amulet', 'eye-of-horus', 'papyrus', 'anubis', 'eye-of-horus', 'ankh', 'anubis',
        'eye-of-horus', 'scarab', 'eye-of-horus', 'anubis', 'lotus', 'pyramid', 'ankh', 'scarab', 'pharaoh', 'ankh',
        'scarab', 'lotus', 'pharaoh', 'ankh', 'lodestar-amulet',
      ],
      [
        'pyramid', 'ankh', 'lodestar-amulet', 'eye-of-horus', 'anubis', 'pharaoh', 'ankh', 'scarab', 'ankh', 'scarab',
        'papyrus', 'lotus', 'anubis', 'lotus', 'eye-of-horus', 'anubis', 'eye-of-horus', 'scarab', 'lodestar-amulet',
        'pharaoh', 'ankh', 'scarab', 'eye-of-horus',
      ],
      [
        'scarab', 'papyrus', 'scarab', 'lodestar-amulet', 'pyramid', 'ankh', 'lotus', 'ankh', 'lodestar-amulet',
        'eye-of-horus', 'anubis', 'eye-of-horus', 'scarab', 'eye-of-horus', 'ankh', 'pharaoh', 'anubis', 'scarab',
        'pharaoh', 'ankh', 'eye-of-horus', 'anubis', 'lotus',
      ],
    ],
  },
  theoreticalRtp: 0.9534369773052924,
  hitFrequency: 0.35955419921875,
  stdDev: 12.82865861220402,
  maxWin: 69859.6,
});
