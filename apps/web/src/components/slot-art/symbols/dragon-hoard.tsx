import { Gloss, Linear, Radial, Sparkle, type ArtIds, type TitleArt } from '../svg-kit.tsx';

const SCALE_DARK = '#0d3a22';
const FIRE = '#ff7a1a';

interface GemColours {
  light: string;
  mid: string;
  dark: string;
}

/** A brilliant-cut gem seen from the front: a crown of facets over a pointed pavilion. */
function BrilliantGem({ ids, colours }: { ids: ArtIds; colours: GemColours }) {
  return (
    <g>
      <defs>
        <Linear id={ids.of('gem')} stops={[colours.light, colours.mid, colours.dark]} />
      </defs>
      <path d="M28 22h44l18 22-40 46-40-46z" fill={ids.url('gem')} stroke={colours.dark} strokeWidth="2" strokeLinejoin="round" />
      <path d="M28 22l10 22h24l10-22M10 44h80M38 44l12 46 12-46" fill="none" stroke="#fff" strokeOpacity=".45" strokeWidth="1.6" />
      <path d="M38 44l12-22 12 22z" fill="#fff" opacity=".3" />
      <path d="M28 22l10 22H10z" fill="#fff" opacity=".22" />
      <Sparkle x={72} y={22} size={9} />
    </g>
  );
}

