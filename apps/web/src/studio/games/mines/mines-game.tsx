import { useState } from 'react';
import type { StudioRound } from '@lodestar/contracts';
import { MINES_MAX_MINES, MINES_MIN_MINES, type MinesOutcome } from '@lodestar/games';
import { SelectField } from '@/components/select-field';
import type { GameClientProps } from '../../game-client';
import { StakeSelector } from '../../shell/stake-selector';
import { formatMultiplier } from '../game-format';
import { GemIcon, MineIcon } from './mines-icons';
import { useMinesSettings } from './mines-settings';
import { cashOutAmount, isMinesOutcome, resumableMinesRound, tileLabel, tileState, TILES } from './mines-view';
import '../table-games/table-games.css';
import './mines.css';
import { useRememberedStake } from '../../shell/remembered-stake';

const mineCounts = Array.from({ length: MINES_MAX_MINES - MINES_MIN_MINES + 1 }, (_, index) => MINES_MIN_MINES + index);

function announcementOf(outcome: MinesOutcome | null, stake: bigint, formatAmount: GameClientProps['formatAmount']): string {
  if (!outcome) return 'Choose the number of mines and your stake, then start.';
  if (outcome.status === 'busted') return 'Boom! You hit a mine. The round is over.';
  if (outcome.status === 'cashed-out') return `Cashed out ${formatAmount(cashOutAmount(stake, outcome))} at ${formatMultiplier(outcome.multiplier)}.`;
  if (outcome.revealed.length === 0) return `${outcome.mineCount} ${outcome.mineCount === 1 ? 'mine is' : 'mines are'} hidden. Pick a tile.`;
  return `Gem! ${formatMultiplier(outcome.multiplier)} now${outcome.nextMultiplier ? `, ${formatMultiplier(outcome.nextMultiplier)} with the next gem` : ''}.`;
}

/**
 * Mines: choose how many mines hide in the 5×5 grid, start with the stake, reveal tiles one by one and cash out
 * before a mine ends the round. An unfinished round comes back from the session after a reload.
 */
export function MinesGame({ session, play, act, busy, formatAmount }: GameClientProps) {
  const [round, setRound] = useState<StudioRound | null>(() => resumableMinesRound(session.openRound));
  const [stakeValid, setStakeValid] = useState(true);
  const [stake, setStake] = useRememberedStake(session);
  const { mineCount, setMineCount } = useMinesSettings();
  const outcome = round && isMinesOutcome(round.outcome) ? round.outcome : null;
  const playing = round?.status === 'open' && outcome?.status === 'playing';
  const roundStake = round ? BigInt(round.stake) : stake;
  const cashOut = outcome ? cashOutAmount(roundStake, outcome) : 0n;

  const start = async () => {
    const next = await play(stake, { mineCount });
    if (next) setRound(next);
  };
  const reveal = async (tile: number) => {
    if (!round) return;
    const next = await act(round.id, { action: 'reveal', tile });
    if (next) setRound(next);
  };
  const collect = async () => {
    if (!round) return;
    const next = await act(round.id, { action: 'cashout' });
    if (next) setRound(next);
  };

  return (
    <div className="table-game mines">
      <section className="table-felt mines__board" aria-label="Mines field">
        <div className="mines__figures">
          <div className="table-figure">
            <span className="table-label">Multiplier</span>
            <strong data-testid="mines-multiplier">{formatMultiplier(outcome?.multiplier ?? 0)}</strong>
          </div>
          <div className="table-figure">
            <span className="table-label">Next gem</span>
            <strong>{outcome?.nextMultiplier ? formatMultiplier(outcome.nextMultiplier) : '—'}</strong>
          </div>
          <div className="table-figure">
            <span className="table-label">Mines</span>
            <strong>{outcome?.mineCount ?? mineCount}</strong>
          </div>
        </div>
        <div className={`mines-grid${outcome && !playing ? ' is-over' : ''}`} role="group" aria-label="Tiles">
          {TILES.map((tile) => {
            const state = tileState(outcome, tile);
            return (
              <button
                key={tile}
                type="button"
                className={`mines-tile mines-tile--${state}`}
                aria-label={tileLabel(tile, state)}
                disabled={!playing || busy || state !== 'hidden'}
                onClick={() => void reveal(tile)}
              >
                {(state === 'gem' || state === 'unrevealed-gem') && <GemIcon />}
                {(state === 'mine' || state === 'hit-mine') && <MineIcon />}
              </button>
            );
          })}
        </div>
        <p
          className={`mines__announcement${outcome?.status === 'busted' ? ' is-busted' : ''}${outcome?.status === 'cashed-out' ? ' is-won' : ''}`}
          role="status"
          aria-live="polite"
        >
          {announcementOf(outcome, roundStake, formatAmount)}
        </p>
      </section>

      <section className="table-panel mines__controls" aria-label={playing ? 'Your round' : 'Your bet'}>
        {playing ? (
          <>
            <div className="table-figure">
              <span className="table-label">Bet</span>
              <strong>{formatAmount(roundStake)}</strong>
            </div>
            <button
              type="button"
              className="table-action table-action--primary mines__cash-out"
              onClick={() => void collect()}
              disabled={busy || cashOut === 0n}
              aria-busy={busy || undefined}
            >
              {cashOut > 0n ? `Cash out ${formatAmount(cashOut)}` : 'Reveal a tile to cash out'}
            </button>
          </>
        ) : (
          <>
            <SelectField
              label="Mines"
              className="mines__count"
              value={String(mineCount)}
              onChange={(event) => setMineCount(Number(event.target.value))}
              disabled={busy}
            >
              {mineCounts.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </SelectField>
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
              className="table-action table-action--primary mines__start"
              onClick={() => void start()}
              disabled={busy || !stakeValid}
              aria-busy={busy || undefined}
            >
              {outcome ? 'Play again' : 'Start'}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
