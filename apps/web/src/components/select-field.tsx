import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './field-error';
import './field.css';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
  /** <option> and <optgroup> elements. */
  children: ReactNode;
}

export function SelectField({ label, error, children, className, ...selectProps }: SelectFieldProps) {
  const selectId = useId();
  const errorId = `${selectId}-error`;

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="field__control field__control--select">
        <select
          {...selectProps}
          id={selectId}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {children}
        </select>
        <svg className="field__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
