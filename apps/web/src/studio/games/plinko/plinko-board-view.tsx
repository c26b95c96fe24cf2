import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PlinkoBounce } from '@lodestar/games';
import { prefersReducedMotion } from '../instant/instant-game';
import { formatCompactMultiplier, formatMultiplier } from '../game-format';
import { plinkoBallKeyframes, plinkoPegs, plinkoSlotCentre, plinkoSlotHeat, type BoardPoint } from './plinko-board';

/** Board units: the peg spacing, the row height, and the sizes drawn at that scale. */
const SPACING = 10;
const ROW_HEIGHT = 9;
const PEG_RADIUS = 1.3;
const BALL_RADIUS = 2.6;
const SLOT_HEIGHT = 8;
const MILLISECONDS_PER_ROW = 150;
/** The multipliers are drawn at least this tall on screen, whatever the board's size and row count. */
const MIN_LABEL_PX = 11.5;
const LABEL_UNITS = 3.9;
/** Room for a label inside its slot; a longer one is squeezed sideways to it, never shrunk. */
const LABEL_ROOM = SPACING - 1.6;
const GLYPH_WIDTH_EM = 0.6;

const svgX = (x: number) => x * SPACING;
const svgY = (y: number) => (y + 1.4) * ROW_HEIGHT;

/** Where the ball's centre is when it rests on a point of the path: on top of a peg, or inside its slot. */
function ballCentre(point: BoardPoint, rows: number): { x: number; y: number } {
  if (point.y >= rows) return { x: svgX(point.x), y: svgY(rows - 1) + ROW_HEIGHT * 0.55 + SLOT_HEIGHT / 2 };
  return { x: svgX(point.x), y: svgY(point.y) - PEG_RADIUS - BALL_RADIUS };
}

/** Low multipliers a calm amber, the rare edges a hot red. */
const slotColour = (heat: number) => `hsl(${46 - 44 * heat} 92% ${60 - 8 * heat}%)`;

export interface PlinkoDropView {
  id: string;
  path: readonly PlinkoBounce[];
  slot: number;
}

interface PlinkoBoardViewProps<Drop extends PlinkoDropView> {
  rows: number;
  paytable: readonly number[];
  /** The balls on the board (up to ten at once): each animated along its path once, reported landed, then gone. */
  balls: readonly Drop[];
  /** The slot the latest ball landed in, lit until the next one lands. */
  hitSlot: number | null;
  onLanded(drop: Drop): void;
}

/** How many screen pixels one board unit takes (the board keeps its aspect ratio), kept up to date as it resizes. */
function usePixelsPerUnit(board: RefObject<SVGSVGElement | null>, unitsWide: number, unitsHigh: number): number {
  const [pixelsPerUnit, setPixelsPerUnit] = useState(2);
  useEffect(() => {
    const element = board.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setPixelsPerUnit(Math.min(width / unitsWide, height / unitsHigh) || 2);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [board, unitsWide, unitsHigh]);
  return pixelsPerUnit;
}

export function PlinkoBoardView<Drop extends PlinkoDropView>({ rows, paytable, balls, hitSlot, onLanded }: PlinkoBoardViewProps<Drop>) {
  const board = useRef<SVGSVGElement>(null);
  const halfWidth = (rows / 2 + 1) * SPACING;
  const slotTop = svgY(rows - 1) + ROW_HEIGHT * 0.55;
  const height = slotTop + SLOT_HEIGHT + 2;
  const labelUnits = Math.max(LABEL_UNITS, MIN_LABEL_PX / usePixelsPerUnit(board, halfWidth * 2, height));
  const heat = plinkoSlotHeat(paytable);

  return (
    <svg
      ref={board}
      className="plinko-board"
      viewBox={`${-halfWidth} 0 ${halfWidth * 2} ${height}`}
      role="img"
      aria-label={`Plinko board with ${rows} rows; slots pay ${paytable.map(formatMultiplier).join(', ')}`}
    >
      <defs>
        <radialGradient id="plinko-ball" cx="35%" cy="30%" r="70%">
          <stop offset="0%" stopColor="#fff7d6" />
          <stop offset="55%" stopColor="#f5b942" />
          <stop offset="100%" stopColor="#c27512" />
        </radialGradient>
      </defs>
      <g className="plinko-board__pegs">
        {plinkoPegs(rows).map((peg) => (
          <circle key={`${peg.x}:${peg.y}`} cx={svgX(peg.x)} cy={svgY(peg.y)} r={PEG_RADIUS} />
        ))}
      </g>
      <g className="plinko-board__slots">
        {paytable.map((multiplier, slot) => {
          const centre = svgX(plinkoSlotCentre(slot, rows));
          const hit = hitSlot === slot;
          return (
            <g key={slot} className="plinko-board__slot" data-hit={hit || undefined}>
              <rect x={centre - SPACING / 2 + 0.6} y={slotTop} width={SPACING - 1.2} height={SLOT_HEIGHT} rx={1.6} fill={slotColour(heat[slot]!)} />
              <SlotLabel x={centre} y={slotTop + SLOT_HEIGHT / 2} size={labelUnits} text={formatCompactMultiplier(multiplier)} />
            </g>
          );
        })}
      </g>
      {balls.map((drop) => (
        <FallingBall key={drop.id} drop={drop} rows={rows} onLanded={onLanded} />
      ))}
    </svg>
  );
}

/** One ball, animated along its path when it appears; `onLanded` once it rests in its slot. */
function FallingBall<Drop extends PlinkoDropView>({ drop, rows, onLanded }: { drop: Drop; rows: number; onLanded(drop: Drop): void }) {
  const ball = useRef<SVGCircleElement>(null);

  useEffect(() => {
    const element = ball.current;
    if (!element) return;
    const frames = plinkoBallKeyframes(drop.path);
    const end = ballCentre(frames.at(-1)!, rows);
    if (prefersReducedMotion()) {
      element.style.transform = `translate(${end.x}px, ${end.y}px)`;
      onLanded(drop);
      return;
    }
    const animation = element.animate(
      frames.map((frame) => {
        const centre = ballCentre(frame, rows);
        return { transform: `translate(${centre.x}px, ${centre.y}px)`, offset: frame.offset, easing: frame.easing };
      }),
      { duration: MILLISECONDS_PER_ROW * (rows + 1), fill: 'forwards' },
    );
    animation.finished.then(
      () => onLanded(drop),
      () => undefined,
    );
    return () => animation.cancel();
    // A ball is animated once, when it appears; later renders (other balls, other props) must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drop.id]);

  return (
    <circle
      ref={ball}
      className="plinko-board__ball"
      r={BALL_RADIUS}
      fill="url(#plinko-ball)"
      style={{ transform: `translate(0px, ${ballCentre({ x: 0, y: -1 }, rows).y}px)` }}
    />
  );
}

function SlotLabel({ x, y, size, text }: { x: number; y: number; size: number; text: string }) {
  const squeezed = text.length * GLYPH_WIDTH_EM * size > LABEL_ROOM;
  return (
    <text
      x={x}
      y={y}
      dominantBaseline="central"
      textAnchor="middle"
      style={{ fontSize: `${size}px` }}
      {...(squeezed ? { textLength: LABEL_ROOM, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {text}
    </text>
  );
}
