import { useRef } from 'react';
import type { Game } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { useGameLaunch, type PlayMode } from '../api';
import { AddCurrencyOffer } from './add-currency-offer';
import { GameThumbnail } from './game-thumbnail';
import './game-stage.css';

/** Why a launch failed, in the server's words when it gave some. */
function launchErrorOf(error: unknown): string {
  if (isApiError(error)) return error.body.message;
  return 'The connection to the casino was lost.';
}

/**
 * Launches the game in the given mode and shows its client in a frame: 16:9 on a desktop, nearly the whole screen
 * on a phone. A refused launch says why and offers another try.
 */
export function GameStage({ game, mode, ready }: { game: Game; mode: PlayMode; ready: boolean }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const launch = useGameLaunch(game, mode, ready);

  return (
    <div className="game-stage">
      <div ref={stageRef} className="game-stage__screen">
        {launch.data ? (
          <iframe
            key={launch.data.url}
            className="game-stage__frame"
            title={game.name}
            src={launch.data.url}
            allow="fullscreen; autoplay; clipboard-write"
            allowFullScreen
          />
        ) : (
          <div className="game-stage__backdrop">
            <span className="game-stage__poster" aria-hidden="true">
              <GameThumbnail game={game} eager />
            </span>
            {launch.isError ? (
              <div className="game-stage__error" role="alert">
                <p className="game-stage__error-title">{game.name} could not start.</p>
                <p>{launchErrorOf(launch.error)}</p>
                <Button onClick={() => void launch.refetch()} loading={launch.isFetching}>
                  Try again
                </Button>
                <AddCurrencyOffer error={launch.error} />
              </div>
            ) : (
              <Spinner size="lg" label={`Starting ${game.name}`} />
            )}
          </div>
        )}
      </div>
      <div className="game-stage__bar">
        <span className="game-stage__mode">
          {launch.data ? (launch.data.mode === 'real' ? `Playing for real · ${launch.data.currency}` : 'Demo · virtual money') : 'Starting…'}
        </span>
        <Button variant="ghost" size="sm" onClick={() => void stageRef.current?.requestFullscreen?.()} disabled={!launch.data}>
          <svg className="game-stage__fullscreen-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Full screen
        </Button>
      </div>
    </div>
  );
}
