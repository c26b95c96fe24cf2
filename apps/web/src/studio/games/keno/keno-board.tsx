import { KENO_MAX_PICKS } from '@lodestar/games';
import { KENO_BOARD, kenoCellState, type KenoCellState } from './keno-picks';

interface KenoBoardProps {
  picks: readonly number[];
  /** The drawn numbers shown so far. */
  revealed: readonly number[];
  disabled: boolean;
  onToggle(number: number): void;
}

const STATE_WORDS: Record<KenoCellState, string> = { idle: '', picked: ', picked', hit: ', picked and drawn: hit', miss: ', drawn' };

/** The 40 numbers as toggle buttons; once 10 are picked, the others wait until one is unpicked. */
export function KenoBoard({ picks, revealed, disabled, onToggle }: KenoBoardProps) {
  const full = picks.length >= KENO_MAX_PICKS;
  return (
    <div className="keno-board" role="group" aria-label="Keno board: pick up to 10 numbers">
      {KENO_BOARD.map((number) => {
        const state = kenoCellState(number, picks, revealed);
        const picked = picks.includes(number);
        const unavailable = full && !picked;
        return (
          <button
            key={number}
            type="button"
            className={`keno-cell keno-cell--${state}`}
            aria-pressed={picked}
            aria-label={`${number}${STATE_WORDS[state]}`}
            aria-disabled={unavailable || undefined}
            disabled={disabled}
            onClick={() => !unavailable && onToggle(number)}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}
