import { useState } from 'react';
import { Link } from 'react-router';
import { messages, SEARCH_INITIAL_RESULTS, SEARCH_LOAD_MORE, type Game } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner';
import { useCloseModal } from '@/lib/modal-store';
import { useCatalogue, useTopGames } from '../api';
import { searchGames } from '../lobby';
import { usePlayForReal } from '../use-play-game';
import { GameThumbnail } from './game-thumbnail';
import { LoadMoreButton } from './load-more-button';
import './search-modal.css';

/**
 * SPEC.md §2 search: the top games until the player types, then every game whose name or provider contains the
 * term. 5 results first, 3 more per 'load more'; a pick starts the game for real money.
 */
export default function SearchModal() {
  const closeModal = useCloseModal();
  const [term, setTerm] = useState('');
  const [shownCount, setShownCount] = useState(SEARCH_INITIAL_RESULTS);
  const searching = term.trim() !== '';
  const topGames = useTopGames();
  const catalogue = useCatalogue();
  const source = searching ? catalogue : topGames;
  const results = searching ? catalogue.data && searchGames(catalogue.data.games, term) : topGames.data;

  const changeTerm = (next: string) => {
    setTerm(next);
    setShownCount(SEARCH_INITIAL_RESULTS);
  };

  return (
    <Modal title="Search games" onClose={closeModal}>
      <div className="game-search">
        <div className="game-search__field">
          <svg className="game-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            className="game-search__input"
            aria-label="Game or provider"
            placeholder={messages.gameSearch.placeholder}
            value={term}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => changeTerm(event.target.value)}
          />
        </div>
        <p className="game-search__heading" aria-live="polite">
          {searching ? results && `${results.length} ${results.length === 1 ? 'game' : 'games'} found` : 'Most popular right now'}
        </p>
        {source.isError ? (
          <LoadError what={searching ? 'The games' : 'The top games'} onRetry={() => void source.refetch()} />
        ) : !results ? (
          <div className="game-search__loading">
            <Spinner label="Loading games" />
          </div>
        ) : results.length === 0 ? (
          <div className="game-search__empty">
            <p>
              No game or provider matches <strong>“{term.trim()}”</strong>.
            </p>
            <Link to="/games" className="game-search__all" onClick={closeModal}>
              Browse all games
            </Link>
          </div>
        ) : (
          <SearchResults
            games={results.slice(0, shownCount)}
            total={results.length}
            onLoadMore={() => setShownCount((count) => count + SEARCH_LOAD_MORE)}
          />
        )}
      </div>
    </Modal>
  );
}

function SearchResults({ games, total, onLoadMore }: { games: Game[]; total: number; onLoadMore: () => void }) {
  const playForReal = usePlayForReal();
  return (
    <>
      <ul className="game-search__results" aria-label="Games">
        {games.map((game) => (
          <li key={game.id}>
            <button type="button" className="game-search__result" onClick={() => playForReal(game)}>
              <span className="game-search__thumb">
                <GameThumbnail game={game} priority="eager" sizes="48px" />
              </span>
              <span className="game-search__text">
                <span className="game-search__name">{game.name}</span>
                <span className="game-search__provider">{game.provider}</span>
              </span>
              <span className="game-search__rtp">RTP {game.rtp}%</span>
            </button>
          </li>
        ))}
      </ul>
      {games.length < total && <LoadMoreButton onClick={onLoadMore} />}
    </>
  );
}
