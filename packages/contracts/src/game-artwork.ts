/**
 * A game's artwork is drawn as SVG (apps/web/public/images/games/{launchId}.svg) and served as AVIF at these widths,
 * rendered from the SVG by the web build (apps/web build/game-artwork-plugin.ts). On a phone, painting a screen of
 * SVG covers took one long task on the main thread (issue 12: total blocking time); an AVIF is decoded off it, and
 * at a third of WebP's bytes a screen of cards still comes quickly down a slow link.
 */
export const GAME_ARTWORK_WIDTHS = [360, 720] as const;
export type GameArtworkWidth = (typeof GAME_ARTWORK_WIDTHS)[number];

/** The artwork's drawn source and its width in SVG user units (the viewBox is 300 × 400, portrait 3:4). */
export const GAME_ARTWORK_SOURCE_WIDTH = 300;

const ARTWORK_FILE = /^(?<base>.*\/[^/]+)-(?<width>\d+)\.avif$/;

export function gameArtworkUrl(launchId: string, width: GameArtworkWidth = 720): string {
  return `/images/games/${launchId}-${width}.avif`;
}

/** The srcset of an artwork URL gameArtworkUrl made; undefined for any other image, which is shown as it is. */
export function gameArtworkSrcSet(url: string): string | undefined {
  const parts = ARTWORK_FILE.exec(url)?.groups;
  if (!parts || !GAME_ARTWORK_WIDTHS.some((width) => String(width) === parts.width)) return undefined;
  return GAME_ARTWORK_WIDTHS.map((width) => `${parts.base}-${width}.avif ${width}w`).join(', ');
}
