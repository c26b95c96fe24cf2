import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { genders, type Profile, type ProfileUpdateRequest, type RequiredProfileField } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { countryCodesQueryOptions } from '@/lib/platform-api';
import { useUpdateProfile } from '@/lib/player-profile';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, serverErrorMessage } from '@/lib/form-errors';
import { runProcess } from '@/lib/process-store';
import { StepHeader } from './step-header';
import { ProfileCompletionEmail } from './profile-completion-email';
import {
  birthDateSeconds,
  birthYears,
  days,
  existingValue,
  inputRules,
  inputsOf,
  months,
  type CompletionValues,
  type InputName,
} from './profile-completion-fields';

interface ProfileCompletionStepProps {
  profile: Profile;
  methodLabel: string;
  missing: readonly RequiredProfileField[];
  onBack: () => void;
  onSaved: () => void;
}

/**
 * SPEC.md §2: before a gateway that needs more of the profile, the deposit modal asks for exactly what is
 * missing; after saving, the gateway opens. An unconfirmed email cannot be typed in: it is confirmed by mail.
 */
export function ProfileCompletionStep({ profile, methodLabel, missing, onBack, onSaved }: ProfileCompletionStepProps) {
  // What was missing when the step opened: the saved profile must not make the form vanish mid-save.
  const [requirements] = useState(missing);
  const updateProfile = useUpdateProfile();
  const countries = useQuery(countryCodesQueryOptions);
  const [formError, setFormError] = useState<string>();
  const emailPending = requirements.includes('confirmedEmail') && !profile.confirmed;

  const inputs = useMemo(
    () => requirements.flatMap((requirement) => (requirement === 'confirmedEmail' ? [] : inputsOf[requirement])),
    [requirements],
  );
  const editable = useMemo(() => inputs.filter((name) => !existingValue(profile, name)), [inputs, profile]);
  const schema = useMemo(
    () =>
      z.object(Object.fromEntries(editable.map((name) => [name, inputRules[name]]))).superRefine((values, context) => {
        const { day, month, year } = values as Partial<CompletionValues>;
        if (day && month && year && birthDateSeconds(day, month, year) === undefined) {
          context.addIssue({ code: 'custom', path: ['day'], message: 'Choose a date that exists' });
        }
      }),
    [editable],
  );

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompletionValues>({
    resolver: zodResolver(schema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: Object.fromEntries(inputs.map((name) => [name, existingValue(profile, name) ?? ''])) as CompletionValues,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    if (emailPending) return;
    const update: ProfileUpdateRequest = {};
    for (const name of editable) {
      if (name === 'day' || name === 'month' || name === 'year') continue;
      if (name === 'gender') update.gender = values.gender as ProfileUpdateRequest['gender'];
      else if (name === 'phoneNumber') update.phoneNumber = values.phoneNumber.replace(/[\s-]/g, '');
      else update[name] = values[name].trim();
    }
    if (editable.includes('year')) update.dateOfBirth = birthDateSeconds(values.day, values.month, values.year);
    try {
      if (Object.keys(update).length > 0) await runProcess(() => updateProfile.mutateAsync(update));
    } catch (error) {
      setFormError(
        isApiError(error) && error.status === 400
          ? applyFieldErrors(
              { ...error.body, fieldErrors: { ...error.body.fieldErrors, year: error.body.fieldErrors?.dateOfBirth ?? [] } },
              editable,
              setError,
            )
          : serverErrorMessage(error),
      );
      return;
    }
    onSaved();
  });

  const field = (name: InputName, label: string, extra: Record<string, unknown> = {}) => {
    const locked = existingValue(profile, name) !== null;
    return (
      <TextField
        label={label}
        readOnly={locked}
        aria-readonly={locked || undefined}
        maxLength={255}
        {...register(name)}
        {...extra}
        error={errors[name]?.message}
      />
    );
  };

  const has = (name: InputName) => inputs.includes(name);

  return (
    <form className="deposit-step profile-completion" noValidate onSubmit={submit}>
      <StepHeader onBack={onBack} title="Complete your profile" />
      <p className="profile-completion__intro">{methodLabel} needs a few details before it can take your payment. We ask only once.</p>
      {emailPending && <ProfileCompletionEmail email={profile.email} />}
      {(has('firstName') || has('lastName')) && (
        <div className="profile-completion__row">
          {field('firstName', 'First name', { autoComplete: 'given-name' })}
          {field('lastName', 'Last name', { autoComplete: 'family-name' })}
        </div>
      )}
      {has('gender') && (
        <SelectField label="Gender" {...register('gender')} error={errors.gender?.message}>
          <option value="">Choose</option>
          {genders.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </SelectField>
      )}
      {has('year') && (
        <fieldset className="profile-completion__date">
          <legend className="field__label">Date of birth</legend>
          <div className="profile-completion__row profile-completion__row--three">
            <SelectField label="Day" autoComplete="bday-day" {...register('day')} error={errors.day?.message}>
              <option value="">Day</option>
              {days.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </SelectField>
            <SelectField label="Month" autoComplete="bday-month" {...register('month')} error={errors.month?.message}>
              <option value="">Month</option>
              {months.map((month, index) => (
                <option key={month} value={index + 1}>
                  {month}
                </option>
              ))}
            </SelectField>
            <SelectField label="Year" autoComplete="bday-year" {...register('year')} error={errors.year?.message}>
              <option value="">Year</option>
              {birthYears.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>
      )}
      {has('address') && field('address', 'Address', { autoComplete: 'street-address' })}
      {(has('city') || has('zipCode')) && (
        <div className="profile-completion__row">
          {has('city') && field('city', 'City', { autoComplete: 'address-level2' })}
          {has('zipCode') && field('zipCode', 'Zip code', { autoComplete: 'postal-code' })}
        </div>
      )}
      {has('state') && field('state', 'State', { autoComplete: 'address-level1' })}
      {has('country') && (
        <SelectField label="Country" autoComplete="country" {...register('country')} error={errors.country?.message}>
          <option value="">{countries.isPending ? 'Loading countries…' : 'Choose your country'}</option>
          {countries.data?.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      )}
      {has('phoneNumber') && (
        <div className="profile-completion__row profile-completion__row--phone">
          {field('dialingCode', 'Dialing code', { placeholder: '+44', inputMode: 'tel', autoComplete: 'tel-country-code', maxLength: 4 })}
          {field('phoneNumber', 'Phone number', { inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 15 })}
        </div>
      )}
      <FormAlert message={formError} />
      <Button type="submit" size="lg" block loading={isSubmitting} disabled={emailPending}>
        Save and continue
      </Button>
    </form>
  );
}
