import { useDeferredValue } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/lib/session';
import { useCatalogue, type PlayMode } from '@/features/games/api';
import { FavoriteToggle } from '@/features/games/components/favorite-toggle';
import { GameList } from '@/features/games/components/game-list';
import { GameStage } from '@/features/games/components/game-stage';
import { PlayModeSwitch } from '@/features/games/components/play-mode-switch';
import { WalletMenu } from '@/features/wallet/components/wallet-menu';
import { findGameByRouteName, moreGamesLike } from '@/features/games/lobby';
import { titleFromRouteName } from '@/lib/format';
import { useOpenModal } from '@/lib/modal-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import './content-page.css';
import './game-page.css';

const MORE_GAMES = 12;
/** game-page.css' phone layout: the theatre covers the whole screen, so nothing below it can be seen or reached. */
const THEATRE_COVERS_SCREEN = '(max-width: 699px)';
const categoryLabels = { slots: 'Slot', table: 'Table game', instant: 'Instant win' } as const;

/**
 * /game/{name}: the game in real money for a signed-in player, in demo for a visitor or with ?demo=1. A visitor
 * who asks for real money is asked to log in; once signed in the same page relaunches for real.
 */
export function GamePage() {
  const { name = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useSession();
  const openModal = useOpenModal();
  const catalogue = useCatalogue();
  // On a phone the shelf under the theatre is never seen: not rendered, its twelve pictures are not fetched either,
  // and the game's first screen is painted sooner (issue 12: it was the page's largest paint, hidden as it was). The
  // server's pre-rendered page does not know the screen: it leaves the shelf, below the fold anyway, to the live page.
  const showsMoreGames = !useMediaQuery(THEATRE_COVERS_SCREEN, true);
  // The whole page renders when the catalogue arrives: deferred, React renders it in slices in the background
  // instead of one long task (issue 12), and the spinner stays meanwhile.
  const catalogueData = useDeferredValue(catalogue.data);
  const game = catalogueData && findGameByRouteName(catalogueData.games, name);
  useDocumentTitle(game?.name ?? titleFromRouteName(name));

  if (catalogue.isError) {
    return (
      <div className="content-page page-container">
        <LoadError what="The game" onRetry={() => void catalogue.refetch()} />
      </div>
    );
  }
  if (!catalogueData) {
    return (
      <div className="game-page game-page--loading page-container">
        <Spinner size="lg" label="Loading the game" />
      </div>
    );
  }
  if (!game) {
    return (
      <div className="content-page page-container">
        <EmptyState
          title="This game is not in our lobby"
          actions={
            <Link to="/games" className={buttonClassName()}>
              Browse all games
            </Link>
          }
        >
          <p>We could not find “{titleFromRouteName(name)}”. It may have been renamed or taken out of the lobby.</p>
        </EmptyState>
      </div>
    );
  }

  const signedIn = session.state === 'signed-in';
  const mode: PlayMode = signedIn && searchParams.get('demo') !== '1' ? 'real' : 'demo';
  const changeMode = (next: PlayMode) => {
    // A visitor who asks for real money keeps asking once signed in: the page then launches for real by itself.
    setSearchParams(next === 'demo' ? { demo: '1' } : {}, { replace: true });
    if (next === 'real' && !signedIn) openModal({ kind: 'login' });
  };

  return (
    <div className="game-page page-container">
      {/* The theatre: on a phone it takes the whole screen (the site's header is under it) with a slim bar of
          its own; on a wider screen it is a slim title row above a frame that fits the window. */}
      <section className="game-theatre" aria-labelledby="game-title">
        <header className="game-theatre__bar">
          <Link to="/games" className="game-theatre__back" aria-label="All games">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="game-theatre__back-label">All games</span>
          </Link>
          <div className="game-theatre__titles">
            <h1 id="game-title" className="game-theatre__title">
              {game.name}
            </h1>
            <ul className="game-theatre__facts" aria-label="About this game">
              <li>{game.provider}</li>
              <li>{categoryLabels[game.category]}</li>
              <li>
                RTP <strong>{game.rtp}%</strong>
              </li>
              {game.volatility && <li className="game-theatre__volatility">{game.volatility} volatility</li>}
              {game.hasJackpot && <li className="game-theatre__jackpot">Progressive jackpot</li>}
            </ul>
          </div>
          <div className="game-theatre__actions">
            <PlayModeSwitch mode={mode} onChange={changeMode} />
            <FavoriteToggle game={game} />
            {signedIn && (
              <div className="game-theatre__balance">
                <WalletMenu />
              </div>
            )}
          </div>
        </header>
        <GameStage game={game} mode={mode} ready={session.state !== 'checking'} />
      </section>

      {showsMoreGames && (
        <section className="game-page__more" aria-labelledby="more-games-title">
          <h2 id="more-games-title" className="game-page__more-title">
            More games
          </h2>
          <GameList games={moreGamesLike(catalogueData.games, game, MORE_GAMES)} layout="shelf" label="More games" />
        </section>
      )}
    </div>
  );
}
