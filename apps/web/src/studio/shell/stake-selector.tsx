import { useContext, useEffect, useId, useState } from 'react';
import type { StudioSession } from '@lodestar/contracts';
import type { AmountFormatter } from './session-figures';
import { StakeCurrencyContext } from './stake-currency';
import { parseTypedStake, stakeShortcuts, typedStakeOf, type StakeRules } from './stake-field';
import './stake-selector.css';

interface StakeSelectorProps {
  /** The limits and the balance the stake is checked against. */
  session: Pick<StudioSession, 'limits' | 'balance'>;
  /** The stake in minor units. */
  value: bigint;
  onChange: (stake: bigint) => void;
  /** Told whether the field holds a stake that can be played: the game's main button waits for a valid one. */
  onValidityChange?: (valid: boolean) => void;
  currencyFormat: AmountFormatter;
  disabled?: boolean;
  /** 'Bet', 'Total bet', 'Chip value': what the stake means in this game. */
  label?: string;
}

const SHORTCUTS = [
  { key: 'half', text: '½', name: 'Halve' },
  { key: 'double', text: '2×', name: 'Double' },
  { key: 'max', text: 'Max', name: 'Maximum' },
] as const;

/**
 * The stake control every game shares: a field the player types the stake into in their currency, checked as
 * they type against the limits and the balance (stake-field.ts), with ½, 2× and Max beside it.
 */
export function StakeSelector({ session, value, onChange, onValidityChange, currencyFormat, disabled = false, label = 'Stake' }: StakeSelectorProps) {
  const inputId = useId();
  const messageId = useId();
  const subunitsToUnit = useContext(StakeCurrencyContext);
  // What the player is typing; null while the field simply shows the stake.
  const [typed, setTyped] = useState<string | null>(null);
  const rules: StakeRules = {
    minStake: BigInt(session.limits.minStake),
    maxStake: BigInt(session.limits.maxStake),
    balance: BigInt(session.balance),
    subunitsToUnit,
    format: currencyFormat,
  };
  const shown = typed ?? typedStakeOf(value, subunitsToUnit);
  const checked = parseTypedStake(shown, rules);
  const error = checked.ok ? null : checked.message;

  useEffect(() => onValidityChange?.(error === null), [error, onValidityChange]);

  const type = (text: string) => {
    setTyped(text);
    const next = parseTypedStake(text, rules);
    if (next.ok) onChange(next.stake);
  };
  const pick = (stake: bigint) => {
    setTyped(null);
    onChange(stake);
  };
  const base = checked.ok ? checked.stake : value;

  return (
    <div className="stake-selector">
      <div className="stake-selector__head">
        <label htmlFor={inputId} className="stake-selector__label">
          {label}
        </label>
        <span className="stake-selector__shown" aria-hidden="true">
          {checked.ok ? currencyFormat(checked.stake) : ''}
        </span>
      </div>
      <div className="stake-selector__controls" data-invalid={error ? 'true' : undefined}>
        <input
          id={inputId}
          className="stake-selector__input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={shown}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => checked.ok && setTyped(null)}
        />
        {SHORTCUTS.map((shortcut) => (
          <button
            key={shortcut.key}
            type="button"
            className="stake-selector__shortcut"
            aria-label={`${shortcut.name} ${label.toLowerCase()}`}
            disabled={disabled}
            onClick={() => pick(stakeShortcuts[shortcut.key](base, rules))}
          >
            {shortcut.text}
          </button>
        ))}
      </div>
      <p id={messageId} className="stake-selector__message" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
