import type { UseFormRegister } from 'react-hook-form';
import { birthDays, birthMonths, birthYears } from '@lodestar/contracts';
import type { ProfileFormValues } from '@/lib/profile-form';
import { SelectField } from '../select-field';

interface BirthDateFieldsProps {
  register: UseFormRegister<ProfileFormValues>;
  errors: Partial<Record<'day' | 'month' | 'year', string | undefined>>;
}

/** SPEC.md §2/§5: day 1-31, month 1-12, year 1921-2004 newest first; used only once all three are chosen. */
export function BirthDateFields({ register, errors }: BirthDateFieldsProps) {
  return (
    <fieldset className="profile-fields__date">
      <legend className="field__label">Date of birth</legend>
      <div className="profile-fields__row profile-fields__row--date">
        <SelectField label="Day" autoComplete="bday-day" {...register('day')} error={errors.day}>
          <option value="">Day</option>
          {birthDays.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </SelectField>
        <SelectField label="Month" autoComplete="bday-month" {...register('month')} error={errors.month}>
          <option value="">Month</option>
          {birthMonths.map((month, index) => (
            <option key={month} value={index + 1}>
              {month}
            </option>
          ))}
        </SelectField>
        <SelectField label="Year" autoComplete="bday-year" {...register('year')} error={errors.year}>
          <option value="">Year</option>
          {birthYears.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
