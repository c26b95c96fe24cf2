import { EUROPEAN_WHEEL_ORDER, pocketColor } from '@lodestar/games';
import { POCKET_ANGLE, SPIN_MS, type WheelRotation } from './wheel-motion';

const pocketFill = { red: '#c8283c', black: '#14151d', green: '#128a4c' } as const;

function pointAt(angleDegrees: number, radius: number): string {
  const radians = (angleDegrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
}

function sectorPath(index: number, inner: number, outer: number): string {
  const from = (index - 0.5) * POCKET_ANGLE;
  const to = (index + 0.5) * POCKET_ANGLE;
  return `M${pointAt(from, inner)}L${pointAt(from, outer)}A${outer} ${outer} 0 0 1 ${pointAt(to, outer)}L${pointAt(to, inner)}A${inner} ${inner} 0 0 0 ${pointAt(from, inner)}Z`;
}

/** Drawn once: the wheel does not change, only its rotation does. */
function WheelFace() {
  return (
    <svg className="roulette-wheel__face" viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="roulette-rim" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.86" stopColor="#3b2412" />
          <stop offset="0.93" stopColor="#8a5a2b" />
          <stop offset="1" stopColor="#2a180b" />
        </radialGradient>
        <radialGradient id="roulette-cone" cx="0.42" cy="0.38" r="0.7">
          <stop offset="0" stopColor="#6b4424" />
          <stop offset="0.7" stopColor="#3a2414" />
          <stop offset="1" stopColor="#22140a" />
        </radialGradient>
        <linearGradient id="roulette-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="0.5" stopColor="#f5b942" />
          <stop offset="1" stopColor="#b77712" />
        </linearGradient>
      </defs>
      <circle r="99" fill="url(#roulette-rim)" />
      <circle r="89" fill="none" stroke="url(#roulette-gold)" strokeWidth="1.6" />
      {EUROPEAN_WHEEL_ORDER.map((pocket, index) => (
        <g key={pocket}>
          <path d={sectorPath(index, 60, 88)} fill={pocketFill[pocketColor(pocket)]} stroke="#d8b46a" strokeWidth="0.5" />
          <text
            x="0"
            y="-80"
            transform={`rotate(${index * POCKET_ANGLE})`}
            textAnchor="middle"
            dominantBaseline="middle"
            fill="#fff"
            fontSize="7.5"
            fontWeight="700"
            fontFamily="system-ui, sans-serif"
          >
            {pocket}
          </text>
        </g>
      ))}
      <circle r="60" fill="url(#roulette-cone)" stroke="url(#roulette-gold)" strokeWidth="1.4" />
      <circle r="72" fill="none" stroke="#d8b46a" strokeOpacity="0.55" strokeWidth="0.5" />
      {[0, 90, 180, 270].map((angle) => (
        <g key={angle} transform={`rotate(${angle})`}>
          <path d="M-2.2 -10 L0 -44 L2.2 -10 Z" fill="url(#roulette-gold)" />
          <circle cy="-44" r="3.2" fill="url(#roulette-gold)" />
        </g>
      ))}
      <circle r="12" fill="url(#roulette-gold)" />
      <circle r="5" fill="#fff4cf" opacity="0.7" />
    </svg>
  );
}

interface RouletteWheelProps {
  rotation: WheelRotation;
  /** False for the first drawing and for players who prefer reduced motion: the wheel is simply shown at rest. */
  animate: boolean;
}

/** A European wheel that turns clockwise while the ball runs the other way, both stopping on the pocket at the top. */
export function RouletteWheel({ rotation, animate }: RouletteWheelProps) {
  const transition = animate ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.2, 1)` : 'none';
  return (
    <div className="roulette-wheel">
      <div className="roulette-wheel__spinner" style={{ transform: `rotate(${rotation.wheel}deg)`, transition }}>
        <WheelFace />
      </div>
      <div className="roulette-wheel__ball-track" style={{ transform: `rotate(${rotation.ball}deg)`, transition }}>
        <svg viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
          <circle cy="-67" r="4.6" fill="#f4f6ff" stroke="#9aa2cf" strokeWidth="0.6" />
          <circle cx="-1.4" cy="-68.4" r="1.5" fill="#fff" />
        </svg>
      </div>
      <svg className="roulette-wheel__marker" viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
        <path d="M-6 -101 L6 -101 L0 -89 Z" fill="#ffdd8a" stroke="#1d1303" strokeWidth="1" />
      </svg>
    </div>
  );
}
