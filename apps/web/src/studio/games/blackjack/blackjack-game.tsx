import { useState } from 'react';
import type { StudioRound } from '@lodestar/contracts';
import type { BlackjackAction, BlackjackOutcomeView, Card } from '@lodestar/games';
import type { GameClientProps } from '../../game-client';
import { StakeSelector } from '../../shell/stake-selector';
import { actionLabels, extraStakeOf, isBlackjackOutcome, outcomeLabels, resumableHand, roundResult, totalLabel } from './blackjack-view';
import { PlayingCard } from './playing-card';
import '../table-games/table-games.css';
import './blackjack.css';
import { useRememberedStake } from '../../shell/remembered-stake';

type Settlement = NonNullable<BlackjackOutcomeView['settlement']>;

function CardRow({ cards, holeCard = false }: { cards: readonly Card[]; holeCard?: boolean }) {
  return (
    <ol className="blackjack-cards">
      {/* Keyed by place: an unlimited deck can deal the same card twice in one hand, and cards are only ever added. */}
      {cards.map((card, place) => (
        <li key={place} className="blackjack-cards__card">
          <PlayingCard card={card} />
        </li>
      ))}
      {holeCard && (
        <li key="hole" className="blackjack-cards__card">
          <PlayingCard card={null} />
        </li>
      )}
    </ol>
  );
}

function EmptySpots({ label }: { label: string }) {
  return (
    <div className="blackjack-cards blackjack-cards--empty" aria-hidden="true">
      <span className="blackjack-cards__spot">{label}</span>
    </div>
  );
}

interface PlayerHandProps {
  hand: BlackjackOutcomeView['hands'][number];
  index: number;
  handCount: number;
  active: boolean;
  result: Settlement['hands'][number] | undefined;
  formatAmount: GameClientProps['formatAmount'];
}

function PlayerHand({ hand, index, handCount, active, result, formatAmount }: PlayerHandProps) {
  const title = handCount > 1 ? `Hand ${index + 1}` : 'Your hand';
  const total = totalLabel(hand, handCount);
  return (
    <section
      className={`blackjack-hand${active ? ' is-active' : ''}${result ? ` is-${result.outcome}` : ''}`}
      aria-label={`${title}, ${total}${active ? ', your turn' : ''}`}
      aria-current={active ? 'step' : undefined}
    >
      <CardRow cards={hand.cards} />
      <div className="blackjack-hand__footer">
        <span className="blackjack-total">{total}</span>
        <span className="blackjack-hand__title">
          {title}
          {hand.doubled && <span className="blackjack-tag">Doubled</span>}
        </span>
      </div>
      {result && (
        <p className={`blackjack-result blackjack-result--${result.outcome}`}>
          <strong>{outcomeLabels[result.outcome]}</strong>
          <span>{BigInt(result.payout) > 0n ? formatAmount(result.payout) : `−${formatAmount(result.wager)}`}</span>
        </p>
      )}
    </section>
  );
}

function announcementOf(view: BlackjackOutcomeView, round: StudioRound, formatAmount: GameClientProps['formatAmount']): string {
  if (view.phase === 'insurance') return 'The dealer shows an ace. Insurance?';
  if (view.phase === 'player') {
    const hand = view.hands[view.activeHand]!;
    const which = view.hands.length > 1 ? `Hand ${view.activeHand + 1}` : 'Your hand';
    return `${which}: ${totalLabel(hand, view.hands.length)}. Dealer shows ${view.dealer.total}.`;
  }
  const { kind, payout } = roundResult(round);
  const dealer = view.settlement?.dealer;
  const dealerText = dealer
    ? dealer.blackjack
      ? 'Dealer has blackjack.'
      : dealer.busted
        ? `Dealer busts with ${dealer.total}.`
        : `Dealer ${dealer.total}.`
    : '';
  const resultText =
    kind === 'win'
      ? `You win ${formatAmount(payout)}.`
      : kind === 'push'
        ? `Push: ${formatAmount(payout)} back.`
        : payout > 0n
          ? `You get ${formatAmount(payout)} back.`
          : 'Dealer wins.';
  return `${dealerText} ${resultText}`;
}

