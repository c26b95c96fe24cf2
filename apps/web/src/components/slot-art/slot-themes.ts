/** How a slot title dresses its reels: CSS values for the studio's slot client. */
export interface SlotTheme {
  /** Backdrop behind the reels. */
  background: string;
  /** Wins, highlights and the spin button. */
  accent: string;
  /** The reel frame. */
  frame: string;
}

const themes: Readonly<Record<string, SlotTheme>> = {
  'slot-fruit-constellation': {
    background: 'radial-gradient(ellipse at 50% 0%, #2c3f94 0%, #121a4d 45%, #060a22 100%)',
    accent: '#ff3d6e',
    frame: '#d9a93a',
  },
  'slot-starfall-fortune': {
    background: 'radial-gradient(ellipse at 30% 10%, #5a34b8 0%, #231456 40%, #07061c 100%)',
    accent: '#8f74ff',
    frame: '#b9c6ff',
  },
  'slot-ocean-treasures': {
    background: 'linear-gradient(180deg, #1aa3c4 0%, #0b5f86 40%, #042845 100%)',
    accent: '#25d9c6',
    frame: '#f0b37a',
  },
  'slot-neon-nights': {
    background: 'linear-gradient(180deg, #12031f 0%, #3b0c5e 55%, #ff3fb8 130%)',
    accent: '#ff2fb4',
    frame: '#3ff0ff',
  },
  'slot-viking-voyage': {
    background: 'linear-gradient(180deg, #52708f 0%, #223650 45%, #0a1522 100%)',
    accent: '#4fb3ff',
    frame: '#9a6a3a',
  },
  'slot-pharaohs-lodestar': {
    background: 'radial-gradient(ellipse at 50% 20%, #2a56b8 0%, #132a6a 45%, #060c26 100%)',
    accent: '#2cc7c0',
    frame: '#e0b040',
  },
  'slot-wild-west-gold': {
    background: 'linear-gradient(180deg, #f08a3c 0%, #a8441c 35%, #3a1506 100%)',
    accent: '#f2b233',
    frame: '#6b3a16',
  },
  'slot-dragon-hoard': {
    background: 'radial-gradient(ellipse at 50% 100%, #c2410c 0%, #6a1420 40%, #17040a 100%)',
    accent: '#ff7a1a',
    frame: '#d4a017',
  },
};

/** A calm default for a title the artwork does not know yet. */
const fallbackTheme: SlotTheme = {
  background: 'radial-gradient(ellipse at 50% 0%, #2a2f55 0%, #0d0f1f 100%)',
  accent: '#f5c542',
  frame: '#8a93b8',
};

export function slotTheme(titleId: string): SlotTheme {
  return themes[titleId] ?? fallbackTheme;
}
