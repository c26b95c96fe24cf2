import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './field-error';
import './field.css';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  /** May hold a link (the terms checkbox links to /terms). */
  label: ReactNode;
  error?: string | undefined;
}

export function Checkbox({ label, error, className, ...inputProps }: CheckboxProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;

  return (
    <div className={['field', 'field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="checkbox">
        <input
          {...inputProps}
          id={inputId}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={inputId} className="checkbox__label">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
