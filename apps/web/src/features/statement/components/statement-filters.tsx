import { statementText, statementTypeLabels, statementTypes, type StatementType } from '@lodestar/contracts';
import { DateRangeFields } from '@/components/date-range-fields';

export interface StatementFilterValues {
  from: string;
  to: string;
  /** None chosen means every type. */
  types: StatementType[];
}

interface StatementFiltersProps {
  values: StatementFilterValues;
  onChange: (values: StatementFilterValues) => void;
  errors: { from?: string; to?: string };
  today: string;
}

/** Two days (both included) and the movement types as toggles; no type chosen shows them all. */
export function StatementFilters({ values, onChange, errors, today }: StatementFiltersProps) {
  const set = (change: Partial<StatementFilterValues>) => onChange({ ...values, ...change });
  const toggle = (type: StatementType) =>
    set({
      types: values.types.includes(type)
        ? values.types.filter((chosen) => chosen !== type)
        : statementTypes.filter((known) => known === type || values.types.includes(known)),
    });

  return (
    <div className="statement-filters">
      <DateRangeFields
        className="statement-filters__range"
        range={values}
        errors={errors}
        today={today}
        onChange={({ from, to }) => set({ from, to })}
      />
      <fieldset className="statement-filters__types">
        <legend className="statement-filters__legend">Types</legend>
        <div className="statement-filters__chips">
          <button type="button" className="statement-chip" aria-pressed={values.types.length === 0} onClick={() => set({ types: [] })}>
            {statementText.allTypes}
          </button>
          {statementTypes.map((type) => (
            <button key={type} type="button" className="statement-chip" aria-pressed={values.types.includes(type)} onClick={() => toggle(type)}>
              {statementTypeLabels[type]}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
