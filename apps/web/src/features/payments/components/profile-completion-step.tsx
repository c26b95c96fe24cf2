import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Profile, RequiredProfileField } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { ProfileFields } from '@/components/profile-form/profile-fields';
import { countryCodesQueryOptions } from '@/lib/platform-api';
import type { ProfileInput } from '@/lib/profile-form';
import { useProfileForm } from '@/lib/use-profile-form';
import { StepHeader } from './step-header';
import { ProfileCompletionEmail } from './profile-completion-email';

interface ProfileCompletionStepProps {
  profile: Profile;
  methodLabel: string;
  missing: readonly RequiredProfileField[];
  onBack: () => void;
  onSaved: () => void;
}

/** The edit view's inputs each missing requirement needs ('names' takes two). */
const inputsOf: Record<Exclude<RequiredProfileField, 'confirmedEmail'>, ProfileInput[]> = {
  names: ['firstName', 'lastName'],
  gender: ['gender'],
  dateOfBirth: ['birthDate'],
  address: ['address'],
  zipCode: ['zipCode'],
  city: ['city'],
  state: ['state'],
  country: ['country'],
  phone: ['phone'],
};

/**
 * SPEC.md §2: before a gateway that needs more of the profile, the deposit modal asks for exactly what is
 * missing, with the edit view's own fields and rules; after saving, the gateway opens. An unconfirmed email
 * cannot be typed in: it is confirmed by mail.
 */
export function ProfileCompletionStep({ profile, methodLabel, missing, onBack, onSaved }: ProfileCompletionStepProps) {
  // What was missing when the step opened: the saved profile must not make the form vanish mid-save.
  const [inputs] = useState(() => missing.flatMap((requirement) => (requirement === 'confirmedEmail' ? [] : inputsOf[requirement])));
  const countries = useQuery(countryCodesQueryOptions);
  const emailPending = missing.includes('confirmedEmail') && !profile.confirmed;
  const { form, submit, formError, saving } = useProfileForm({ profile, inputs, required: inputs, onSaved });

  return (
    <form className="deposit-step profile-completion" noValidate onSubmit={(event) => (emailPending ? event.preventDefault() : submit(event))}>
      <StepHeader onBack={onBack} title="Complete your profile" />
      <p className="profile-completion__intro">{methodLabel} needs a few details before it can take your payment. We ask only once.</p>
      {emailPending && <ProfileCompletionEmail email={profile.email} />}
      <ProfileFields form={form} profile={profile} inputs={inputs} countries={countries.data ?? []} countriesLoading={countries.isPending} />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" block loading={saving} disabled={emailPending}>
        Save and continue
      </Button>
    </form>
  );
}
