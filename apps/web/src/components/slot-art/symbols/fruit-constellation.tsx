import { Gloss, Linear, Radial, Sparkle, starPath, type TitleArt } from '../svg-kit.tsx';

const LEAF = 'M0 0c6-8 18-10 24-6-4 8-14 12-24 6z';

/** Fruit Constellation: a classic fruit machine under a midnight-blue sky. */
export const fruitConstellationArt: TitleArt = {
  plate: ['#263a85', '#0a1030'],
  accent: '#ff3d6e',
  symbols: {
    cherry: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('red')} stops={['#ff8a9a', '#e3112f', '#7a0016']} />
        </defs>
        <path d="M30 66C36 44 46 26 62 14M68 62C66 42 64 28 62 14" fill="none" stroke="#5c8a1e" strokeWidth="4" strokeLinecap="round" />
        <path d={LEAF} transform="translate(62 14) rotate(-10)" fill="#6fc23a" />
        <circle cx="30" cy="70" r="17" fill={ids.url('red')} />
        <circle cx="68" cy="66" r="17" fill={ids.url('red')} />
        <Gloss cx={24} cy={63} rx={5} ry={3.5} />
        <Gloss cx={62} cy={59} rx={5} ry={3.5} />
      </g>
    ),
    lemon: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('peel')} stops={['#fffbb0', '#ffe03a', '#c99700']} />
        </defs>
        <path
          d="M10 54C14 30 36 20 56 22s34 14 34 30c0 4-2 6 2 10-12 10-30 16-50 14C22 74 10 64 6 58c2-2 4-2 4-4z"
          fill={ids.url('peel')}
          transform="rotate(-15 50 50)"
        />
        <path d={LEAF} transform="translate(62 20) rotate(-30)" fill="#6fc23a" />
        <Gloss cx={38} cy={40} rx={12} ry={5} opacity={0.45} />
      </g>
    ),
    orange: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('peel')} stops={['#ffd08a', '#ff8a12', '#b34700']} />
        </defs>
        <circle cx="50" cy="54" r="34" fill={ids.url('peel')} />
        <path d="M50 20v6" stroke="#5c8a1e" strokeWidth="4" strokeLinecap="round" />
        <path d={LEAF} transform="translate(51 22) rotate(-20)" fill="#6fc23a" />
        {[
          [36, 60],
          [62, 66],
          [56, 44],
          [40, 74],
          [68, 50],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="#b34700" opacity=".5" />
        ))}
        <Gloss cx={38} cy={40} rx={9} ry={6} opacity={0.45} />
      </g>
    ),
    plum: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('skin')} stops={['#d49cff', '#7a2bbf', '#34095e']} />
        </defs>
        <path d="M50 22c22-6 38 12 36 34-2 24-22 36-38 34S14 76 14 54s16-34 36-32z" fill={ids.url('skin')} />
        <path d="M50 24c-4 18-2 40 4 64" fill="none" stroke="#34095e" strokeWidth="2" opacity=".5" />
        <path d="M50 24c2-6 4-10 8-14" stroke="#6b4a1e" strokeWidth="3.5" strokeLinecap="round" />
        <path d={LEAF} transform="translate(56 14) rotate(-8)" fill="#6fc23a" />
        <Gloss cx={32} cy={42} rx={6} ry={10} opacity={0.4} />
      </g>
    ),
    grapes: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('grape')} stops={['#c9ff9a', '#52b82a', '#1d5c0c']} />
        </defs>
        <path d="M50 24c0-8 4-12 10-16" stroke="#6b4a1e" strokeWidth="4" strokeLinecap="round" />
        <path d={LEAF} transform="translate(52 22) rotate(-160) scale(1.2)" fill="#3f8f1e" />
        {[
          [36, 34],
          [52, 32],
          [68, 34],
          [28, 50],
          [44, 50],
          [60, 50],
          [74, 50],
          [36, 66],
          [52, 66],
          [68, 66],
          [44, 82],
          [60, 82],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y} r="9.5" fill={ids.url('grape')} stroke="#1d5c0c" strokeWidth=".8" />
            <circle cx={x! - 3} cy={y! - 3} r="2.2" fill="#fff" opacity=".6" />
          </g>
        ))}
      </g>
    ),
    watermelon: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('flesh')} stops={['#ff7a8a', '#f0284a']} />
        </defs>
        <path d="M6 34h88a44 44 0 0 1-88 0z" fill="#2f8f2a" />
        <path d="M10 34h80a40 40 0 0 1-80 0z" fill="#d8f5b0" />
        <path d="M14 34h72a36 36 0 0 1-72 0z" fill={ids.url('flesh')} />
        {[
          [30, 44],
          [44, 52],
          [58, 52],
          [72, 44],
          [38, 62],
          [56, 62],
          [50, 42],
        ].map(([x, y]) => (
          <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="2.2" ry="3.6" fill="#2b0a0a" />
        ))}
        <rect x="12" y="32" width="76" height="4" rx="2" fill="#fff" opacity=".35" />
      </g>
    ),
    bell: ({ ids }) => (
      <g>
        <path
          d="M50 10c4 0 6 3 6 6 14 4 20 16 20 32 0 14 6 20 12 26H12c6-6 12-12 12-26 0-16 6-28 20-32 0-3 2-6 6-6z"
          fill={ids.url('gold')}
          stroke="#8a5a06"
          strokeWidth="2"
        />
        <rect x="10" y="72" width="80" height="9" rx="4.5" fill={ids.url('gold')} stroke="#8a5a06" strokeWidth="2" />
        <circle cx="50" cy="88" r="7" fill={ids.url('gold')} stroke="#8a5a06" strokeWidth="2" />
        <path d="M36 30c-4 8-5 20-5 34" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity=".55" fill="none" />
      </g>
    ),
    seven: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('red')} stops={['#ff6b7e', '#e0102c', '#8a0018']} />
        </defs>
        <path d="M18 14h66v14L50 90H28l32-58H34v8H18z" fill={ids.url('red')} stroke={ids.url('gold')} strokeWidth="5" strokeLinejoin="round" />
        <path d="M22 18h58" stroke="#fff" strokeWidth="3" opacity=".5" strokeLinecap="round" />
        <Sparkle x={78} y={70} size={8} />
      </g>
    ),
    'lucky-star': ({ ids }) => (
      <g>
        <path
          d={starPath(50, 52, 46, 20)}
          fill={ids.url('gold')}
          stroke="#fff4c0"
          strokeWidth="2.5"
          strokeLinejoin="round"
          filter={ids.url('glow')}
        />
        <path d={starPath(50, 52, 24, 11)} fill="#fffbe6" opacity=".7" />
        <circle cx="42" cy="50" r="3" fill="#5a3a00" />
        <circle cx="58" cy="50" r="3" fill="#5a3a00" />
        <path d="M42 60q8 7 16 0" fill="none" stroke="#5a3a00" strokeWidth="2.5" strokeLinecap="round" />
      </g>
    ),
    constellation: ({ ids }) => {
      const stars = [
        [18, 72],
        [32, 44],
        [50, 56],
        [66, 26],
        [84, 40],
        [74, 76],
      ] as const;
      return (
        <g>
          <defs>
            <Radial id={ids.of('sky')} stops={['#3c4fb8', '#101845']} cx={0.5} cy={0.5} r={0.5} />
          </defs>
          <circle cx="50" cy="50" r="46" fill={ids.url('sky')} stroke="#ff3d6e" strokeWidth="2" />
          <polyline points={stars.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke="#9fd8ff" strokeWidth="1.5" strokeDasharray="3 2" />
          {stars.map(([x, y]) => (
            <Sparkle key={`${x}-${y}`} x={x} y={y} size={7} color="#fff6c2" />
          ))}
          <path d={starPath(66, 26, 10, 4)} fill={ids.url('gold')} filter={ids.url('glow')} />
        </g>
      );
    },
  },
};
