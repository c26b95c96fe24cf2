import { useEffect, useRef, type RefObject } from 'react';
import type { Game } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { gameFrameMessageOf } from '@/lib/game-frame-protocol';
import { heardFromGameFrame, releaseAllRounds } from '@/lib/held-balances';
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
 * Hears the game frame's round messages (packages/games/docs/game-frame-protocol.md), only from the game's origin
 * and window, so the site's balances show a round's result once the game has shown it. Leaving the game shows all.
 */
function useGameFrameMessages(frameRef: RefObject<HTMLIFrameElement | null>, url: string | undefined): void {
  useEffect(() => {
    if (!url) return;
    const origin = new URL(url, window.location.href).origin;
    const listen = (event: MessageEvent) => {
      const message = gameFrameMessageOf(event, { origin, window: frameRef.current?.contentWindow ?? null });
      if (message) heardFromGameFrame(message);
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
      releaseAllRounds();
    };
  }, [frameRef, url]);
}

/**
 * Launches the game in the given mode and shows its client in a frame: 16:9 on a desktop, nearly the whole screen
 * on a phone. A refused launch says why and offers another try.
 */
export function GameStage({ game, mode, ready }: { game: Game; mode: PlayMode; ready: boolean }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const launch = useGameLaunch(game, mode, ready);
  useGameFrameMessages(frameRef, launch.data?.url);

  return (
    <div className="game-stage">
      <div ref={stageRef} className="game-stage__screen">
        {launch.data ? (
          <iframe
            key={launch.data.url}
            ref={frameRef}
            className="game-stage__frame"
            title={game.name}
            src={launch.data.url}
            allow="fullscreen; autoplay; clipboard-write"
            allowFullScreen
          />
        ) : (
          <div className="game-stage__backdrop">
            <span className="game-stage__poster" aria-hidden="true">
              {/* Drawn blurred: the smallest artwork is sharp enough, and the first to arrive. The page's largest paint until the game shows. */}
              <GameThumbnail game={game} priority="high" sizes="180px" />
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
