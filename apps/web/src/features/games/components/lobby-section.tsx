import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Game } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { GameList } from './game-list';
import './lobby-section.css';

interface LobbySectionProps {
  title: string;
  /** One line under the title saying what the list is. */
  lede?: string;
  games: UseQueryResult<Game[]>;
  /** What the section says when the list is empty. */
  empty: ReactNode;
  seeAll?: { to: string; label: string };
  /** Shown between the title and the list (the live jackpot amount). */
  banner?: ReactNode;
  className?: string;
}

/** A titled shelf of games with its loading, failed and empty states. */
export function LobbySection({ title, lede, games, empty, seeAll, banner, className }: LobbySectionProps) {
  const titleId = useId();
  return (
    <section className={['lobby-section', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="lobby-section__header">
        <div>
          <h2 id={titleId} className="lobby-section__title">
            {title}
          </h2>
          {lede && <p className="lobby-section__lede">{lede}</p>}
        </div>
        {seeAll && (
          <Link to={seeAll.to} className="lobby-section__see-all">
            {seeAll.label}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </header>
      {banner}
      {games.isError ? (
        <LoadError what={title} onRetry={() => void games.refetch()} />
      ) : games.data?.length === 0 ? (
        <p className="lobby-section__empty">{empty}</p>
      ) : (
        <GameList games={games.data} layout="shelf" label={title} />
      )}
    </section>
  );
}
