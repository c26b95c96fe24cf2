import { Gloss, Linear, Radial, Sparkle, starPath, type TitleArt } from '../svg-kit.tsx';

/** Ocean Treasures: a sunlit coral reef in teal and coral pink. */
export const oceanTreasuresArt: TitleArt = {
  plate: ['#11769a', '#03203b'],
  accent: '#19c9b8',
  symbols: {
    shell: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('shell')} stops={['#ffe9d6', '#ffb38a', '#e0704a']} />
        </defs>
        <path d="M50 86L14 44C14 22 32 12 50 12s36 10 36 32z" fill={ids.url('shell')} stroke="#b5502e" strokeWidth="2" strokeLinejoin="round" />
        <path d="M50 86L22 26M50 86L36 16M50 86V12M50 86L64 16M50 86L78 26" stroke="#c45a34" strokeWidth="2" opacity=".6" />
        <path d="M40 86h20l-4 8H44z" fill="#e0704a" />
        <Gloss cx={38} cy={28} rx={8} ry={4} opacity={0.5} />
      </g>
    ),
    starfish: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('skin')} stops={['#ffd27a', '#ff8a3d', '#c2410c']} cx={0.5} cy={0.5} r={0.55} />
        </defs>
        <path d={starPath(50, 54, 44, 19)} fill={ids.url('skin')} stroke="#c2410c" strokeWidth="6" strokeLinejoin="round" />
        {[
          [50, 28],
          [50, 40],
          [30, 48],
          [70, 48],
          [38, 70],
          [62, 70],
          [50, 56],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="2.4" fill="#fff2d6" />
        ))}
      </g>
    ),
    coral: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('coral')} stops={['#ff9ab8', '#ff4f7b']} />
        </defs>
        <path
          d="M50 92V60M50 60L30 40V20M30 40L16 30M50 60L70 36V16M70 36L86 28M50 74L34 64M62 48L62 30"
          fill="none"
          stroke={ids.url('coral')}
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {[
          [30, 20],
          [16, 30],
          [70, 16],
          [86, 28],
          [34, 64],
          [62, 30],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill="#ffc2d4" />
        ))}
        <ellipse cx="50" cy="92" rx="22" ry="4" fill="#f5d99a" />
      </g>
    ),
    seahorse: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('body')} stops={['#ffe27a', '#ffb02e', '#d97706']} x2={1} y2={1} />
        </defs>
        <path
          d="M46 10c12-2 22 6 22 16 0 6-4 8-2 12 8 10 8 26-2 36-6 6-14 6-16 0-2-4 2-8 6-8 2 0 2 4 0 4 6-2 8-12 0-22-6-8-16-8-18-18l-14 4c-4 1-6-4-2-6l14-8c2-6 6-9 12-10z"
          fill={ids.url('body')}
          stroke="#b45309"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M60 30c6 8 8 18 4 26M54 40h8M56 48h8M54 56h8" stroke="#b45309" strokeWidth="2" fill="none" strokeLinecap="round" />
        <path d="M64 18l10-6-2 10 10-2-8 8" fill="#ff8a3d" />
        <circle cx="52" cy="18" r="3" fill="#3b1d00" />
        <circle cx="51" cy="17" r="1" fill="#fff" />
      </g>
    ),
    turtle: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('shell')} stops={['#9be36a', '#3f9a3a', '#1d5c2a']} cx={0.5} cy={0.45} r={0.6} />
        </defs>
        <ellipse cx="50" cy="14" rx="9" ry="10" fill="#8fd18a" />
        <path d="M22 34L6 22l6 22zM78 34l16-12-6 22zM26 70L12 86l18-6zM74 70l14 16-18-6zM46 84l4 10 4-10z" fill="#8fd18a" />
        <ellipse cx="50" cy="54" rx="30" ry="34" fill={ids.url('shell')} stroke="#1d5c2a" strokeWidth="2" />
        <path
          d="M50 36l10 8v12l-10 8-10-8V44zM50 36V22M60 44l14-8M60 56l14 8M50 64v20M40 56l-14 8M40 44l-14-8"
          fill="none"
          stroke="#c9f2a6"
          strokeWidth="2"
          opacity=".8"
        />
        <circle cx="46" cy="10" r="1.6" fill="#102a10" />
        <circle cx="54" cy="10" r="1.6" fill="#102a10" />
      </g>
    ),
    dolphin: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('skin')} stops={['#b9e6ff', '#4aa3df', '#1f5f99']} />
        </defs>
        <path
          d="M10 70C18 36 48 20 76 28c6 2 12 0 16-4-2 6-6 10-10 12 4 8 4 18 0 24-2-8-8-14-16-16-20-4-36 10-42 30l-6-10-10 4z"
          fill={ids.url('skin')}
          stroke="#1f5f99"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M46 32l4-14 10 12z" fill="#2e78b5" />
        <path d="M20 66c10-10 26-18 44-18" fill="none" stroke="#e8f7ff" strokeWidth="4" strokeLinecap="round" opacity=".7" />
        <circle cx="76" cy="34" r="2.2" fill="#0b2540" />
        <circle cx="22" cy="88" r="3" fill="none" stroke="#bdeaff" strokeWidth="1.5" />
        <circle cx="32" cy="92" r="2" fill="none" stroke="#bdeaff" strokeWidth="1.5" />
      </g>
    ),
    pearl: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('pearl')} stops={['#ffffff', '#f3ecff', '#c6b8e6', '#8c7bb8']} />
          <Linear id={ids.of('shell')} stops={['#f4d9ff', '#b98ad9']} />
        </defs>
        <path d="M8 56c0-26 20-44 42-44s42 18 42 44z" fill={ids.url('shell')} stroke="#8a5aa8" strokeWidth="2" />
        <path d="M8 60h84c-4 16-20 28-42 28S12 76 8 60z" fill={ids.url('shell')} stroke="#8a5aa8" strokeWidth="2" />
        <circle cx="50" cy="56" r="20" fill={ids.url('pearl')} />
        <Sparkle x={42} y={48} size={6} />
      </g>
    ),
    mermaid: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('tail')} stops={['#6ff2d6', '#16a6a0', '#0b5a7a']} />
          <Linear id={ids.of('hair')} stops={['#ff9a6b', '#e0462e']} />
        </defs>
        <path d="M36 16c14-10 32-4 32 14 0 10 8 16 4 28-6-6-10-14-10-22" fill={ids.url('hair')} />
        <circle cx="48" cy="24" r="11" fill="#ffd9bf" />
        <path d="M36 22c4-10 18-12 24-2-6 0-14-2-20 8z" fill={ids.url('hair')} />
        <path d="M40 36h16c4 8 4 16 2 22H38c-2-6-2-14 2-22z" fill="#ffd9bf" />
        <circle cx="43" cy="42" r="4" fill="#b06ae0" />
        <circle cx="53" cy="42" r="4" fill="#b06ae0" />
        <path
          d="M38 56h20c8 10 10 22 2 30l14 4c-6 6-18 6-22 0-6 2-18 2-22-4l14-2c-6-6-10-18-6-28z"
          fill={ids.url('tail')}
          stroke="#0b5a7a"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M42 64q4 4 8 0q4 4 8 0M42 72q4 4 8 0q4 4 8 0" fill="none" stroke="#c8fff2" strokeWidth="1.5" />
        <path d="M40 12l4-8 4 6 4-6 4 8z" fill={ids.url('gold')} />
      </g>
    ),
    'treasure-chest': ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('wood')} stops={['#b8713a', '#7a3f16']} />
        </defs>
        <path d="M14 44c0-20 16-28 36-28s36 8 36 28z" fill={ids.url('wood')} stroke="#3f1d06" strokeWidth="2" />
        <circle cx="40" cy="40" r="7" fill={ids.url('gold')} />
        <circle cx="56" cy="36" r="7" fill={ids.url('gold')} />
        <circle cx="48" cy="44" r="7" fill={ids.url('gold')} />
        <rect x="12" y="44" width="76" height="42" rx="4" fill={ids.url('wood')} stroke="#3f1d06" strokeWidth="2" />
        <path d="M12 56h76M30 44v42M70 44v42M30 16v28M70 16v28" stroke={ids.url('gold')} strokeWidth="5" />
        <rect x="42" y="50" width="16" height="18" rx="3" fill={ids.url('gold')} stroke="#8a5a06" strokeWidth="1.5" />
        <circle cx="50" cy="58" r="2.6" fill="#3f1d06" />
        <Sparkle x={24} y={30} size={6} />
        <Sparkle x={80} y={24} size={5} />
      </g>
    ),
  },
};
