import { Linear, Radial, Sparkle, starPath, type TitleArt } from '../svg-kit.tsx';

const LAPIS = '#1f4fb8';
const TURQUOISE = '#2cc7c0';
const GOLD_EDGE = '#7a5206';

/** Pharaoh's Lodestar: lapis lazuli, turquoise and tomb gold. */
export const pharaohsLodestarArt: TitleArt = {
  plate: ['#203f8c', '#08112e'],
  accent: '#13a0a6',
  symbols: {
    lotus: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('petal')} stops={['#ffffff', '#b9d4ff', '#5b7fd8']} />
        </defs>
        <path
          d="M50 86C30 86 14 74 10 56c14 0 26 8 34 22M50 86c20 0 36-12 40-30-14 0-26 8-34 22"
          fill={ids.url('petal')}
          stroke="#2a4a9a"
          strokeWidth="1.5"
        />
        <path
          d="M50 84C34 72 28 50 34 28c10 10 16 30 16 56zM50 84c16-12 22-34 16-56-10 10-16 30-16 56z"
          fill={ids.url('petal')}
          stroke="#2a4a9a"
          strokeWidth="1.5"
        />
        <path d="M50 84c-8-20-8-44 0-68 8 24 8 48 0 68z" fill={ids.url('petal')} stroke="#2a4a9a" strokeWidth="1.5" />
        <path d="M26 90h48" stroke={ids.url('gold')} strokeWidth="5" strokeLinecap="round" />
      </g>
    ),
    papyrus: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('paper')} stops={['#fff4d0', '#e8cf8e', '#c9a860']} x2={1} y2={0} />
        </defs>
        <rect x="18" y="16" width="64" height="68" fill={ids.url('paper')} />
        <rect x="10" y="10" width="12" height="80" rx="6" fill="#c9a05a" stroke={GOLD_EDGE} strokeWidth="1.5" />
        <rect x="78" y="10" width="12" height="80" rx="6" fill="#c9a05a" stroke={GOLD_EDGE} strokeWidth="1.5" />
        <g stroke="#6b3a12" strokeWidth="2.5" fill="none" strokeLinecap="round">
          <path d="M32 28c4-6 10-6 12 0s-8 6-12 0zM30 42h16M38 36v12" />
          <path d="M56 24v20M52 28h8M58 40c6 0 8 6 4 8" />
          <path d="M30 62q6-8 12 0t12 0 12 0" />
          <path d="M34 72h28" />
        </g>
      </g>
    ),
    ankh: ({ ids }) => (
      <g>
        <path
          d="M50 8c-12 0-20 10-20 22 0 8 5 14 10 20H16v12h28v30h12V62h28V50H60c5-6 10-12 10-20 0-12-8-22-20-22zm0 11c6 0 9 5 9 11 0 6-5 12-9 16-4-4-9-10-9-16 0-6 3-11 9-11z"
          fill={ids.url('gold')}
          stroke={GOLD_EDGE}
          strokeWidth="2"
          fillRule="evenodd"
        />
        <rect x="44" y="56" width="12" height="6" fill={TURQUOISE} />
        <path d="M22 54h20" stroke="#fff" strokeWidth="2" opacity=".6" />
      </g>
    ),
    scarab: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('shell')} stops={['#a8fff4', TURQUOISE, '#0b5a6a']} />
        </defs>
        <path
          d="M30 56C14 50 4 60 2 72c10-6 20-6 28-4zM70 56c16-6 26 4 28 16-10-6-20-6-28-4z"
          fill={ids.url('gold')}
          stroke={GOLD_EDGE}
          strokeWidth="1.5"
        />
        <path d="M34 40l-12-8M66 40l12-8M32 76l-12 10M68 76l12 10" stroke="#0b3a44" strokeWidth="3" strokeLinecap="round" />
        <ellipse cx="50" cy="26" rx="12" ry="9" fill="#0b5a6a" />
        <circle cx="50" cy="10" r="7" fill={ids.url('gold')} stroke={GOLD_EDGE} strokeWidth="1.5" />
        <ellipse cx="50" cy="58" rx="20" ry="26" fill={ids.url('shell')} stroke="#0b3a44" strokeWidth="2" />
        <path d="M50 34v50" stroke="#0b3a44" strokeWidth="2" />
        <path d="M40 44c0-4 2-6 4-7" stroke="#fff" strokeWidth="2.5" opacity=".6" strokeLinecap="round" />
      </g>
    ),
    'eye-of-horus': ({ ids }) => (
      <g>
        <path d="M8 44c14-16 30-22 46-22s30 8 40 20" stroke="#10182e" strokeWidth="6" fill="none" strokeLinecap="round" />
        <path d="M12 50c12-12 26-18 40-18s28 6 38 16c-10 10-24 14-38 14S22 58 12 50z" fill="#fff" stroke="#10182e" strokeWidth="4" />
        <circle cx="50" cy="46" r="11" fill={LAPIS} />
        <circle cx="50" cy="46" r="5" fill="#10182e" />
        <circle cx="46" cy="42" r="2.4" fill="#fff" />
        <path d="M44 62l-6 20c-2 8 8 10 10 4M58 62l8 12c6 8 14 6 16-2" stroke="#10182e" strokeWidth="5" fill="none" strokeLinecap="round" />
        <path d="M10 14h80" stroke={ids.url('gold')} strokeWidth="4" />
      </g>
    ),
    anubis: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('fur')} stops={['#3a3f58', '#0c0e18']} />
        </defs>
        <path
          d="M30 96V62c-6-4-8-12-4-20l10-8L30 4l18 20c8-2 14 0 18 4l26 14c4 4 2 10-4 10H70l-6 8v36z"
          fill={ids.url('fur')}
          stroke={ids.url('gold')}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M30 62h34v8H30zM30 76h34v8H30z" fill={ids.url('gold')} />
        <path d="M30 70h34v6H30z" fill={LAPIS} />
        <path d="M52 36l10 2-4 4z" fill={ids.url('gold')} />
        <path d="M36 22l6 10" stroke={ids.url('gold')} strokeWidth="2" />
      </g>
    ),
    'lodestar-amulet': ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('gem')} stops={['#ffffff', '#9ff5ff', TURQUOISE, '#0b5a6a']} cx={0.5} cy={0.5} r={0.55} />
        </defs>
        <path d="M30 6q20 14 40 0" stroke={ids.url('gold')} strokeWidth="3" fill="none" />
        <circle cx="50" cy="54" r="38" fill={ids.url('gold')} stroke={GOLD_EDGE} strokeWidth="2" />
        <circle cx="50" cy="54" r="30" fill={LAPIS} stroke={GOLD_EDGE} strokeWidth="2" />
        <path d={starPath(50, 54, 26, 9, 8)} fill={ids.url('gem')} filter={ids.url('glow')} />
        <circle cx="50" cy="14" r="5" fill={ids.url('gold')} stroke={GOLD_EDGE} strokeWidth="1.5" />
        <Sparkle x={62} y={42} size={5} />
      </g>
    ),
    pharaoh: ({ ids }) => (
      <g>
        <defs>
          <clipPath id={ids.of('nemes')}>
            <path d="M50 4C28 4 18 20 16 38l-6 46h22l4-30h28l4 30h22l-6-46C82 20 72 4 50 4z" />
          </clipPath>
        </defs>
        <path d="M50 4C28 4 18 20 16 38l-6 46h22l4-30h28l4 30h22l-6-46C82 20 72 4 50 4z" fill={ids.url('gold')} stroke={GOLD_EDGE} strokeWidth="2" />
        <g clipPath={ids.url('nemes')}>
          {[16, 28, 40, 52, 64, 76, 88].map((y) => (
            <rect key={y} x="0" y={y} width="100" height="5" fill={LAPIS} />
          ))}
        </g>
        <path d="M34 30h32v26c0 12-8 20-16 20s-16-8-16-20z" fill="#c98a4a" />
        <path d="M34 26h32v6H34z" fill={ids.url('gold')} />
        <path d="M40 42h7M53 42h7" stroke="#10182e" strokeWidth="3" strokeLinecap="round" />
        <path d="M46 72h8v18h-8z" fill={LAPIS} stroke={GOLD_EDGE} strokeWidth="1.5" />
        <path d="M50 8c-3 4-3 10 0 14 3-4 3-10 0-14z" fill={TURQUOISE} />
      </g>
    ),
    pyramid: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('lit')} stops={['#ffe9a8', '#e0a83a']} />
          <Linear id={ids.of('shade')} stops={['#b07a24', '#6b4410']} />
        </defs>
        <path d={starPath(50, 16, 12, 4, 8)} fill="#fff" filter={ids.url('glow')} />
        <path d="M50 30L8 88h42z" fill={ids.url('lit')} />
        <path d="M50 30l42 58H50z" fill={ids.url('shade')} />
        <path d="M50 30L38 46h24z" fill={ids.url('gold')} stroke="#fff" strokeWidth="1" />
        <path d="M22 70h28M16 78h34M30 60h20" stroke="#c9963a" strokeWidth="1.5" opacity=".7" />
        <path d="M4 90h92" stroke="#e8c98a" strokeWidth="4" strokeLinecap="round" />
      </g>
    ),
  },
};
