import { Controller, type UseFormReturn } from 'react-hook-form';
import { genders, PHONE_INPUT_MAX_LENGTH, type CountryOption, type Profile } from '@lodestar/contracts';
import { savedValue, type ProfileFormValues, type ProfileInput } from '@/lib/profile-form';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { BirthDateFields } from './birth-date-fields';
import { CountryCombobox } from './country-combobox';
import './profile-form.css';

interface ProfileFieldsProps {
  form: UseFormReturn<ProfileFormValues>;
  profile: Profile;
  /** The inputs to show, in order; those the profile already holds show locked. */
  inputs: readonly ProfileInput[];
  countries: readonly CountryOption[];
  countriesLoading: boolean;
}

const labels: Record<ProfileInput, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  birthDate: 'Date of birth',
  gender: 'Gender',
  country: 'Country',
  city: 'City',
  address: 'Address',
  zipCode: 'Zip code',
  state: 'State',
  phone: 'Phone number',
};

const autoCompletes: Partial<Record<ProfileInput, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  city: 'address-level2',
  address: 'street-address',
  zipCode: 'postal-code',
  state: 'address-level1',
  phone: 'tel',
};

/** The profile inputs of SPEC.md §2, the same in the edit view and in the deposit modal's profile step. */
export function ProfileFields({ form, profile, inputs, countries, countriesLoading }: ProfileFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;

  const fieldOf = (input: ProfileInput) => {
    const saved = savedValue(profile, input, countryName);
    if (saved !== null) {
      return <TextField key={input} label={labels[input]} value={saved} readOnly aria-readonly hint="Locked" className="field--locked" />;
    }
    switch (input) {
      case 'birthDate':
        return (
          <BirthDateFields
            key={input}
            register={register}
            errors={{ day: errors.day?.message, month: errors.month?.message, year: errors.year?.message }}
          />
        );
      case 'gender':
        return (
          <SelectField key={input} label={labels.gender} autoComplete="sex" {...register('gender')} error={errors.gender?.message}>
            <option value="">Choose</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </SelectField>
        );
      case 'country':
        return (
          <Controller
            key={input}
            control={control}
            name="country"
            render={({ field, fieldState }) => (
              <CountryCombobox
                label={labels.country}
                countries={countries}
                loading={countriesLoading}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        );
      case 'phone':
        return (
          <TextField
            key={input}
            label={labels.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+44 20 7946 0958"
            hint="+ and your country calling code, then your number"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            {...register('phone')}
            error={errors.phone?.message}
          />
        );
      default:
        return (
          <TextField key={input} label={labels[input]} autoComplete={autoCompletes[input]} {...register(input)} error={errors[input]?.message} />
        );
    }
  };

  return <div className="profile-fields">{inputs.map(fieldOf)}</div>;
}
