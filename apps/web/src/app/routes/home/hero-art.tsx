/** The hero's illustration: a roulette wheel under the lodestar, cards and chips. Pure SVG, no downloads. */

const WHEEL = { cx: 392, cy: 262, outer: 176, pocketsOuter: 150, pocketsInner: 118 };
const POCKETS = 37;

function polar(radius: number, angle: number): [number, number] {
  return [WHEEL.cx + radius * Math.cos(angle), WHEEL.cy + radius * Math.sin(angle)];
}

/** One wedge of the pocket ring, as a path between two radii. */
function pocketPath(index: number): string {
  const step = (Math.PI * 2) / POCKETS;
  const start = index * step - Math.PI / 2;
  const end = start + step;
  const [x1, y1] = polar(WHEEL.pocketsOuter, start);
  const [x2, y2] = polar(WHEEL.pocketsOuter, end);
  const [x3, y3] = polar(WHEEL.pocketsInner, end);
  const [x4, y4] = polar(WHEEL.pocketsInner, start);
  return `M${x1} ${y1}A${WHEEL.pocketsOuter} ${WHEEL.pocketsOuter} 0 0 1 ${x2} ${y2}L${x3} ${y3}A${WHEEL.pocketsInner} ${WHEEL.pocketsInner} 0 0 0 ${x4} ${y4}Z`;
}

const pocketColour = (index: number) => (index === 0 ? '#1f9d64' : index % 2 ? '#c7303f' : '#151a33');

const pockets = Array.from({ length: POCKETS }, (_, index) => ({ d: pocketPath(index), fill: pocketColour(index) }));

/** A fixed scatter of stars (a tiny seeded generator, so the sky is the same on every visit). */
const stars = (() => {
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: 46 }, () => ({ x: next() * 600, y: next() * 520, r: 0.6 + next() * 1.6, o: 0.3 + next() * 0.6 }));
})();

function Chip({ x, y, colour, edge }: { x: number; y: number; colour: string; edge: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="0" cy="10" rx="46" ry="17" fill="#000" opacity="0.35" />
      <path d="M-44 0v8a44 16 0 0088 0V0" fill={edge} />
      <ellipse cx="0" cy="0" rx="44" ry="16" fill={colour} />
      <ellipse cx="0" cy="0" rx="44" ry="16" fill="none" stroke="#fff" strokeWidth="5" strokeDasharray="9 14" opacity="0.85" />
      <ellipse cx="0" cy="0" rx="28" ry="10" fill="none" stroke="#fff" strokeOpacity="0.5" strokeWidth="1.5" />
    </g>
  );
}

function Card({ x, y, rotate, rank, suit, colour }: { x: number; y: number; rotate: number; rank: string; suit: 'spade' | 'heart'; colour: string }) {
  const suitPath =
    suit === 'spade'
      ? 'M0 -26C10 -12 26 -4 26 10a12 12 0 01-22 6l4 14h-16l4-14a12 12 0 01-22-6c0-14 16-22 26-36z'
      : 'M0 28C-12 16 -26 6 -26 -8a13 13 0 0126-4 13 13 0 0126 4c0 14-14 24-26 36z';
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-62" y="-86" width="124" height="172" rx="14" fill="#000" opacity="0.35" transform="translate(6 8)" />
      <rect x="-62" y="-86" width="124" height="172" rx="14" fill="#fbf6ea" />
      <rect x="-54" y="-78" width="108" height="156" rx="9" fill="none" stroke={colour} strokeOpacity="0.25" />
      <text x="-44" y="-46" fontFamily="Georgia, serif" fontSize="30" fontWeight="700" fill={colour}>
        {rank}
      </text>
      <text x="44" y="70" fontFamily="Georgia, serif" fontSize="30" fontWeight="700" fill={colour} transform="rotate(180 44 60)">
        {rank}
      </text>
      <path d={suitPath} fill={colour} transform="translate(0 4) scale(1.2)" />
    </g>
  );
}

