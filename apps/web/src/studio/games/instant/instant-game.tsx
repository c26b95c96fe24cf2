import { useId, useState, type ReactNode } from 'react';
import type { StudioSession } from '@lodestar/contracts';
import { useMainActionHotkey } from '../../shell/main-action-hotkey';
import { useRememberedStake } from '../../shell/remembered-stake';
import { StakeSelector } from '../../shell/stake-selector';
import './instant-game.css';

interface InstantGameProps {
  session: StudioSession;
  formatAmount(minor: bigint | string): string;
  stake: bigint;
  onStakeChange(stake: bigint): void;
  /** The game's graphics and the last result. */
  stage: ReactNode;
  /** The game's own bet settings (target, rows, risk, …), above the stake. */
  settings: ReactNode;
  playLabel: string;
  onPlay(): void;
  /** A call is in flight or the last round is still being revealed: the bet waits for it. */
  locked: boolean;
  /** Why Play is not available with these settings ('Pick 1 to 10 numbers'), shown under the button. */
  playBlockedReason?: string | null;
  /** Read out once a round is revealed: 'Rolled 54.43, you win 2.00 EUR'. */
  announcement: string;
}

/**
 * The frame the instant games (dice, limbo, plinko, keno) share: the table, then the bet panel with the game's
 * settings, the stake and one Play button (one click is one round, there is no autoplay). On a wide or a
 * landscape frame the panel stands to the left of the table; on a phone it sticks to the frame's foot.
 */
export function InstantGame({
  session,
  formatAmount,
  stake,
  onStakeChange,
  stage,
  settings,
  playLabel,
  onPlay,
  locked,
  playBlockedReason,
  announcement,
}: InstantGameProps) {
  const [stakeValid, setStakeValid] = useState(true);
  useMainActionHotkey(onPlay, !locked && !playBlockedReason && stakeValid);
  return (
    <div className="instant-game">
      <section className="instant-game__stage" aria-label="Game">
        {stage}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </section>
      <section className="instant-game__panel" aria-label="Your bet">
        {settings}
        <StakeSelector
          session={session}
          value={stake}
          onChange={onStakeChange}
          onValidityChange={setStakeValid}
          currencyFormat={formatAmount}
          disabled={locked}
        />
        <button
          type="button"
          className="instant-game__play"
          onClick={onPlay}
          disabled={locked || Boolean(playBlockedReason) || !stakeValid}
          aria-busy={locked || undefined}
          aria-describedby={playBlockedReason ? 'instant-game-blocked' : undefined}
        >
          {playLabel}
        </button>
        {playBlockedReason && (
          <p id="instant-game-blocked" className="instant-game__blocked">
            {playBlockedReason}
          </p>
        )}
      </section>
    </div>
  );
}

/** The stake last played in this game, else the table minimum (remembered-stake.ts). */
export function useStake(session: StudioSession) {
  return useRememberedStake(session);
}

export interface InstantStat {
  label: string;
  value: string;
}

/** Live figures of the bet being set up: win chance, multiplier, payout on a win. */
export function InstantStats({ stats }: { stats: readonly InstantStat[] }) {
  return (
    <dl className="instant-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="instant-stats__item">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PastResult {
  id: string;
  label: string;
  won: boolean;
}

/** The strip of recent results, newest first. */
export function ResultHistory({ results, label }: { results: readonly PastResult[]; label: string }) {
  if (results.length === 0) return null;
  return (
    <ol className="instant-history" aria-label={label}>
      {results.map((result) => (
        <li key={result.id} className={`instant-history__item instant-history__item--${result.won ? 'won' : 'lost'}`}>
          {result.label}
        </li>
      ))}
    </ol>
  );
}

/** Keeps the newest results for the strip. */
export function withLatestResult(results: readonly PastResult[], result: PastResult, keep = 12): PastResult[] {
  return [result, ...results].slice(0, keep);
}

/** Animations of the games run in JavaScript too; a player who asked for less motion gets the result at once. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Engine values as options: 'medium' → 'Medium'. */
export function choiceOptions<Value extends string>(values: readonly Value[]): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}

interface ChoiceProps<Value extends string> {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange(value: Value): void;
  disabled?: boolean;
}

/** Two or three values side by side, one pressed: over/under. */
export function SegmentedChoice<Value extends string>({ label, options, value, onChange, disabled }: ChoiceProps<Value>) {
  const labelId = useId();
  return (
    <div className="instant-field">
      <span className="instant-field__label" id={labelId}>
        {label}
      </span>
      <div className="instant-segmented" role="group" aria-labelledby={labelId}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="instant-segmented__option"
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A setting with a list of values: rows, risk. */
export function ChoiceSelect<Value extends string>({ label, options, value, onChange, disabled }: ChoiceProps<Value>) {
  const selectId = useId();
  return (
    <div className="instant-field">
      <label className="instant-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="instant-field__input instant-field__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
