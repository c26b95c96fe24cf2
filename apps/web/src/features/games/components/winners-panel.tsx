import { useDeferredValue, useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { LoadError } from '@/components/load-error';
import { useCatalogue, useWinners, type WinnersKind } from '../api';
import { gamePath, groupThousands } from '../lobby';
import { GameThumbnail } from './game-thumbnail';
import './winners-panel.css';

const titles: Record<WinnersKind, { title: string; lede: string; empty: string }> = {
  latest: { title: 'Latest winners', lede: 'Wins as they land', empty: 'No wins yet. The next one could be yours.' },
  top: { title: 'Top winners', lede: 'Biggest wins of the last 30 days', empty: 'No big wins this month yet.' },
};

const SKELETON_ROWS = 5;

/**
 * Who won what, lately or the most: the player's first name and initial, the game, what the round won above its stake
 * and its payout as a multiple of the stake (only rounds that paid more than their stake are listed).
 */
export function WinnersPanel({ kind }: { kind: WinnersKind }) {
  const titleId = useId();
  const winners = useWinners(kind);
  const catalogue = useCatalogue();
  // Rendered in the background, in slices (see LobbySection): the rows and their artwork are below the first screen.
  const rows = useDeferredValue(winners.data);
  const games = useDeferredValue(catalogue.data?.games);
  const gameOf = (gameId: string) => games?.find((game) => game.id === gameId);
  const { title, lede, empty } = titles[kind];

  return (
    <section className="winners-panel" aria-labelledby={titleId}>
      <header className="winners-panel__header">
        <h2 id={titleId} className="winners-panel__title">
          {title}
        </h2>
        <p className="winners-panel__lede">{lede}</p>
      </header>
      {winners.isError ? (
        <LoadError what={title} onRetry={() => void winners.refetch()} />
      ) : !rows ? (
        <div className="winners-panel__list" role="progressbar" aria-label={`Loading ${title.toLowerCase()}`}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className="winners-panel__row winners-panel__row--skeleton" aria-hidden="true">
              <span className="winners-panel__thumb skeleton" />
              <span className="skeleton skeleton--line" />
            </div>
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="winners-panel__empty">{empty}</p>
      ) : (
        <ol className="winners-panel__list">
          {rows.map((winner, index) => {
            const game = gameOf(winner.gameId);
            return (
              <li key={`${winner.createdAt}-${index}`} className="winners-panel__row">
                <span className="winners-panel__thumb">{game && <GameThumbnail game={game} sizes="48px" />}</span>
                <span className="winners-panel__who">
                  <span className="winners-panel__player">{winner.player}</span>
                  {game ? (
                    <Link to={gamePath(game)} className="winners-panel__game">
                      {winner.gameName}
                    </Link>
                  ) : (
                    <span className="winners-panel__game">{winner.gameName}</span>
                  )}
                </span>
                <span className="winners-panel__amount">
                  <span className="winners-panel__won">
                    {groupThousands(winner.amount)} {winner.currency}
                    <span className="winners-panel__multiplier">
                      <span aria-hidden="true">{groupThousands(winner.multiplier)}×</span>
                      <span className="visually-hidden">, {winner.multiplier} times the stake</span>
                    </span>
                  </span>
                  <time className="winners-panel__time" dateTime={winner.createdAt}>
                    {formatDateTime(winner.createdAt)}
                  </time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
