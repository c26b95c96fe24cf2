import { Linear, Radial, Sparkle, starPath, type TitleArt } from '../svg-kit.tsx';

const LEATHER = '#8a4a1e';
const DARK_LEATHER = '#3f1e08';

/** Wild West Gold: sun-baked leather, sunset orange and nugget gold. */
export const wildWestGoldArt: TitleArt = {
  plate: ['#7a3f1a', '#220d04'],
  accent: '#c8361f',
  symbols: {
    horseshoe: ({ ids }) => (
      <g>
        <path
          d="M22 88l-4-40c0-22 14-38 32-38s32 16 32 38l-4 40H62l4-40c0-12-6-22-16-22s-16 10-16 22l4 40z"
          fill={ids.url('silver')}
          stroke="#4a5260"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {[
          [24, 76],
          [22, 58],
          [28, 38],
          [76, 76],
          [78, 58],
          [72, 38],
        ].map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x! - 2.5} y={y! - 2} width="5" height="4" rx="1" fill="#4a5260" />
        ))}
        <path d="M26 44c2-12 8-22 18-26" stroke="#fff" strokeWidth="3" opacity=".7" fill="none" strokeLinecap="round" />
      </g>
    ),
    cactus: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('skin')} stops={['#8ee06a', '#3f9a3a', '#1f5c22']} x2={1} y2={0} />
        </defs>
        <path
          d="M40 92V20c0-6 4-10 10-10s10 4 10 10v72zM40 62H26c-6 0-10-4-10-10V36c0-4 2-6 5-6s5 2 5 6v14h14zM60 50h14V30c0-4 2-6 5-6s5 2 5 6v20c0 6-4 10-10 10H60z"
          fill={ids.url('skin')}
          stroke="#1f5c22"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M50 16v72M23 36v14M79 30v20" stroke="#1f5c22" strokeWidth="1.5" opacity=".6" />
        <circle cx="50" cy="12" r="5" fill="#ff5a8a" />
        <path d="M22 92h56" stroke="#d9a25a" strokeWidth="5" strokeLinecap="round" />
      </g>
    ),
    lantern: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('flame')} stops={['#fffbe0', '#ffcf4a', 'rgba(255,140,30,.2)']} cx={0.5} cy={0.55} r={0.55} />
        </defs>
        <path d="M38 14a12 12 0 0 1 24 0" stroke="#2a2a2a" strokeWidth="3" fill="none" />
        <path d="M32 22h36l-4 8H36z" fill="#3a3a3a" />
        <rect x="32" y="30" width="36" height="46" rx="8" fill={ids.url('flame')} stroke="#2a2a2a" strokeWidth="3" />
        <path d="M50 42c6 8 6 16 0 20-6-4-6-12 0-20z" fill="#fff7c0" filter={ids.url('glow')} />
        <path d="M50 30v46M32 53h36" stroke="#2a2a2a" strokeWidth="2" opacity=".6" />
        <path d="M28 76h44l-4 10H32z" fill="#3a3a3a" />
      </g>
    ),
    revolver: ({ ids }) => (
      <g>
        <path d="M6 30h56v12H6z" fill={ids.url('silver')} stroke="#3c4654" strokeWidth="1.5" />
        <rect x="6" y="26" width="4" height="4" fill="#3c4654" />
        <rect x="44" y="26" width="30" height="24" rx="4" fill={ids.url('silver')} stroke="#3c4654" strokeWidth="1.5" />
        <circle cx="56" cy="38" r="8" fill="#8d99ab" stroke="#3c4654" strokeWidth="1.5" />
        <path d="M70 44c6 10 8 24 4 42h16c2-18-2-32-12-44z" fill={LEATHER} stroke={DARK_LEATHER} strokeWidth="2" strokeLinejoin="round" />
        <path d="M60 50c0 8 4 12 10 10" stroke="#3c4654" strokeWidth="3" fill="none" />
        <path d="M72 20l6 6" stroke="#3c4654" strokeWidth="4" strokeLinecap="round" />
        <path d="M10 33h48" stroke="#fff" strokeWidth="2" opacity=".6" />
      </g>
    ),
    boots: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('leather')} stops={['#c07a3a', LEATHER, DARK_LEATHER]} />
        </defs>
        <path
          d="M30 8h30l-2 52c8 2 24 6 30 14 2 4 0 10-6 10H22l-2 8h-8l4-12 6-20z"
          fill={ids.url('leather')}
          stroke={DARK_LEATHER}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M30 8h30v8H30z" fill={DARK_LEATHER} />
        <path d="M36 26c4 6 14 6 18 0M38 40c4 6 10 6 14 0" stroke={ids.url('gold')} strokeWidth="2.5" fill="none" />
        <path d="M20 84h64c2 0 4 2 4 4v2H18z" fill="#2a1404" />
        <path d="M12 92h8l2-8h-6z" fill="#2a1404" />
        <circle cx="12" cy="86" r="5" fill="none" stroke={ids.url('silver')} strokeWidth="2.5" />
        <path d="M36 12c0-4 4-6 6-2M52 12c0-4 4-6 6-2" stroke={DARK_LEATHER} strokeWidth="2" fill="none" />
      </g>
    ),
    'sheriff-badge': ({ ids }) => (
      <g>
        <path d={starPath(50, 52, 44, 22, 6)} fill={ids.url('gold')} stroke="#7a5206" strokeWidth="2" strokeLinejoin="round" />
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <circle key={angle} cx="50" cy="8" r="4.5" fill={ids.url('gold')} stroke="#7a5206" strokeWidth="1.5" transform={`rotate(${angle} 50 52)`} />
        ))}
        <circle cx="50" cy="52" r="18" fill="none" stroke="#7a5206" strokeWidth="2" />
        <path d={starPath(50, 52, 12, 5)} fill="#7a5206" />
        <Sparkle x={30} y={30} size={6} />
      </g>
    ),
    'gold-nugget': ({ ids }) => (
      <g>
        <path d="M14 66l8-26 22-14 22 4 18 18 4 22-16 14-34 2z" fill={ids.url('gold')} stroke="#7a5206" strokeWidth="2" strokeLinejoin="round" />
        <path d="M22 40l20 12 24-22M42 52l-4 34M42 52l30 10 16-8" stroke="#a8740a" strokeWidth="1.6" fill="none" />
        <path d="M28 42l14-10" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".7" />
        <Sparkle x={70} y={36} size={8} />
        <Sparkle x={24} y={74} size={5} />
      </g>
    ),
    outlaw: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('hat')} stops={['#4a2a14', '#1c0d04']} />
        </defs>
        <circle cx="50" cy="54" r="22" fill="#e0a878" />
        <path d="M28 58c6 4 14 6 22 6s16-2 22-6l-4 22c-6 4-12 6-18 6s-12-2-18-6z" fill="#c8361f" />
        <path d="M36 66l4 4 4-4 4 4 4-4 4 4 4-4 4 4" stroke="#fff" strokeWidth="1.5" fill="none" opacity=".8" />
        <path d="M38 50l10 2M62 50l-10 2" stroke="#1c0d04" strokeWidth="3" strokeLinecap="round" />
        <path d="M4 40c10 6 28 8 46 8s36-2 46-8c-4 8-20 14-46 14S8 48 4 40z" fill={ids.url('hat')} />
        <path d="M28 42c0-16 4-30 12-30 4 0 6 4 10 4s6-4 10-4c8 0 12 14 12 30-8 2-14 3-22 3s-14-1-22-3z" fill={ids.url('hat')} />
        <path d="M28 36c14 4 30 4 44 0v6c-14 4-30 4-44 0z" fill="#c8361f" />
      </g>
    ),
    'gold-pan': ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('pan')} stops={['#9aa4b4', '#5a6474', '#2e3440']} cx={0.5} cy={0.45} r={0.6} />
        </defs>
        <rect x="82" y="46" width="16" height="8" rx="3" fill={LEATHER} transform="rotate(-10 90 50)" />
        <ellipse cx="48" cy="56" rx="40" ry="30" fill={ids.url('pan')} stroke="#2e3440" strokeWidth="2" />
        <ellipse cx="48" cy="56" rx="30" ry="21" fill="#4a5260" />
        <path d="M28 60c10-8 30-8 40 0-10 10-30 10-40 0z" fill="#6a86a0" opacity=".6" />
        {[
          [38, 54, 6],
          [52, 50, 8],
          [60, 60, 5],
          [44, 64, 5],
        ].map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={ids.url('gold')} stroke="#7a5206" strokeWidth="1" />
        ))}
        <Sparkle x={56} y={44} size={8} />
        <Sparkle x={30} y={36} size={5} />
      </g>
    ),
  },
};
