import { useState } from 'react';
import type { Game } from '@lodestar/contracts';
import { gameArtworkSrcSet } from '@lodestar/contracts/schema-free';

/** A hue per game, so games whose artwork has not loaded still look apart. */
function hueOf(id: string): number {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) % 360;
  return hash;
}

/** How wide a card's artwork is drawn: about half a phone's width in a shelf, a fixed column on wider screens. */
const CARD_SIZES = '(max-width: 699px) 45vw, 240px';

/**
 * When the artwork is fetched: once near the viewport (lazy), with the page (eager), or first of the page's images
 * (high: it is likely the page's largest paint, so the browser fetches it before other images).
 */
export type ArtworkPriority = 'lazy' | 'eager' | 'high';

/**
 * The 3:4 portrait artwork of a game. The name is printed beside it, so the image itself is decorative; if the
 * file is missing the card shows a drawn cover with the name's initials rather than a broken image. `sizes` tells
 * the browser which width of the artwork to fetch where it is drawn larger than a card (the game's stage).
 */
export function GameThumbnail({
  game,
  priority = 'lazy',
  sizes = CARD_SIZES,
}: {
  game: Pick<Game, 'id' | 'name' | 'thumbnail'>;
  priority?: ArtworkPriority;
  sizes?: string;
}) {
  const srcSet = gameArtworkSrcSet(game.thumbnail);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  if (failedSource === game.thumbnail) {
    const hue = hueOf(game.id);
    // The same game may be drawn twice on a page: the gradient is identical, so sharing its id is harmless.
    const gradientId = `game-cover-${game.id.replace(/[^a-z0-9-]/gi, '-')}`;
    const initials = game.name
      .split(/\s+/)
      .map((word) => word.charAt(0))
      .join('')
      .slice(0, 3)
      .toUpperCase();
    return (
      <svg className="game-thumbnail game-thumbnail--drawn" viewBox="0 0 300 400" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={`hsl(${hue} 70% 38%)`} />
            <stop offset="1" stopColor={`hsl(${(hue + 60) % 360} 65% 16%)`} />
          </linearGradient>
        </defs>
        <rect width="300" height="400" fill={`url(#${gradientId})`} />
        <path d="M150 90l14 66 66 14-66 14-14 66-14-66-66-14 66-14z" fill="#ffdd8a" fillOpacity="0.85" />
        <text x="150" y="330" textAnchor="middle" fontSize="54" fontWeight="900" fill="#fff" fontFamily="system-ui, sans-serif">
          {initials}
        </text>
      </svg>
    );
  }
  return (
    <img
      className="game-thumbnail"
      src={game.thumbnail}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt=""
      width={300}
      height={400}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSource(game.thumbnail)}
    />
  );
}
