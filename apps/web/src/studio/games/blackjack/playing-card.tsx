import type { Card } from '@lodestar/games';
import { cardName } from './blackjack-view';

/** Suit shapes drawn in a 100×100 box. */
const suitPaths: Readonly<Record<Card['suit'], string>> = {
  hearts: 'M50 90C22 66 6 50 6 31 6 17 17 7 30 7c9 0 16 5 20 12 4-7 11-12 20-12 13 0 24 10 24 24 0 19-16 35-44 59z',
  diamonds: 'M50 3l37 47-37 47-37-47z',
  spades: 'M50 4c12 18 42 34 42 56 0 14-10 22-22 22-8 0-14-4-17-9 1 9 5 17 13 23H34c8-6 12-14 13-23-3 5-9 9-17 9-12 0-22-8-22-22C8 38 38 22 50 4z',
  clubs: 'M50 8a19 19 0 0 1 16 29 19 19 0 1 1-10 33c1 10 5 18 12 24H32c7-6 11-14 12-24a19 19 0 1 1-10-33A19 19 0 0 1 50 8z',
};

const isRed = (suit: Card['suit']) => suit === 'hearts' || suit === 'diamonds';

function Suit({ suit, x, y, size }: { suit: Card['suit']; x: number; y: number; size: number }) {
  return <path d={suitPaths[suit]} transform={`translate(${x} ${y}) scale(${size / 100})`} />;
}

/** One corner index: the rank over a small suit; the bottom corner is the same turned upside down. */
function CornerIndex({ card }: { card: Card }) {
  return (
    <g>
      <text x="13" y="25" textAnchor="middle" fontSize={card.rank === '10' ? 19 : 22} fontWeight="800" letterSpacing="-1">
        {card.rank}
      </text>
      <Suit suit={card.suit} x={6} y={30} size={14} />
    </g>
  );
}

function CentrePiece({ card }: { card: Card }) {
  if (card.rank === 'J' || card.rank === 'Q' || card.rank === 'K') {
    return (
      <g>
        <rect x="22" y="26" width="56" height="88" rx="6" fill="#f6ecd2" stroke="#c9a24a" strokeWidth="2" />
        <rect x="26" y="30" width="48" height="80" rx="4" fill="none" stroke="#c9a24a" strokeWidth="0.8" />
        <path d="M36 44l7 8 7-12 7 12 7-8-3 14H39z" fill="#d9a020" stroke="#8a5c0a" strokeWidth="1" />
        <text x="50" y="88" textAnchor="middle" fontSize="32" fontWeight="800" fontFamily="Georgia, serif">
          {card.rank}
        </text>
        <Suit suit={card.suit} x={42} y={93} size={16} />
      </g>
    );
  }
  const size = card.rank === 'A' ? 46 : 36;
  return <Suit suit={card.suit} x={50 - size / 2} y={70 - size / 2} size={size} />;
}

/** A playing card drawn in SVG, or its back (the dealer's hole card before the end of the round). */
export function PlayingCard({ card }: { card: Card | null }) {
  if (!card) {
    return (
      <svg className="playing-card playing-card--back" viewBox="0 0 100 140" role="img" aria-label="Face-down card">
        <rect x="1" y="1" width="98" height="138" rx="9" fill="#2a1f6e" stroke="#f4e2b0" strokeWidth="2" />
        <rect x="8" y="8" width="84" height="124" rx="5" fill="url(#card-back-lattice)" stroke="#c9a24a" strokeWidth="1.2" />
        <defs>
          <pattern id="card-back-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="10" height="10" fill="#3b2b9a" />
            <path d="M0 0h10M0 0v10" stroke="#6e58d8" strokeWidth="1.4" />
          </pattern>
        </defs>
        <circle cx="50" cy="70" r="17" fill="#2a1f6e" stroke="#f5b942" strokeWidth="2" />
        <path d="M50 57l3.6 8.8 9.4.6-7.3 6 2.4 9.2-8.1-5.1-8.1 5.1 2.4-9.2-7.3-6 9.4-.6z" fill="#f5b942" />
      </svg>
    );
  }
  const ink = isRed(card.suit) ? '#c8223a' : '#15161f';
  return (
    <svg className="playing-card" viewBox="0 0 100 140" role="img" aria-label={cardName(card)}>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fdfbf5" stroke="#d7cfb8" strokeWidth="1.5" />
      <g fill={ink} fontFamily="system-ui, sans-serif">
        <CornerIndex card={card} />
        <g transform="rotate(180 50 70)">
          <CornerIndex card={card} />
        </g>
        <CentrePiece card={card} />
      </g>
    </svg>
  );
}