/** Dragon Hoard: ember red and dragon-scale green over heaped gold. */
export const dragonHoardArt: TitleArt = {
  plate: ['#6a1420', '#17040a'],
  accent: '#e8541c',
  symbols: {
    emerald: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('gem')} stops={['#b8ffd0', '#1fbf5a', '#065a26']} />
        </defs>
        <path d="M30 12h40l16 16v44L70 88H30L14 72V28z" fill={ids.url('gem')} stroke="#054020" strokeWidth="2" />
        <path d="M36 24h28l10 10v32L64 76H36L26 66V34z" fill="none" stroke="#fff" strokeOpacity=".45" strokeWidth="1.6" />
        <rect x="38" y="36" width="24" height="28" fill="#fff" opacity=".18" />
        <path d="M30 12l6 12M70 12l-6 12M86 72l-12-6M14 72l12-6" stroke="#fff" strokeOpacity=".45" strokeWidth="1.6" />
        <Sparkle x={70} y={20} size={8} />
      </g>
    ),
    sapphire: ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('gem')} stops={['#d6e8ff', '#2f6bff', '#0a1f7a']} />
        </defs>
        <ellipse cx="50" cy="50" rx="32" ry="40" fill={ids.url('gem')} stroke="#081860" strokeWidth="2" />
        <path
          d="M50 10L34 32 50 50 66 32zM18 50l16-18M82 50L66 32M18 50l16 18 16-18 16 18 16-18M50 90L34 68M50 90l16-22"
          fill="none"
          stroke="#fff"
          strokeOpacity=".4"
          strokeWidth="1.5"
        />
        <Gloss cx={40} cy={30} rx={6} ry={9} opacity={0.45} />
        <Sparkle x={66} y={24} size={7} />
      </g>
    ),
    ruby: ({ ids }) => <BrilliantGem ids={ids} colours={{ light: '#ffb3c0', mid: '#e8102e', dark: '#6a0012' }} />,
    amethyst: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('crystal')} stops={['#f0d6ff', '#a040e0', '#4a0f7a']} x2={1} y2={1} />
        </defs>
        <path d="M40 90V36l10-24 10 24v54z" fill={ids.url('crystal')} stroke="#3a0a60" strokeWidth="2" strokeLinejoin="round" />
        <path d="M20 90V54l8-16 8 16v36zM64 90V48l9-18 9 18v42z" fill={ids.url('crystal')} stroke="#3a0a60" strokeWidth="2" strokeLinejoin="round" />
        <path d="M50 12v78M28 38v52M73 30v60" stroke="#fff" strokeOpacity=".4" strokeWidth="1.5" />
        <path d="M12 90h76" stroke="#5a3a4a" strokeWidth="6" strokeLinecap="round" />
        <Sparkle x={58} y={28} size={6} />
      </g>
    ),
    sword: ({ ids }) => (
      <g transform="rotate(-40 50 50)">
        <path d="M45 8h10v58H45z" fill={ids.url('silver')} stroke="#4a5260" strokeWidth="1.5" />
        <path d="M45 8l5-6 5 6z" fill={ids.url('silver')} stroke="#4a5260" strokeWidth="1.5" />
        <path d="M50 6v58" stroke="#fff" strokeWidth="1.5" opacity=".8" />
        <path d="M28 66h44c2 0 4 2 2 4l-4 2H30l-4-2c-2-2 0-4 2-4z" fill={ids.url('gold')} stroke="#7a5206" strokeWidth="1.5" />
        <rect x="46" y="72" width="8" height="16" fill="#5a1a10" />
        <circle cx="50" cy="92" r="5" fill="#e8102e" stroke={ids.url('gold')} strokeWidth="2" />
      </g>
    ),
    crown: ({ ids }) => (
      <g>
        <path d="M12 72L8 28l22 18 20-30 20 30 22-18-4 44z" fill={ids.url('gold')} stroke="#7a5206" strokeWidth="2" strokeLinejoin="round" />
        <rect x="12" y="72" width="76" height="14" rx="3" fill={ids.url('gold')} stroke="#7a5206" strokeWidth="2" />
        <circle cx="8" cy="26" r="4" fill={ids.url('gold')} />
        <circle cx="50" cy="14" r="4" fill={ids.url('gold')} />
        <circle cx="92" cy="26" r="4" fill={ids.url('gold')} />
        <circle cx="50" cy="54" r="7" fill="#e8102e" stroke="#fff" strokeWidth="1" />
        <circle cx="28" cy="60" r="5" fill="#1fbf5a" stroke="#fff" strokeWidth="1" />
        <circle cx="72" cy="60" r="5" fill="#2f6bff" stroke="#fff" strokeWidth="1" />
        <path d="M20 79h60" stroke="#fff" strokeWidth="2" strokeDasharray="4 6" opacity=".6" />
      </g>
    ),
    'dragon-egg': ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('shell')} stops={['#9dffc4', '#1f9a52', SCALE_DARK]} />
          <clipPath id={ids.of('egg')}>
            <path d="M50 8c20 0 32 30 32 50 0 20-14 32-32 32S18 78 18 58C18 38 30 8 50 8z" />
          </clipPath>
        </defs>
        <path d="M50 8c20 0 32 30 32 50 0 20-14 32-32 32S18 78 18 58C18 38 30 8 50 8z" fill={ids.url('shell')} />
        <g clipPath={ids.url('egg')} fill="none" stroke={SCALE_DARK} strokeWidth="1.6" opacity=".6">
          {[30, 44, 58, 72, 86].map((y, row) => (
            <path key={y} d={`M${row % 2 ? 8 : 0} ${y}q8 8 16 0t16 0 16 0 16 0 16 0 16 0`} />
          ))}
        </g>
        <path d="M46 48l6 8-4 6 6 8" stroke={FIRE} strokeWidth="3" fill="none" filter={ids.url('glow')} />
        <Gloss cx={38} cy={30} rx={5} ry={9} opacity={0.45} />
        <path d="M14 88c10-8 62-8 72 0" stroke={ids.url('gold')} strokeWidth="6" strokeLinecap="round" fill="none" />
      </g>
    ),
    dragon: ({ ids }) => (
      <g>
        <defs>
          <Linear id={ids.of('scales')} stops={['#6fe89a', '#1f9a52', SCALE_DARK]} x2={1} y2={1} />
          <Linear id={ids.of('fire')} stops={['#fff3a0', FIRE, 'rgba(232,32,20,0)']} x2={1} y2={0} />
        </defs>
        <path d="M60 62c10 2 20 8 36 6-8 10-20 14-36 8z" fill={ids.url('fire')} />
        <path d="M30 26L18 4l22 14M48 20l4-18 8 20" fill="#c9a860" stroke="#6b4a20" strokeWidth="1.5" />
        <path
          d="M12 96c0-24 4-44 12-58 8-14 22-20 36-16 12 4 20 14 30 20 4 4 2 10-4 12l-12 2-4 10c-6 6-14 6-22 2l-8 8c-2 8-2 14 0 20z"
          fill={ids.url('scales')}
          stroke={SCALE_DARK}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M60 56l12 4 14-6" stroke={SCALE_DARK} strokeWidth="2" fill="none" />
        <path d="M74 58l4 6 4-6" fill="#fff" />
        <path d="M52 34l14 6-12 4z" fill="#ffd43a" filter={ids.url('glow')} />
        <path d="M22 56q8-6 16 0M18 72q8-6 16 0M20 86q8-6 16 0" stroke="#aef5c6" strokeWidth="2" fill="none" opacity=".7" />
      </g>
    ),
    'dragon-eye': ({ ids }) => (
      <g>
        <defs>
          <Radial id={ids.of('iris')} stops={['#fff3a0', '#ffb31a', '#d9480f', '#5a0f04']} cx={0.5} cy={0.5} r={0.5} />
        </defs>
        <path d="M4 50C20 22 38 12 50 12s30 10 46 38C80 78 62 88 50 88S20 78 4 50z" fill={SCALE_DARK} stroke={ids.url('gold')} strokeWidth="3" />
        <ellipse cx="50" cy="50" rx="32" ry="30" fill={ids.url('iris')} />
        <path d="M50 22c-6 10-6 46 0 56 6-10 6-46 0-56z" fill="#120302" />
        <path d="M26 40c4-8 10-12 16-14" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".7" fill="none" />
        <path d="M4 50l-2-8M96 50l2-8M20 26l-6-6M80 26l6-6" stroke={ids.url('gold')} strokeWidth="3" strokeLinecap="round" />
      </g>
    ),
  },
};