export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 600 520" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#7b5cff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#7b5cff" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-star-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#ffd36e" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffd36e" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff0c2" />
          <stop offset="0.5" stopColor="#f5b942" />
          <stop offset="1" stopColor="#c67c12" />
        </linearGradient>
        <radialGradient id="hero-wheel-cone" cx="45%" cy="40%" r="65%">
          <stop offset="0" stopColor="#3b2d86" />
          <stop offset="1" stopColor="#120f2e" />
        </radialGradient>
        <linearGradient id="hero-rim" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a2a18" />
          <stop offset="1" stopColor="#1c1209" />
        </linearGradient>
      </defs>

      {stars.map((star, index) => (
        <circle key={index} cx={star.x} cy={star.y} r={star.r} fill={index % 3 ? '#dcd3ff' : '#ffe6a8'} opacity={star.o} />
      ))}

      <circle cx={WHEEL.cx} cy={WHEEL.cy} r="250" fill="url(#hero-glow)" />

      <g className="hero-art__wheel">
        <circle cx={WHEEL.cx} cy={WHEEL.cy} r={WHEEL.outer} fill="url(#hero-rim)" stroke="url(#hero-gold)" strokeWidth="6" />
        <circle cx={WHEEL.cx} cy={WHEEL.cy} r={WHEEL.outer - 14} fill="none" stroke="#f5b942" strokeOpacity="0.35" strokeDasharray="2 10" />
        <circle cx={WHEEL.cx} cy={WHEEL.cy} r={WHEEL.pocketsOuter + 4} fill="#0d0f22" />
        {pockets.map((pocket, index) => (
          <path key={index} d={pocket.d} fill={pocket.fill} stroke="#f5b942" strokeOpacity="0.55" strokeWidth="1" />
        ))}
        <circle cx={WHEEL.cx} cy={WHEEL.cy} r={WHEEL.pocketsInner} fill="url(#hero-wheel-cone)" stroke="url(#hero-gold)" strokeWidth="3" />
        {[0, 1, 2, 3].map((spoke) => {
          const angle = (spoke * Math.PI) / 2 + Math.PI / 4;
          const [x, y] = polar(WHEEL.pocketsInner - 8, angle);
          return <line key={spoke} x1={WHEEL.cx} y1={WHEEL.cy} x2={x} y2={y} stroke="url(#hero-gold)" strokeWidth="5" strokeLinecap="round" />;
        })}
        <circle cx={WHEEL.cx} cy={WHEEL.cy} r="30" fill="#1a1440" stroke="url(#hero-gold)" strokeWidth="3" />
        <path d={`M${WHEEL.cx} ${WHEEL.cy - 26}l5 21 21 5-21 5-5 21-5-21-21-5 21-5z`} fill="url(#hero-gold)" />
      </g>
      <circle cx={polar(134, -0.9)[0]} cy={polar(134, -0.9)[1]} r="7" fill="#fff" stroke="#cfd3e8" />

      <g className="hero-art__lodestar">
        <circle cx="118" cy="92" r="70" fill="url(#hero-star-glow)" />
        <path d="M118 30l9 53 53 9-53 9-9 53-9-53-53-9 53-9z" fill="url(#hero-gold)" />
        <path d="M118 62l4 26 26 4-26 4-4 26-4-26-26-4 26-4z" fill="#fff6dc" opacity="0.85" transform="rotate(45 118 92)" />
      </g>

      <Card x={138} y={360} rotate={-16} rank="A" suit="spade" colour="#151a33" />
      <Card x={226} y={378} rotate={9} rank="K" suit="heart" colour="#c7303f" />

      <Chip x={470} y={470} colour="#5b3fd1" edge="#3d2a93" />
      <Chip x={470} y={452} colour="#c7303f" edge="#8e1f2b" />
      <Chip x={470} y={434} colour="#e9a62b" edge="#a86f12" />
      <Chip x={552} y={484} colour="#1f9d64" edge="#146a43" />
    </svg>
  );
}
