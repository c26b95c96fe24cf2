import { TextField } from './text-field';

export interface DateRange {
  from: string;
  to: string;
}

interface DateRangeFieldsProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  errors: { from?: string; to?: string };
  /** The player's today, the latest day worth picking. */
  today: string;
  className: string;
}

/** Two days, both included, for the lists of a player's past (game history, account statement). */
export function DateRangeFields({ range, onChange, errors, today, className }: DateRangeFieldsProps) {
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">Dates</legend>
      <TextField
        type="date"
        label="From"
        value={range.from}
        max={range.to || today}
        required
        error={errors.from}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
      />
      <TextField
        type="date"
        label="To"
        value={range.to}
        min={range.from}
        max={today}
        required
        error={errors.to}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
      />
    </fieldset>
  );
}
