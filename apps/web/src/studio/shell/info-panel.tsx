import { Suspense, use, type ReactNode } from 'react';
import type { StudioSession } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner';
import { HOTKEY_GAMES, MAIN_ACTION_KEYS_TEXT } from './main-action-hotkey';
import { loadGameClient } from '../game-registry';
import type { AmountFormatter } from './session-figures';

interface InfoPanelProps {
  session: StudioSession;
  formatAmount: AmountFormatter;
  /** The jackpot is held in its own currency. */
  formatJackpot: AmountFormatter;
  onClose: () => void;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Rules, paytable, RTP and volatility, and for a jackpot game its rules and live amount, before any bet. */
export function InfoPanel({ session, formatAmount, formatJackpot, onClose }: InfoPanelProps) {
  const { game, limits, jackpot } = session;
  return (
    <Modal title={game.name} onClose={onClose} size="lg" description="Game rules, paytable and return to player." readingBody>
      <div className="studio-panel">
        <dl className="studio-facts">
          <Fact term="Return to player">{game.rtp}%</Fact>
          {game.volatility && <Fact term="Volatility">{capitalised(game.volatility)}</Fact>}
          <Fact term="Stakes">
            {formatAmount(limits.minStake)} to {formatAmount(limits.maxStake)}
          </Fact>
          <Fact term="Mode">{session.mode === 'demo' ? 'Demo: virtual money' : 'Real money'}</Fact>
          {HOTKEY_GAMES.has(game.kind) && <Fact term="Keyboard">{MAIN_ACTION_KEYS_TEXT} plays one round (not while typing in a field)</Fact>}
        </dl>
        {jackpot && (
          <section className="studio-jackpot" aria-labelledby="jackpot-title">
            <h3 id="jackpot-title" className="studio-jackpot__title">
              Progressive jackpot
            </h3>
            <p className="studio-jackpot__amount" data-testid="studio-jackpot-amount">
              {formatJackpot(jackpot.amount)}
            </p>
            <ul className="studio-jackpot__rules">
              {jackpot.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>
        )}
        <Suspense fallback={<Spinner label="Loading the rules" />}>
          <GameInfo session={session} />
        </Suspense>
        <p className="studio-panel__note">18+ only. Play responsibly: a game is entertainment, not a way to make money.</p>
        {/* After a long read on a phone, the way back is right here, not at the top. */}
        <Button block onClick={onClose}>
          Back to the game
        </Button>
      </div>
    </Modal>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className="studio-facts__figure">{children}</dd>
    </div>
  );
}

function GameInfo({ session }: { session: StudioSession }) {
  const { Info } = use(loadGameClient(session.game.kind));
  return <Info session={session} />;
}
