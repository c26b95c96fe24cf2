import type { DiceBet, DiceOutcome } from '@lodestar/games';

interface DiceTrackProps {
  bet: DiceBet;
  winningZone: { from: number; to: number };
  roll: Pick<DiceOutcome, 'roll' | 'won'> | null;
  disabled: boolean;
  onTargetChange(target: number): void;
}

const SCALE_MARKS = [0, 25, 50, 75, 100];

/**
 * The 0–100 bar: winning rolls in green, losing in red, the target as the slider's thumb and the last roll as a
 * marker above the bar that slides to each new roll.
 */
export function DiceTrack({ bet, winningZone, roll, disabled, onTargetChange }: DiceTrackProps) {
  const directionWord = bet.direction === 'under' ? 'under' : 'over';
  return (
    <div className="dice-track">
      <div className="dice-track__marker-lane" aria-hidden="true">
        {roll && (
          <span className={`dice-track__marker dice-track__marker--${roll.won ? 'won' : 'lost'}`} style={{ left: `${roll.roll}%` }}>
            {roll.roll.toFixed(2)}
          </span>
        )}
      </div>
      <div className="dice-track__rail">
        <div
          className="dice-track__bar"
          style={{
            background: `linear-gradient(90deg, var(--dice-lose) 0 ${winningZone.from}%, var(--dice-win) ${winningZone.from}% ${winningZone.to}%, var(--dice-lose) ${winningZone.to}% 100%)`,
          }}
        />
        <input
          type="range"
          className="dice-track__slider"
          min={0}
          max={100}
          step={0.01}
          value={bet.target}
          disabled={disabled}
          aria-label="Target"
          aria-valuetext={`Roll ${directionWord} ${bet.target.toFixed(2)}`}
          onChange={(event) => onTargetChange(Number(event.target.value))}
        />
      </div>
      <div className="dice-track__scale" aria-hidden="true">
        {SCALE_MARKS.map((mark) => (
          <span key={mark} style={{ left: `${mark}%` }}>
            {mark}
          </span>
        ))}
      </div>
    </div>
  );
}
