import type { ReactNode } from 'react';
import {
  KENO_NUMBERS,
  MINES_TILES,
  type BlackjackOutcomeView,
  type Card,
  type KenoOutcome,
  type MinesOutcome,
  type PlinkoOutcome,
  type RouletteOutcome,
  type SlotOutcome,
  type StudioOutcome,
  formatMultiplier,
} from '@lodestar/games';
import { SlotSymbol } from '@/components/slot-art/slot-symbol';

const SUIT_SIGNS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

function Headline({ value, label, won }: { value: string; label: ReactNode; won: boolean }) {
  return (
    <div className="replayed__headline">
      <p className={`replayed__value replayed__value--${won ? 'won' : 'lost'}`}>{value}</p>
      <p className="replayed__label">{label}</p>
    </div>
  );
}

function PlayingCards({ cards, label }: { cards: Card[]; label: string }) {
  return (
    <ul className="replayed__cards" aria-label={label}>
      {cards.map((card, index) => (
        <li
          key={`${card.index}-${index}`}
          className={`playing-card playing-card--${card.suit === 'hearts' || card.suit === 'diamonds' ? 'red' : 'black'}`}
        >
          {card.rank}
          <span aria-hidden="true">{SUIT_SIGNS[card.suit]}</span>
          <span className="visually-hidden"> of {card.suit}</span>
        </li>
      ))}
    </ul>
  );
}

function BlackjackRound({ outcome }: { outcome: BlackjackOutcomeView }) {
  return (
    <div className="replayed__table">
      <div>
        <p className="replayed__label">Dealer · {outcome.dealer.total}</p>
        <PlayingCards cards={outcome.dealer.cards} label="Dealer's cards" />
      </div>
      {outcome.hands.map((hand, index) => (
        <div key={index}>
          <p className="replayed__label">
            {outcome.hands.length > 1 ? `Hand ${index + 1}` : 'Your hand'} · {hand.total}
            {hand.doubled && ' · doubled'}
            {outcome.settlement && ` · ${outcome.settlement.hands[index]?.outcome ?? ''}`}
          </p>
          <PlayingCards cards={hand.cards} label={outcome.hands.length > 1 ? `Hand ${index + 1} cards` : 'Your cards'} />
        </div>
      ))}
    </div>
  );
}

function MinesBoard({ outcome }: { outcome: MinesOutcome }) {
  const tileState = (tile: number) => {
    if (tile === outcome.hitMine) return 'hit';
    if (outcome.revealed.includes(tile)) return 'safe';
    if (outcome.mines?.includes(tile)) return 'mine';
    return 'hidden';
  };
  const names = { hit: 'mine hit', safe: 'revealed, safe', mine: 'mine', hidden: 'not revealed' };
  return (
    <>
      <Headline
        value={formatMultiplier(outcome.multiplier)}
        label={`${outcome.mineCount} mines · ${outcome.status.replace('-', ' ')}`}
        won={outcome.multiplier > 0}
      />
      <ol className="replayed__grid replayed__grid--mines" aria-label="Mines board, tiles 0 to 24">
        {Array.from({ length: MINES_TILES }, (_, tile) => (
          <li key={tile} className={`replayed__tile replayed__tile--${tileState(tile)}`} aria-label={`Tile ${tile}: ${names[tileState(tile)]}`}>
            {tileState(tile) === 'safe' ? '◆' : tileState(tile) === 'hidden' ? tile : '✹'}
          </li>
        ))}
      </ol>
    </>
  );
}

