import { gameHistoryText } from '@lodestar/contracts';
import { DateRangeFields } from '@/components/date-range-fields';
import { SelectField } from '@/components/select-field';
import { useGameHistoryProviders } from '../api';

export interface HistoryFilterValues {
  from: string;
  to: string;
  /** '' for every provider. */
  provider: string;
}

interface HistoryFiltersProps {
  values: HistoryFilterValues;
  onChange: (values: HistoryFilterValues) => void;
  errors: { from?: string; to?: string };
  /** The player's today, the latest day worth picking. */
  today: string;
}

/** The date-range picker (two days, both included) and the provider dropdown of the history. */
export function HistoryFilters({ values, onChange, errors, today }: HistoryFiltersProps) {
  const providers = useGameHistoryProviders();
  const set = (change: Partial<HistoryFilterValues>) => onChange({ ...values, ...change });

  return (
    <div className="history-filters">
      <DateRangeFields
        className="history-filters__range"
        range={values}
        errors={errors}
        today={today}
        onChange={({ from, to }) => set({ from, to })}
      />
      <SelectField
        label={gameHistoryText.providerLabel}
        className="history-filters__provider"
        value={values.provider}
        onChange={(event) => set({ provider: event.target.value })}
      >
        <option value="">{gameHistoryText.chooseProvider}</option>
        {providers.data?.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
