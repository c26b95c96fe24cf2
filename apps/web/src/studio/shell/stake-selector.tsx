import { useId, useMemo } from 'react';
import type { StudioSession } from '@lodestar/contracts';
import type { AmountFormatter } from './session-figures';
import { neighbourStake, sortedStakeSteps } from './stake-steps';
import './stake-selector.css';

interface StakeSelectorProps {
  limits: StudioSession['limits'];
  /** The stake in minor units. */
  value: bigint;
  onChange: (stake: bigint) => void;
  currencyFormat: AmountFormatter;
  disabled?: boolean;
  /** 'Bet', 'Total bet', 'Chip value': what the stake means in this game. */
  label?: string;
}

/** The stake control every game shares: − and + step through the allowed stakes, the list jumps to any of them. */
export function StakeSelector({ limits, value, onChange, currencyFormat, disabled = false, label = 'Stake' }: StakeSelectorProps) {
  const selectId = useId();
  const steps = useMemo(() => sortedStakeSteps(limits.stakeSteps), [limits.stakeSteps]);
  const lower = neighbourStake(steps, value, 'lower');
  const higher = neighbourStake(steps, value, 'higher');
  const options = steps.includes(value) ? steps : sortedStakeSteps([...limits.stakeSteps, value.toString()]);

  return (
    <div className="stake-selector">
      <label htmlFor={selectId} className="stake-selector__label">
        {label}
      </label>
      <div className="stake-selector__controls">
        <button
          type="button"
          className="stake-selector__step"
          aria-label={`Lower ${label.toLowerCase()}`}
          disabled={disabled || lower === undefined}
          onClick={() => lower !== undefined && onChange(lower)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
        <select
          id={selectId}
          className="stake-selector__select"
          value={value.toString()}
          disabled={disabled}
          onChange={(event) => onChange(BigInt(event.target.value))}
        >
          {options.map((step) => (
            <option key={step.toString()} value={step.toString()}>
              {currencyFormat(step)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="stake-selector__step"
          aria-label={`Raise ${label.toLowerCase()}`}
          disabled={disabled || higher === undefined}
          onClick={() => higher !== undefined && onChange(higher)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