function KenoBoard({ outcome }: { outcome: KenoOutcome }) {
  return (
    <>
      <Headline
        value={formatMultiplier(outcome.multiplier)}
        label={`${outcome.hits} of ${outcome.picks.length} picks drawn · ${outcome.risk} risk`}
        won={outcome.multiplier > 0}
      />
      <p className="replayed__label">Drawn in order: {outcome.drawn.join(', ')}</p>
      <p className="replayed__legend">
        <span className="replayed__key replayed__tile--hit" /> your number, drawn <span className="replayed__key replayed__tile--drawn" /> drawn{' '}
        <span className="replayed__key replayed__tile--picked" /> your number, not drawn
      </p>
      <ol className="replayed__grid replayed__grid--keno" aria-label="Keno board">
        {Array.from({ length: KENO_NUMBERS }, (_, index) => {
          const number = index + 1;
          const state = outcome.matched.includes(number)
            ? 'hit'
            : outcome.drawn.includes(number)
              ? 'drawn'
              : outcome.picks.includes(number)
                ? 'picked'
                : 'idle';
          return (
            <li key={number} className={`replayed__tile replayed__tile--${state}`}>
              {number}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function RouletteSpin({ outcome }: { outcome: RouletteOutcome }) {
  return (
    <>
      <div className="replayed__headline">
        <p className={`roulette-pocket roulette-pocket--${outcome.color}`}>{outcome.pocket}</p>
        <p className="replayed__label">
          Pocket {outcome.pocket}, {outcome.color}
        </p>
      </div>
      <ul className="replayed__bets">
        {outcome.bets.map((bet, index) => (
          <li key={index} className={bet.won ? 'replayed__bet replayed__bet--won' : 'replayed__bet'}>
            <span>
              {bet.type}
              {bet.numbers && ` ${bet.numbers.join('-')}`}
              {bet.column && ` ${bet.column}`}
              {bet.dozen && ` ${bet.dozen}`}
            </span>
            <span>
              stake {bet.stake} → {bet.won ? `${bet.payout} (${bet.multiplier}×)` : 'lost'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function PlinkoDrop({ outcome }: { outcome: PlinkoOutcome }) {
  return (
    <>
      <Headline
        value={formatMultiplier(outcome.multiplier)}
        label={`${outcome.rows} rows · ${outcome.risk} risk · slot ${outcome.slot}`}
        won={outcome.multiplier >= 1}
      />
      <p className="replayed__label">Path: {outcome.path.map((bounce) => (bounce === 'left' ? 'L' : 'R')).join(' ')}</p>
      <ol className="replayed__slots" aria-label="Plinko slots">
        {outcome.paytable.map((multiplier, slot) => (
          <li
            key={slot}
            className={slot === outcome.slot ? 'replayed__slot replayed__slot--landed' : 'replayed__slot'}
            aria-current={slot === outcome.slot || undefined}
          >
            {multiplier}
          </li>
        ))}
      </ol>
    </>
  );
}

function SlotSpins({ outcome, launchId }: { outcome: SlotOutcome; launchId: string }) {
  return (
    <>
      <Headline
        value={formatMultiplier(outcome.totalMultiplier)}
        label={outcome.freeSpinsPlayed > 0 ? `base spin and ${outcome.freeSpinsPlayed} free spins` : 'of the total bet'}
        won={outcome.totalMultiplier > 0}
      />
      <ol className="replayed__spins">
        {outcome.spins.map((spin, index) => (
          <li key={index} className="replayed__spin">
            <p className="replayed__label">
              {index === 0 ? 'Base spin' : `Free spin ${index}`} · stops {spin.stops.join(', ')} · {formatMultiplier(spin.totalMultiplier)}
            </p>
            <div className="replayed__reels">
              {spin.grid.map((reel, reelIndex) => (
                <div key={reelIndex} className="replayed__reel">
                  {reel.map((symbolId, row) => (
                    <div key={row} className="replayed__symbol">
                      <SlotSymbol titleId={launchId} symbolId={symbolId} />
                    </div>
                  ))}
                </div>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The round as the seeds decide it, drawn for each game. */
export function ReplayedOutcome({ outcome, launchId }: { outcome: StudioOutcome; launchId: string }) {
  switch (outcome.kind) {
    case 'dice':
      return (
        <Headline
          value={outcome.roll.toFixed(2)}
          label={`Roll ${outcome.direction} ${outcome.target.toFixed(2)} · ${outcome.winChance} % chance · ${outcome.won ? `won ${formatMultiplier(outcome.multiplier)}` : 'lost'}`}
          won={outcome.won}
        />
      );
    case 'limbo':
      return (
        <Headline
          value={formatMultiplier(outcome.result)}
          label={`Target ${formatMultiplier(outcome.target)} · ${outcome.won ? 'won' : 'lost'}`}
          won={outcome.won}
        />
      );
    case 'plinko':
      return <PlinkoDrop outcome={outcome} />;
    case 'keno':
      return <KenoBoard outcome={outcome} />;
    case 'roulette':
      return <RouletteSpin outcome={outcome} />;
    case 'mines':
      return <MinesBoard outcome={outcome} />;
    case 'blackjack':
      return <BlackjackRound outcome={outcome} />;
    case 'slot':
      return <SlotSpins outcome={outcome} launchId={launchId} />;
  }
}
