import { Gloss, Linear, Radial, Sparkle, starPath, type TitleArt } from '../svg-kit.tsx';

/** Starfall Fortune: a cosmic voyage in violet and ice blue. */
export const starfallFortuneArt: TitleArt = {
  plate: ['#2d2470', '#0a0826'],
  accent: '#7c5cff',
  symbols: {
    moon: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('moon')} stops={['#fffbe0', '#f1dc8a', '#b99a3c']} />
        </defs>
        <path d="M62 14a36 36 0 1 0 24 58 30 30 0 1 1-24-58z" fill={ids.url('moon')} />
        <circle cx="34" cy="52" r="5" fill="#c9ad55" opacity=".7" />
        <circle cx="46" cy="72" r="3.5" fill="#c9ad55" opacity=".7" />
        <circle cx="30" cy="34" r="3" fill="#c9ad55" opacity=".6" />
        <Sparkle x={78} y={26} size={7} />
      </g>
    ),
    comet: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('tail')} stops={['rgba(120,220,255,0)', '#7fe3ff', '#ffffff']} x2={1} y2={1} />
        </defs>
        <path d="M10 14L70 58 60 70z" fill={ids.url('tail')} opacity=".85" />
        <path d="M22 8L74 52 66 60z" fill={ids.url('tail')} opacity=".5" />
        <circle cx="68" cy="64" r="16" fill="#bff3ff" filter={ids.url('glow')} />
        <circle cx="68" cy="64" r="11" fill="#fff" />
        <Sparkle x={30} y={70} size={5} />
      </g>
    ),
    nebula: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('pink')} stops={['#ffb3f0', 'rgba(226,70,200,.6)', 'rgba(226,70,200,0)']} cx={0.5} cy={0.5} r={0.5} />
          <Radial id={ids.of('blue')} stops={['#b4f0ff', 'rgba(60,140,255,.6)', 'rgba(60,140,255,0)']} cx={0.5} cy={0.5} r={0.5} />
        </defs>
        <ellipse cx="40" cy="44" rx="32" ry="24" fill={ids.url('pink')} transform="rotate(-25 40 44)" />
        <ellipse cx="60" cy="58" rx="32" ry="22" fill={ids.url('blue')} transform="rotate(20 60 58)" />
        <path d="M30 60c10-24 40-30 44-12s-22 22-26 10 10-14 14-6" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".8" />
        <Sparkle x={28} y={30} size={5} />
        <Sparkle x={74} y={34} size={6} />
        <Sparkle x={46} y={78} size={4} />
      </g>
    ),
    'ringed-planet': ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('body')} stops={['#ffd9a6', '#f08a4b', '#8c3a1a']} />
        </defs>
        <ellipse cx="50" cy="52" rx="44" ry="12" fill="none" stroke="#f7e3b5" strokeWidth="5" transform="rotate(-18 50 52)" opacity=".55" />
        <circle cx="50" cy="50" r="25" fill={ids.url('body')} />
        <path d="M27 44c14 4 32 4 46-2M26 56c16 4 32 3 48-3" fill="none" stroke="#9c4422" strokeWidth="3" opacity=".5" />
        <path d="M8.2 65.6A44 12-18 0 0 91.8 38.4" fill="none" stroke="#f7e3b5" strokeWidth="5" />
        <Gloss cx={41} cy={38} rx={8} ry={5} opacity={0.4} />
      </g>
    ),
    rocket: ({ ids }) => (
      <g transform="rotate(35 50 50)">
        <defs>
          <Linear id={ids.of('flame')} stops={['#fff3a0', '#ff9a2e', 'rgba(255,60,40,0)']} />
        </defs>
        <path d="M42 72h16l-8 24z" fill={ids.url('flame')} />
        <path d="M50 6c14 12 18 34 12 66H38C32 40 36 18 50 6z" fill={ids.url('silver')} stroke="#5b6577" strokeWidth="1.5" />
        <path d="M50 6c6 5 10 12 12 20H38c2-8 6-15 12-20z" fill="#e5484d" />
        <path d="M38 54L26 74l12-4zM62 54l12 20-12-4z" fill="#e5484d" />
        <circle cx="50" cy="40" r="7" fill="#2ec5ff" stroke="#5b6577" strokeWidth="2.5" />
        <Gloss cx={48} cy={38} rx={2.5} ry={2} opacity={0.8} />
      </g>
    ),
    astronaut: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('visor')} stops={['#ffc56b', '#d0468a', '#3a1f7a']} x2={1} y2={1} />
        </defs>
        <path d="M22 96c0-18 12-28 28-28s28 10 28 28z" fill="#e8ecf3" />
        <rect x="40" y="78" width="20" height="12" rx="3" fill="#7c5cff" />
        <circle cx="50" cy="44" r="30" fill="#f4f6fb" stroke="#aab4c5" strokeWidth="2" />
        <rect x="28" y="30" width="44" height="30" rx="15" fill={ids.url('visor')} />
        <path d="M34 36c6-3 14-4 20-3" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".75" fill="none" />
        <Sparkle x={62} y={50} size={4} />
      </g>
    ),
    supernova: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('core')} stops={['#ffffff', '#fff0a8', '#ff7a3d', 'rgba(255,60,120,0)']} cx={0.5} cy={0.5} r={0.5} />
        </defs>
        <circle cx="50" cy="50" r="46" fill={ids.url('core')} />
        <path d={starPath(50, 50, 44, 10, 8)} fill="#ffe28a" opacity=".75" />
        <path d={starPath(50, 50, 34, 12, 8, -67.5)} fill="#fff" opacity=".85" />
        <circle cx="50" cy="50" r="10" fill="#fff" filter={ids.url('glow')} />
      </g>
    ),
    'shooting-star': ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('trail')} stops={['rgba(255,214,90,0)', '#ffd65a']} x2={1} y2={0} />
        </defs>
        <path d="M0 78L56 44 60 58z" fill={ids.url('trail')} />
        <path d="M4 94L52 62 56 72z" fill={ids.url('trail')} opacity=".6" />
        <path d={starPath(62, 44, 34, 14)} fill={ids.url('gold')} stroke="#fff4c0" strokeWidth="2" strokeLinejoin="round" filter={ids.url('glow')} />
        <path d={starPath(62, 44, 16, 7)} fill="#fffbe6" opacity=".8" />
      </g>
    ),
    stargate: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('portal')} stops={['#ffffff', '#8fe9ff', '#5b3bff', '#1b0f5c']} cx={0.5} cy={0.5} r={0.5} />
        </defs>
        <circle cx="50" cy="50" r="44" fill="none" stroke={ids.url('silver')} strokeWidth="8" />
        <circle cx="50" cy="50" r="44" fill="none" stroke="#7c5cff" strokeWidth="3" strokeDasharray="4 8" />
        <circle cx="50" cy="50" r="36" fill={ids.url('portal')} />
        <path
          d="M50 22a28 28 0 0 1 0 56a20 20 0 0 1 0-40a12 12 0 0 1 0 24"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          opacity=".7"
          strokeLinecap="round"
        />
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <circle key={angle} cx="50" cy="6" r="3.5" fill="#7fe3ff" transform={`rotate(${angle} 50 50)`} />
        ))}
      </g>
    ),
  },
};