/**
 * Blackjack against the dealer: Deal starts a hand with the chosen stake, the buttons are exactly the actions
 * the server allows now, and a hand left unfinished (a reload, a lost connection) comes back from the session
 * to be played on.
 */
export function BlackjackGame({ session, play, act, busy, formatAmount }: GameClientProps) {
  const [round, setRound] = useState<StudioRound | null>(() => resumableHand(session.openRound));
  const [stakeValid, setStakeValid] = useState(true);
  const [stake, setStake] = useRememberedStake(session);
  const view = round && isBlackjackOutcome(round.outcome) ? round.outcome : null;
  const playing = round?.status === 'open' && view !== null;

  const deal = async () => {
    const next = await play(stake, {});
    if (next) setRound(next);
  };
  const perform = async (action: BlackjackAction) => {
    if (!round) return;
    const next = await act(round.id, { action });
    if (next) setRound(next);
  };

  const settlement = view?.settlement ?? null;
  const handStake = view ? BigInt(view.stake) : stake;

  return (
    <div className="table-game blackjack">
      <section className="table-felt blackjack__table" aria-label="Blackjack table">
        <p className="blackjack__felt-rules" aria-hidden="true">
          Blackjack pays 3 to 2 · Dealer stands on all 17s · Insurance pays 2 to 1
        </p>
        <section className="blackjack-dealer" aria-label={view ? `Dealer, ${view.dealer.total}` : 'Dealer'}>
          {view ? <CardRow cards={view.dealer.cards} holeCard={view.phase !== 'finished'} /> : <EmptySpots label="Dealer" />}
          {view && (
            <div className="blackjack-hand__footer">
              <span className="blackjack-total">{settlement?.dealer.blackjack ? 'Blackjack' : view.dealer.total}</span>
              <span className="blackjack-hand__title">Dealer</span>
            </div>
          )}
        </section>

        <div className={`blackjack__hands${view && view.hands.length > 1 ? ' blackjack__hands--split' : ''}`}>
          {view ? (
            view.hands.map((hand, index) => (
              <PlayerHand
                key={index}
                hand={hand}
                index={index}
                handCount={view.hands.length}
                active={view.phase === 'player' && index === view.activeHand && view.hands.length > 1}
                result={settlement?.hands[index]}
                formatAmount={formatAmount}
              />
            ))
          ) : (
            <EmptySpots label="Place your bet" />
          )}
        </div>

        {settlement?.insurance && (
          <p className="blackjack__insurance">
            Insurance {formatAmount(settlement.insurance.wager)}:{' '}
            {BigInt(settlement.insurance.payout) > 0n ? `paid ${formatAmount(settlement.insurance.payout)}` : 'lost'}
          </p>
        )}
        <p className="blackjack__announcement" role="status" aria-live="polite">
          {view && round ? announcementOf(view, round, formatAmount) : 'Choose your stake and deal.'}
        </p>
      </section>

      <section className="table-panel blackjack__controls" aria-label={playing ? 'Your move' : 'Your bet'}>
        {playing && view ? (
          <>
            <div className="table-figure blackjack__bet">
              <span className="table-label">Bet</span>
              <strong>{formatAmount(round.stake)}</strong>
            </div>
            <div className="blackjack__actions">
              {view.actions.map((action) => {
                const extra = extraStakeOf(action, handStake);
                return (
                  <button
                    key={action}
                    type="button"
                    className={`table-action blackjack__action blackjack__action--${action}`}
                    onClick={() => void perform(action)}
                    disabled={busy}
                    aria-busy={busy || undefined}
                  >
                    {actionLabels[action]}
                    {extra > 0n && <span className="blackjack__action-cost">+{formatAmount(extra)}</span>}
                  </button>
                );
              })}
            </div>
          </>
        ) : (
          <>
            <StakeSelector
              session={session}
              value={stake}
              onChange={setStake}
              onValidityChange={setStakeValid}
              currencyFormat={formatAmount}
              disabled={busy}
            />
            <button
              type="button"
              className="table-action table-action--primary blackjack__deal"
              onClick={() => void deal()}
              disabled={busy || !stakeValid}
              aria-busy={busy || undefined}
            >
              {view ? 'Deal again' : 'Deal'}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
