import { Gloss, Linear, Radial, Sparkle, type TitleArt } from '../svg-kit.tsx';

const PINK = '#ff3fb8';
const CYAN = '#3ff0ff';

/** Neon Nights: synthwave magenta and cyan on a midnight purple. */
export const neonNightsArt: TitleArt = {
  plate: ['#3f1166', '#0c0320'],
  accent: '#ff2fb4',
  symbols: {
    cassette: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('label')} stops={['#ffb86b', PINK, '#7b3cff']} x2={1} y2={0} />
        </defs>
        <rect x="8" y="22" width="84" height="56" rx="6" fill="#1c1530" stroke={CYAN} strokeWidth="3" filter={ids.url('glow')} />
        <rect x="16" y="30" width="68" height="28" rx="3" fill={ids.url('label')} />
        <rect x="28" y="38" width="44" height="14" rx="7" fill="#1c1530" />
        <circle cx="36" cy="45" r="5" fill="#fff" />
        <circle cx="64" cy="45" r="5" fill="#fff" />
        <path d="M26 78l6-12h36l6 12" fill="#2b2245" stroke={CYAN} strokeWidth="2" />
      </g>
    ),
    vinyl: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('disc')} stops={['#3a3a48', '#101016', '#2a2a36']} cx={0.5} cy={0.5} r={0.5} />
        </defs>
        <circle cx="50" cy="50" r="44" fill={ids.url('disc')} stroke={PINK} strokeWidth="2" />
        {[38, 32, 26].map((r) => (
          <circle key={r} cx="50" cy="50" r={r} fill="none" stroke="#fff" strokeOpacity=".12" strokeWidth="1.2" />
        ))}
        <circle cx="50" cy="50" r="14" fill={PINK} />
        <circle cx="50" cy="50" r="3" fill="#101016" />
        <path d="M22 30a36 36 0 0 1 22-14" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".5" fill="none" />
      </g>
    ),
    sunglasses: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('lens')} stops={[PINK, '#7b3cff', CYAN]} />
        </defs>
        <path d="M6 38h88v6H6z" fill="#1c1530" stroke={CYAN} strokeWidth="1.5" />
        <path
          d="M10 42h34c0 16-6 24-17 24S10 58 10 42zM56 42h34c0 16-6 24-17 24S56 58 56 42z"
          fill={ids.url('lens')}
          stroke="#1c1530"
          strokeWidth="3"
        />
        <path d="M44 44q6-4 12 0" fill="none" stroke="#1c1530" strokeWidth="3" />
        <path d="M16 48l10 10M62 48l10 10" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".6" />
      </g>
    ),
    'palm-tree': ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('sun')} stops={['#ffe66b', '#ff7a3d', PINK]} />
        </defs>
        <circle cx="50" cy="56" r="30" fill={ids.url('sun')} />
        {[62, 70, 77].map((y) => (
          <rect key={y} x="18" y={y} width="64" height="3" fill="#3f1166" />
        ))}
        <path d="M54 92c-2-20 0-40 6-56" stroke="#1a0630" strokeWidth="6" fill="none" strokeLinecap="round" />
        <path
          d="M60 36C48 24 32 26 22 36c12-4 24-2 38 0zM60 36c8-14 24-18 34-10-12-2-24 2-34 10zM60 36c-4-14-16-22-28-20 12 4 22 10 28 20zM60 36c14-4 28 4 32 16-10-8-20-12-32-16z"
          fill="#1a0630"
          stroke={CYAN}
          strokeWidth="1.5"
        />
      </g>
    ),
    'sports-car': ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('paint')} stops={['#ff7ad1', PINK, '#9b0f6a']} />
        </defs>
        <ellipse cx="50" cy="78" rx="44" ry="4" fill={CYAN} opacity=".7" filter={ids.url('glow')} />
        <path d="M4 66l4-14 30-4 14-12h22l20 14v16z" fill={ids.url('paint')} stroke="#3f0630" strokeWidth="2" strokeLinejoin="round" />
        <path d="M42 48l12-9h18l12 9z" fill={CYAN} opacity=".85" />
        <path d="M8 56h20" stroke="#fff6a0" strokeWidth="3" strokeLinecap="round" />
        <circle cx="24" cy="68" r="9" fill="#150a24" stroke="#c9c9d9" strokeWidth="3" />
        <circle cx="76" cy="68" r="9" fill="#150a24" stroke="#c9c9d9" strokeWidth="3" />
        <path d="M36 58h52" stroke="#fff" strokeWidth="1.5" opacity=".5" />
      </g>
    ),
    synthesizer: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('case')} stops={['#4a3a6a', '#1c1530']} />
        </defs>
        <rect x="6" y="26" width="88" height="50" rx="6" fill={ids.url('case')} stroke={PINK} strokeWidth="2.5" filter={ids.url('glow')} />
        {[14, 26, 38].map((x, index) => (
          <circle key={x} cx={x} cy="36" r="4" fill={index === 1 ? CYAN : PINK} />
        ))}
        <rect x="52" y="32" width="34" height="8" rx="2" fill="#0c0320" stroke={CYAN} strokeWidth="1" />
        <path d="M55 36h6l3-3 4 6 3-3h12" fill="none" stroke={CYAN} strokeWidth="1.4" />
        <rect x="12" y="46" width="76" height="24" rx="2" fill="#f5f3ff" />
        {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((key) => (
          <rect key={key} x={12 + key * 7.6} y="46" width=".9" height="24" fill="#4a3a6a" />
        ))}
        {[0, 1, 3, 4, 5, 7, 8].map((key) => (
          <rect key={key} x={17 + key * 7.6} y="46" width="4.6" height="14" rx="1" fill="#1c1530" />
        ))}
      </g>
    ),
    'neon-heart': ({ ids }) => (
      <g>
        <path
          d="M50 84C20 64 10 48 10 34c0-12 9-20 20-20 9 0 16 5 20 13 4-8 11-13 20-13 11 0 20 8 20 20 0 14-10 30-40 50z"
          fill="#ff3fb8"
          fillOpacity=".18"
          stroke={PINK}
          strokeWidth="6"
          strokeLinejoin="round"
          filter={ids.url('glow')}
        />
        <path
          d="M50 84C20 64 10 48 10 34c0-12 9-20 20-20 9 0 16 5 20 13 4-8 11-13 20-13 11 0 20 8 20 20 0 14-10 30-40 50z"
          fill="none"
          stroke="#ffd6f0"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M22 32c0-6 4-9 9-9" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
      </g>
    ),
    'laser-wild': ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('beam')} stops={[CYAN, '#ffffff', PINK]} x2={1} y2={1} />
        </defs>
        <path d="M6 14L94 86M94 14L6 86" stroke={ids.url('beam')} strokeWidth="7" strokeLinecap="round" filter={ids.url('glow')} />
        <path d="M50 4v92" stroke={PINK} strokeWidth="4" strokeLinecap="round" opacity=".7" filter={ids.url('glow')} />
        <path d="M50 22l22 28-22 28-22-28z" fill="#1c1530" stroke={CYAN} strokeWidth="3" filter={ids.url('glow')} />
        <path d="M50 34l12 16-12 16-12-16z" fill="#fff" />
      </g>
    ),
    'disco-ball': ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('ball')} stops={['#ffffff', '#c9d3ff', '#6a5aa8', '#2a1a4a']} />
          <clipPath id={ids.of('round')}>
            <circle cx="50" cy="54" r="36" />
          </clipPath>
        </defs>
        <path d="M50 4v14" stroke="#c9c9d9" strokeWidth="2" />
        <circle cx="50" cy="54" r="36" fill={ids.url('ball')} />
        <g clipPath={ids.url('round')} stroke="#2a1a4a" strokeWidth="1.2" fill="none" opacity=".6">
          {[30, 40, 50, 60, 70, 80].map((y) => (
            <path key={y} d={`M10 ${y}h80`} />
          ))}
          {[-24, -12, 0, 12, 24].map((offset) => (
            <ellipse key={offset} cx="50" cy="54" rx={Math.abs(offset) * 1.4 + 2} ry="36" />
          ))}
        </g>
        <rect x="34" y="36" width="8" height="8" fill={CYAN} opacity=".8" />
        <rect x="58" y="58" width="8" height="8" fill={PINK} opacity=".8" />
        <Gloss cx={38} cy={40} rx={7} ry={5} opacity={0.6} />
        <Sparkle x={80} y={24} size={8} />
        <Sparkle x={18} y={82} size={6} color={CYAN} />
      </g>
    ),
  },
};
