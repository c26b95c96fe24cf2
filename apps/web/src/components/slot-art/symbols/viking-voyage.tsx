import { Linear, Radial, type TitleArt } from '../svg-kit.tsx';

const WOOD = '#8a5a2e';
const DARK_WOOD = '#4a2a10';
const ICE = '#7fd4ff';

/** Viking Voyage: storm-grey steel, weathered wood and an icy blue glow. */
export const vikingVoyageArt: TitleArt = {
  plate: ['#33506e', '#0a1522'],
  accent: '#2f8fd8',
  symbols: {
    rune: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('stone')} stops={['#a9b4c0', '#6b7787', '#3c4654']} x2={1} y2={1} />
        </defs>
        <path d="M28 90l-6-50c0-18 12-30 28-30s28 12 28 30l-6 50z" fill={ids.url('stone')} stroke="#262e38" strokeWidth="2" />
        <path
          d="M42 30v44M42 40l16-10M42 52l16 10M58 30v12"
          fill="none"
          stroke={ICE}
          strokeWidth="5"
          strokeLinecap="round"
          filter={ids.url('glow')}
        />
        <path d="M30 34c4-12 12-18 20-18" stroke="#fff" strokeWidth="2" opacity=".35" fill="none" />
      </g>
    ),
    shield: ({ ids }) => (
      <g>
        <defs>
          <clipPath id={ids.of('disc')}>
            <circle cx="50" cy="50" r="40" />
          </clipPath>
        </defs>
        <circle cx="50" cy="50" r="44" fill={ids.url('silver')} stroke="#3c4654" strokeWidth="2" />
        <g clipPath={ids.url('disc')}>
          <rect x="0" y="0" width="100" height="100" fill="#c0392b" />
          <path d="M50 50L50 0H100V50zM50 50L50 100H0V50z" fill="#f0e2c0" />
          <path d="M10 30h80M10 70h80" stroke="#000" strokeOpacity=".12" strokeWidth="2" />
        </g>
        <circle cx="50" cy="50" r="12" fill={ids.url('silver')} stroke="#3c4654" strokeWidth="2" />
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <circle key={angle} cx="50" cy="10" r="2.2" fill="#3c4654" transform={`rotate(${angle} 50 50)`} />
        ))}
      </g>
    ),
    axe: ({ ids }) => (
      <g>
        <path d="M30 92L66 18" stroke={WOOD} strokeWidth="7" strokeLinecap="round" />
        <path d="M30 92L66 18" stroke={DARK_WOOD} strokeWidth="2" strokeDasharray="4 6" />
        <path
          d="M58 22c10-14 28-14 34-8-8 6-6 26 0 40-14 2-26-6-30-18z"
          fill={ids.url('silver')}
          stroke="#3c4654"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M86 18c-6 8-4 24 0 32" stroke="#fff" strokeWidth="2" opacity=".7" fill="none" />
      </g>
    ),
    horn: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('horn')} stops={['#fff3d6', '#d9b37a', '#8a5a2e']} x2={1} y2={0} />
        </defs>
        <path
          d="M10 28c30 4 58 20 72 52 4 6-4 12-10 8C60 60 36 44 8 40z"
          fill={ids.url('horn')}
          stroke={DARK_WOOD}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M24 30l-2 12M44 38l-4 12M62 50l-6 10" stroke={ids.url('gold')} strokeWidth="5" />
        <ellipse cx="9" cy="34" rx="4" ry="7" fill="#5a3414" />
        <path d="M20 56q20 20 40 10" stroke="#c0a070" strokeWidth="2" fill="none" />
      </g>
    ),
    helmet: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('horn')} stops={['#fff8e6', '#e0c89a', '#a07c46']} />
        </defs>
        <path
          d="M24 50C12 44 6 28 10 12c6 14 14 20 24 22zM76 50c12-6 18-22 14-38-6 14-14 20-24 22z"
          fill={ids.url('horn')}
          stroke="#6b4a20"
          strokeWidth="1.5"
        />
        <path d="M20 66c0-24 12-40 30-40s30 16 30 40z" fill={ids.url('silver')} stroke="#3c4654" strokeWidth="2" />
        <path d="M50 26v40" stroke={ids.url('gold')} strokeWidth="6" />
        <rect x="16" y="64" width="68" height="9" rx="3" fill={ids.url('gold')} stroke="#6b4a06" strokeWidth="1.5" />
        <path d="M46 73h8v18l-4 4-4-4z" fill={ids.url('silver')} stroke="#3c4654" strokeWidth="1.5" />
        <path d="M30 50c2-10 8-16 14-18" stroke="#fff" strokeWidth="3" opacity=".6" fill="none" strokeLinecap="round" />
      </g>
    ),
    raven: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('feather')} stops={['#6f84b0', '#2a3450', '#111626']} />
        </defs>
        <path
          d="M14 40c10-16 30-24 46-18 6-6 16-6 22 0l10 4-10 4c0 12-6 22-16 28l6 26-10-4-4-18c-10 4-20 2-28-4l-26 6 18-12C16 52 12 48 14 40z"
          fill={ids.url('feather')}
          stroke={ICE}
          strokeOpacity=".55"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M26 44c12 6 26 6 36-2" stroke="#8fa6d0" strokeWidth="2" fill="none" opacity=".6" />
        <circle cx="76" cy="26" r="3" fill={ICE} filter={ids.url('glow')} />
      </g>
    ),
    longship: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('hull')} stops={['#b07a44', WOOD, DARK_WOOD]} />
        </defs>
        <path d="M48 10v50" stroke={DARK_WOOD} strokeWidth="3" />
        <path d="M24 14h48l-4 38H28z" fill="#f0e2c0" stroke="#6b4a20" strokeWidth="1.5" />
        <path d="M30 14h8l-2 38h-8zM52 14h8l2 38h-8z" fill="#c0392b" />
        <path d="M4 58h92c-4 14-16 22-30 22H34C20 80 8 72 4 58z" fill={ids.url('hull')} stroke={DARK_WOOD} strokeWidth="2" />
        <path d="M92 60c4-10 2-22 -6-26 6 0 8-6 4-8-8 2-10 10-8 16l4 18z" fill={ids.url('hull')} stroke={DARK_WOOD} strokeWidth="1.5" />
        {[22, 36, 50, 64, 78].map((x) => (
          <circle key={x} cx={x} cy="64" r="5" fill={ids.url('gold')} stroke="#6b4a06" strokeWidth="1" />
        ))}
        <path d="M0 88q12-8 25 0t25 0 25 0 25 0" stroke={ICE} strokeWidth="3" fill="none" opacity=".8" />
      </g>
    ),
    valkyrie: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('wing')} stops={['#ffffff', '#cfe6ff', '#7fa6d0']} />
          <Linear id={ids.of('hair')} stops={['#fff0a0', '#e0b040']} />
        </defs>
        <path
          d="M30 40C14 30 6 16 8 4c10 10 18 14 26 20M70 40c16-10 24-24 22-36-10 10-18 14-26 20"
          fill={ids.url('wing')}
          stroke="#7fa6d0"
          strokeWidth="1.5"
        />
        <path d="M14 20l16 14M86 20L70 34" stroke="#7fa6d0" strokeWidth="1.5" />
        <path d="M30 50c-2 20-6 34-12 44h16c2-14 6-28 8-40zM70 50c2 20 6 34 12 44H66c-2-14-6-28-8-40z" fill={ids.url('hair')} />
        <circle cx="50" cy="54" r="20" fill="#ffe0c8" />
        <path d="M28 50c0-18 10-28 22-28s22 10 22 28H28z" fill={ids.url('silver')} stroke="#3c4654" strokeWidth="2" />
        <path d="M50 22v28" stroke={ids.url('gold')} strokeWidth="5" />
        <circle cx="43" cy="58" r="2.2" fill="#1a3a5a" />
        <circle cx="57" cy="58" r="2.2" fill="#1a3a5a" />
        <path d="M45 67q5 3 10 0" stroke="#b04a4a" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>
    ),
    'thunder-hammer': ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('storm')} stops={['rgba(127,212,255,.7)', 'rgba(127,212,255,0)']} cx={0.5} cy={0.4} r={0.5} />
        </defs>
        <circle cx="50" cy="40" r="44" fill={ids.url('storm')} />
        <path
          d="M12 6l12 16-6 2 12 18M88 6L76 22l6 2-12 18"
          stroke={ICE}
          strokeWidth="3"
          fill="none"
          strokeLinejoin="round"
          filter={ids.url('glow')}
        />
        <rect x="44" y="50" width="12" height="36" rx="3" fill={WOOD} stroke={DARK_WOOD} strokeWidth="1.5" />
        <path d="M44 60h12M44 70h12M44 80h12" stroke={DARK_WOOD} strokeWidth="2" />
        <circle cx="50" cy="92" r="4" fill={ids.url('gold')} />
        <rect x="18" y="22" width="64" height="30" rx="5" fill={ids.url('silver')} stroke="#3c4654" strokeWidth="2" />
        <path d="M40 28l-4 10h8l-6 10" stroke={ICE} strokeWidth="2.5" fill="none" strokeLinejoin="round" />
        <path d="M22 26h56" stroke="#fff" strokeWidth="2" opacity=".8" />
        <path d="M18 36h64" stroke="#3c4654" strokeWidth="1" opacity=".6" />
      </g>
    ),
  },
};
