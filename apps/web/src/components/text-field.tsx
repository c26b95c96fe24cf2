import { useId, useState, type ComponentProps } from 'react';
import { FieldError } from './field-error';
import './field.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The hint changes as the player types (advice on a password): screen readers read it out when it does. */
  liveHint?: boolean;
}

/** A labelled input with its error below; password inputs get a Show/Hide toggle. */
export function TextField({ label, error, hint, liveHint = false, type = 'text', className, ...inputProps }: TextFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={`field__control${isPassword ? ' field__control--with-toggle' : ''}`}>
        <input
          {...inputProps}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {isPassword && (
          // Named "Show"/"Hide" rather than "Show password" so the field stays the only thing labelled "Password".
          <button
            type="button"
            className="field__toggle"
            aria-controls={inputId}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field__hint" aria-live={liveHint ? 'polite' : undefined}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
