import { Link } from 'react-router';
import type { Game } from '@lodestar/contracts';
import { gamePath } from '../lobby';
import { usePlayForReal } from '../use-play-game';
import { GameThumbnail, type ArtworkPriority } from './game-thumbnail';
import './game-card.css';

/**
 * One game of a lobby list: artwork, name, provider, RTP and a jackpot ribbon. Play (real money) and Demo show
 * over the artwork on hover or keyboard focus, and always on touch screens, which have no hover.
 */
export function GameCard({ game, priority }: { game: Game; priority?: ArtworkPriority }) {
  const playForReal = usePlayForReal();
  return (
    <article className="game-card" aria-label={game.name}>
      <div className="game-card__art">
        <GameThumbnail game={game} priority={priority} />
        {game.hasJackpot && <JackpotRibbon />}
        <span className="game-card__rtp" title="Return to player">
          RTP {game.rtp}%
        </span>
        <div className="game-card__actions">
          <button type="button" className="game-card__play" aria-label={`Play ${game.name}`} onClick={() => playForReal(game)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
            Play
          </button>
          <Link to={gamePath(game, { demo: true })} className="game-card__demo" aria-label={`${game.name} demo`}>
            Demo
          </Link>
        </div>
      </div>
      <div className="game-card__body">
        <h3 className="game-card__name">{game.name}</h3>
        <p className="game-card__provider">{game.provider}</p>
      </div>
    </article>
  );
}

/**
 * Drawn in the artwork's own 300×400 coordinates, where the studio's covers put their corner band: the ribbon
 * comes from the catalogue's flag, and covers the drawn one exactly when a cover has it.
 */
function JackpotRibbon() {
  return (
    <>
      <svg className="game-card__ribbon" viewBox="0 0 300 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <path d="M193 0h56L300 51v56z" fill="#f5b942" stroke="#ffe29a" strokeWidth="3" />
        <text
          transform="translate(259 38) rotate(45)"
          textAnchor="middle"
          fontSize="15"
          fontWeight="900"
          letterSpacing="1.5"
          fill="#1d1303"
          fontFamily="system-ui, sans-serif"
        >
          JACKPOT
        </text>
      </svg>
      <span className="visually-hidden">Jackpot game</span>
    </>
  );
}

/** The shape of a card while its list loads. */
export function GameCardSkeleton() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true">
      <div className="game-card__art skeleton" />
      <div className="game-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
