import type { JSX } from 'react';

/**
 * Small drawing helpers shared by the symbol artwork. Every symbol is drawn in a 100×100 box; gradient and
 * filter ids are prefixed per rendered symbol (React's useId) because fifteen symbols share one page and an
 * id defined twice in a document makes the browser use whichever it met first.
 */
export interface ArtIds {
  /** The document-unique id for a gradient or filter this symbol defines. */
  of(name: string): string;
  /** `url(#…)` of such an id, for fill, stroke and filter attributes. */
  url(name: string): string;
}

export function artIds(prefix: string): ArtIds {
  return {
    of: (name) => `${prefix}-${name}`,
    url: (name) => `url(#${prefix}-${name})`,
  };
}

/** One symbol's drawing. The shared gradients `gold` and `silver` and the `glow` filter are always defined. */
export type SymbolArt = (props: { ids: ArtIds }) => JSX.Element;

export interface TitleArt {
  /** The tile behind every symbol of the title: centre and edge colours of a radial gradient. */
  plate: readonly [centre: string, edge: string];
  /** The colour of the WILD/SCATTER frames and banners. */
  accent: string;
  symbols: Readonly<Record<string, SymbolArt>>;
}

type Stops = readonly string[];

function stopElements(stops: Stops) {
  return stops.map((color, index) => <stop key={index} offset={stops.length === 1 ? 0 : index / (stops.length - 1)} stopColor={color} />);
}

/** A top-to-bottom linear gradient (or along the given vector) through evenly spaced stops. */
export function Linear({ id, stops, x2 = 0, y2 = 1 }: { id: string; stops: Stops; x2?: number; y2?: number }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={x2} y2={y2}>
      {stopElements(stops)}
    </linearGradient>
  );
}

/** A radial gradient lit from the upper left, like a glossy ball. */
export function Radial({ id, stops, cx = 0.38, cy = 0.32, r = 0.75 }: { id: string; stops: Stops; cx?: number; cy?: number; r?: number }) {
  return (
    <radialGradient id={id} cx={cx} cy={cy} r={r}>
      {stopElements(stops)}
    </radialGradient>
  );
}

/** The d of a regular star centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = -90): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((rotation + (index * 180) / points) * Math.PI) / 180;
    corners.push(`${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${corners.join('L')}Z`;
}

/** A four-pointed twinkle. */
export function Sparkle({ x, y, size, color = '#fff' }: { x: number; y: number; size: number; color?: string }) {
  const waist = size * 0.22;
  return (
    <path
      d={`M${x} ${y - size}Q${x + waist} ${y - waist} ${x + size} ${y}Q${x + waist} ${y + waist} ${x} ${y + size}Q${x - waist} ${y + waist} ${x - size} ${y}Q${x - waist} ${y - waist} ${x} ${y - size}Z`}
      fill={color}
    />
  );
}

/** A soft highlight laid over a round shape to make it read as glossy. */
export function Gloss({ cx, cy, rx, ry, opacity = 0.55 }: { cx: number; cy: number; rx: number; ry: number; opacity?: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity={opacity} />;
}
