import { useDeferredValue, useEffect, useRef, useState, type RefObject } from 'react';
import type { Game } from '@lodestar/contracts';
import { GameCard, GameCardSkeleton } from './game-card';
import type { ArtworkPriority } from './game-thumbnail';
import './game-list.css';

interface GameListProps {
  /** Undefined while loading: skeleton cards hold the place. */
  games: readonly Game[] | undefined;
  /** A grid wraps (2 columns on phones up to 6 on wide screens); a shelf is one row that scrolls sideways. */
  layout: 'grid' | 'shelf';
  label: string;
  skeletonCount?: number;
}

/** A grid's first row is what a lobby page shows largest: its first covers come before any other image. */
function artworkPriority(layout: GameListProps['layout'], index: number): ArtworkPriority {
  if (layout === 'grid' && index < 2) return 'high';
  return index < 6 ? 'eager' : 'lazy';
}

export function GameList({ games: arrived, layout, label, skeletonCount = 6 }: GameListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The query store hands a list that arrives to React as an urgent update, rendered in one go; deferred, the
  // skeleton stays for that update and the cards render in slices in the background (issue 12: on a slow phone, no
  // long task when the lobby's lists arrive).
  const games = useDeferredValue(arrived);
  if (!games) {
    const skeleton = (
      <div className={`game-list game-list--${layout}`} role="progressbar" aria-label={`Loading ${label}`}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
    // A shelf's skeleton sits in the same .game-shelf box as its cards will: the box stays where it is when they
    // arrive (were it one div turning into another, Chrome would count its repaint as a layout shift).
    return layout === 'grid' ? skeleton : <div className="game-shelf">{skeleton}</div>;
  }
  const list = (
    <ul ref={listRef} className={`game-list game-list--${layout}`} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.id}>
          <GameCard game={game} priority={artworkPriority(layout, index)} />
        </li>
      ))}
    </ul>
  );
  if (layout === 'grid') return list;
  return (
    <div className="game-shelf">
      {list}
      <ShelfArrows listRef={listRef} label={label} itemCount={games.length} />
    </div>
  );
}

/**
 * A mouse has no sideways swipe: arrows page the shelf by its visible width. Touch screens swipe and keyboard
 * users tab from card to card (the browser scrolls the focused one into view), so the arrows are for pointers.
 */
function ShelfArrows({ listRef, label, itemCount }: { listRef: RefObject<HTMLUListElement | null>; label: string; itemCount: number }) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 });
    list.addEventListener('scroll', measure, { passive: true });
    // No measuring here: reading the sizes now would force the browser to lay out the whole page inside React's
    // commit. The observer's first call comes once the browser has laid it out anyway.
    const resizes = new ResizeObserver(measure);
    resizes.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, [listRef, itemCount]);

  const page = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };

  return (
    <>
      {!edges.atStart && (
        <button
          type="button"
          className="game-shelf__arrow game-shelf__arrow--back"
          tabIndex={-1}
          aria-label={`Scroll ${label} back`}
          onClick={() => page(-1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
      {!edges.atEnd && (
        <button
          type="button"
          className="game-shelf__arrow game-shelf__arrow--forward"
          tabIndex={-1}
          aria-label={`Scroll ${label} forward`}
          onClick={() => page(1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </>
  );
}
