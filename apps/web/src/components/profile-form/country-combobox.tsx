import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterCountries, type CountryOption } from '@lodestar/contracts';
import { FieldError } from '../field-error';
import { useDismiss } from './use-dismiss';
import '../field.css';

interface CountryComboboxProps {
  label: string;
  countries: readonly CountryOption[];
  /** The chosen ISO code, '' when none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  loading?: boolean;
  error?: string | undefined;
}

/**
 * SPEC.md §2/§5: the country is picked by typing part of its name (case-insensitive substring). An ARIA 1.2
 * combobox: the list is a listbox, the highlighted option is the input's aria-activedescendant; arrows move,
 * Enter picks, Escape and a click outside close.
 */
export function CountryCombobox({ label, countries, value, onChange, onBlur, loading = false, error }: CountryComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const chosenName = countries.find((country) => country.code === value)?.name ?? '';
  // null while the input shows the chosen country's name (and the whole list), the text being typed otherwise.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const matches = useMemo(() => filterCountries(countries, typed ?? ''), [countries, typed]);

  const close = () => {
    setOpen(false);
    setTyped(null);
  };
  useDismiss(rootRef, open, close);
  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const choose = (country: CountryOption) => {
    onChange(country.code);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(open ? index + step : 0, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const country = matches[active];
      if (country) choose(country);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const activeId = open && matches[active] ? `${id}-option-${matches[active].code}` : undefined;
  return (
    <div className="field country-combobox" ref={rootRef}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder={loading ? 'Loading countries…' : 'Type to find your country'}
          value={typed ?? chosenName}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
            setOpen(true);
            if (value) onChange('');
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <svg className="field__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {open && (
          <ul id={listId} ref={listRef} role="listbox" aria-label={label} className="country-combobox__list">
            {matches.length === 0 && <li className="country-combobox__empty">No country matches “{typed}”</li>}
            {matches.map((country, index) => (
              <li
                key={country.code}
                id={`${id}-option-${country.code}`}
                data-index={index}
                role="option"
                aria-selected={index === active}
                className="country-combobox__option"
                // mousedown, not click: the input keeps its focus and the list does not close first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(country);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {country.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
