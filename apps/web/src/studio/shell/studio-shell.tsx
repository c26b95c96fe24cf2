import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, use, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { Currency, StudioSession } from '@lodestar/contracts';
import { errorCodes } from '@lodestar/contracts/schema-free';
import '@/components/button.css';
import { Spinner } from '@/components/spinner';
import { currenciesQueryOptions } from '@/lib/wallet-queries';
import { findCurrency } from '@/lib/currency-format';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { createStudioApi, studioSessionQueryOptions, type StudioApi } from '../api';
import { loadGameClient } from '../game-registry';
import type { GameClientProps } from '../game-client';
import type { StudioLaunch } from '../launch';
import { InfoPanel } from './info-panel';
import { amountFormatter } from './session-figures';
import { StakeCurrencyContext } from './stake-currency';
import { StudioAlert } from './studio-alert';
import { GameErrorBoundary, StudioMessage } from './studio-message';
import { TopBar } from './top-bar';
import { useRounds } from './use-rounds';

// The seeds' form (react-hook-form, zod and the contracts' schemas) loads when the player opens it, not with the game.
const FairnessPanel = lazy(() => import('./fairness-panel').then((module) => ({ default: module.FairnessPanel })));

type Panel = 'info' | 'fairness';

/** Loads the session and the currency list, then hands both to the shell; says why when it cannot. */
export function StudioShell({ launch }: { launch: StudioLaunch }) {
  const api = useMemo(() => createStudioApi(launch.token), [launch.token]);
  const session = useQuery(studioSessionQueryOptions(api, launch.token));
  const currencies = useQuery(currenciesQueryOptions);
  const answered = session.data !== undefined && !currencies.isPending;
  // The game's first render, deferred, happens in slices in the background while the spinner stays, instead of one
  // long task on the casino page's main thread (issue 12, game page). Only the first: every later answer (a round's
  // balance) renders at once, or a render interrupted by the clock each second on a busy phone might never finish.
  const firstRenderReady = useDeferredValue(answered);

  if (session.isError) {
    const code = isApiError(session.error) ? session.error.body.code : undefined;
    const expired = code === errorCodes.invalidToken || code === errorCodes.notAuthenticated;
    return (
      <StudioMessage
        title={expired ? 'This game session has ended' : 'The game could not start'}
        text={expired ? 'Open the game again from the casino to play on.' : 'The casino did not answer. Reload to try again.'}
      />
    );
  }
  if (!session.data || currencies.isPending || !firstRenderReady) {
    return (
      <main className="studio-message">
        <Spinner size="lg" label="Loading the game" />
      </main>
    );
  }
  const currency = findCurrency(currencies.data, session.data.currency);
  const jackpotCurrency = findCurrency(currencies.data, session.data.jackpot?.currency ?? session.data.currency);
  if (!currency || !jackpotCurrency) return <StudioMessage title="The game could not start" text="The casino did not answer. Reload to try again." />;
  return <LoadedShell api={api} token={launch.token} session={session.data} currency={currency} jackpotCurrency={jackpotCurrency} />;
}

interface LoadedShellProps {
  api: StudioApi;
  token: string;
  session: StudioSession;
  currency: Currency;
  /** The progressive jackpot is held in its own currency. */
  jackpotCurrency: Currency;
}

function LoadedShell({ api, token, session, currency, jackpotCurrency }: LoadedShellProps) {
  useDocumentTitle(session.game.name);
  const rounds = useRounds(api, token);
  const formatAmount = useMemo(() => amountFormatter(currency), [currency]);
  const formatJackpot = useMemo(() => amountFormatter(jackpotCurrency), [jackpotCurrency]);
  // Rules, the jackpot's among them, open only when the player asks (the bar's Info and Jackpot rules buttons):
  // nothing covers the game by itself.
  const [panel, setPanel] = useState<Panel | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const openPanel = (next: Panel) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanel(next);
  };
  const closePanel = () => {
    setPanel(null);
    opener.current?.focus();
  };

  const gameProps: GameClientProps = {
    session,
    play: rounds.play,
    act: rounds.act,
    revealWin: rounds.revealWin,
    busy: rounds.busy,
    playsInFlight: rounds.playsInFlight,
    formatAmount,
  };

  return (
    <div className={`studio studio--${session.game.kind}`}>
      <TopBar session={session} formatAmount={formatAmount} onOpenInfo={() => openPanel('info')} onOpenFairness={() => openPanel('fairness')} />
      <StudioAlert problem={rounds.problem} mode={session.mode} onDismiss={rounds.dismissProblem} />
      <main className="studio-stage">
        <GameErrorBoundary>
          <StakeCurrencyContext.Provider value={currency.subunits_to_unit}>
            <Suspense fallback={<Spinner size="lg" label="Loading the game" />}>
              <GameSurface {...gameProps} />
            </Suspense>
          </StakeCurrencyContext.Provider>
        </GameErrorBoundary>
      </main>
      <footer className="studio-footer">
        <span>Lodestar Originals · RTP {session.game.rtp}%</span>
        <span>18+ · Play responsibly</span>
      </footer>
      {panel === 'info' && <InfoPanel session={session} formatAmount={formatAmount} formatJackpot={formatJackpot} onClose={closePanel} />}
      {panel === 'fairness' && (
        <Suspense fallback={null}>
          <FairnessPanel api={api} token={token} onClose={closePanel} />
        </Suspense>
      )}
    </div>
  );
}

function GameSurface(props: GameClientProps) {
  const { Game } = use(loadGameClient(props.session.game.kind));
  return <Game {...props} />;
}
