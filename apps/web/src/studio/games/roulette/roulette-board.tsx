import type { CSSProperties, ReactNode } from 'react';
import { layoutPosition, pocketColor } from '@lodestar/games';
import { useMediaQuery } from '@/lib/use-media-query';
import { chipFace, spotKey, type BetSpot, type SpotStake } from './roulette-bets';
import { INSIDE_HOTSPOTS, spotName, type GridPoint } from './roulette-spots';

/** Upright (zero on top, three columns down the phone) below this width, the classic sideways table above it. */
const WIDE_TABLE_QUERY = '(min-width: 600px)';

type Orientation = 'tall' | 'wide';

interface RouletteBoardProps {
  stakes: ReadonlyMap<string, SpotStake>;
  /** What each winning spot of the last spin paid; empty while bets are being placed. */
  payouts: ReadonlyMap<string, bigint>;
  winningPocket: number | null;
  disabled: boolean;
  onPlace(spot: BetSpot): void;
  formatAmount(minor: bigint | string): string;
}

const numbers = Array.from({ length: 36 }, (_, index) => index + 1);
const oneToThree = [1, 2, 3] as const;
const evenMoney = [
  { spot: { type: 'low' }, face: '1–18' },
  { spot: { type: 'even' }, face: 'Even' },
  { spot: { type: 'red' }, face: <Diamond color="red" /> },
  { spot: { type: 'black' }, face: <Diamond color="black" /> },
  { spot: { type: 'odd' }, face: 'Odd' },
  { spot: { type: 'high' }, face: '19–36' },
] as const satisfies readonly { spot: BetSpot; face: ReactNode }[];

function Diamond({ color }: { color: 'red' | 'black' }) {
  return (
    <svg className="roulette-board__diamond" viewBox="0 0 40 24" aria-hidden="true" focusable="false">
      <path d="M20 1 L39 12 L20 23 L1 12 Z" fill={color === 'red' ? '#d7263d' : '#0d0e14'} stroke="#f4e2b0" strokeWidth="1.5" />
    </svg>
  );
}

/** Where a number sits in the number grid: row = street in the upright table, column = street sideways. */
function numberCellStyle(number: number, orientation: Orientation): CSSProperties {
  const { row, column } = layoutPosition(number);
  return orientation === 'tall' ? { gridRow: row, gridColumn: column } : { gridColumn: row, gridRow: 4 - column };
}

function hotspotStyle({ street, column }: GridPoint, orientation: Orientation): CSSProperties {
  return orientation === 'tall'
    ? { top: `${(street / 12) * 100}%`, left: `${(column / 3) * 100}%` }
    : { left: `${(street / 12) * 100}%`, top: `${((3 - column) / 3) * 100}%` };
}

/**
 * The betting layout: the zero, the 36 numbers, columns, dozens and even-money boxes, and an invisible button
 * on every line and corner for the split, street, corner and six-line bets. Every spot is a button named for
 * screen readers, with the chips on it and, after a spin, what it won.
 */
export function RouletteBoard({ stakes, payouts, winningPocket, disabled, onPlace, formatAmount }: RouletteBoardProps) {
  const orientation: Orientation = useMediaQuery(WIDE_TABLE_QUERY) ? 'wide' : 'tall';

  const spotButton = (spot: BetSpot, className: string, face: ReactNode, style?: CSSProperties) => {
    const key = spotKey(spot);
    const stake = stakes.get(key)?.stake;
    const payout = payouts.get(key);
    const label = [spotName(spot), stake && `${formatAmount(stake)} bet`, payout !== undefined && `won ${formatAmount(payout)}`]
      .filter(Boolean)
      .join(', ');
    return (
      <button
        key={key}
        type="button"
        className={[className, payout !== undefined ? 'is-winning' : ''].filter(Boolean).join(' ')}
        style={style}
        aria-label={label}
        disabled={disabled}
        onClick={() => onPlace(spot)}
      >
        {face}
        {stake !== undefined && (
          <span className={`roulette-chip${payout !== undefined ? ' roulette-chip--won' : ''}`} aria-hidden="true">
            {chipFace(formatAmount(stake))}
          </span>
        )}
      </button>
    );
  };

  const numberFace = (number: number) => <span className="roulette-board__number">{number}</span>;
  const hitClass = (number: number) => (number === winningPocket ? ' is-hit' : '');

  return (
    <div className={`roulette-board roulette-board--${orientation}`} role="group" aria-label="Betting layout">
      <div className="roulette-board__zero">
        {spotButton({ type: 'straight', numbers: [0] }, `roulette-board__cell roulette-board__cell--green${hitClass(0)}`, numberFace(0))}
      </div>
      <div className="roulette-board__numbers">
        {numbers.map((number) =>
          spotButton(
            { type: 'straight', numbers: [number] },
            `roulette-board__cell roulette-board__cell--${pocketColor(number)}${hitClass(number)}`,
            numberFace(number),
            numberCellStyle(number, orientation),
          ),
        )}
        {INSIDE_HOTSPOTS.map(({ spot, at }) => spotButton(spot, 'roulette-board__hotspot', null, hotspotStyle(at, orientation)))}
      </div>
      <div className="roulette-board__columns">
        {(orientation === 'tall' ? oneToThree : [...oneToThree].reverse()).map((column) =>
          spotButton({ type: 'column', column }, 'roulette-board__cell roulette-board__cell--outside', '2:1'),
        )}
      </div>
      <div className="roulette-board__dozens">
        {oneToThree.map((dozen) =>
          spotButton(
            { type: 'dozen', dozen },
            'roulette-board__cell roulette-board__cell--outside',
            <span className="roulette-board__side-text">{['1st', '2nd', '3rd'][dozen - 1]} 12</span>,
          ),
        )}
      </div>
      <div className="roulette-board__even-money">
        {evenMoney.map(({ spot, face }) =>
          spotButton(
            spot,
            'roulette-board__cell roulette-board__cell--outside',
            typeof face === 'string' ? <span className="roulette-board__side-text">{face}</span> : face,
          ),
        )}
      </div>
    </div>
  );
}
