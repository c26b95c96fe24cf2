import { useQuery } from '@tanstack/react-query';
import { profileMessages, SUPPORT_EMAIL, type Profile } from '@lodestar/contracts';
import { FormAlert } from '@/components/form-alert';
import { ProfileFields } from '@/components/profile-form/profile-fields';
import { SavePanel } from '@/components/profile-form/save-panel';
import { showToast } from '@/components/toast/toast-store';
import { countryCodesQueryOptions } from '@/lib/platform-api';
import { editViewInputs } from '@/lib/profile-form';
import { useProfileForm } from '@/lib/use-profile-form';
import './profile-edit.css';

const changeRequestLink = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Change of profile details')}`;

/** SPEC.md §2 "Edit view": empty fields are editable, filled ones locked; any edit shows the save panel. */
export function ProfileEditForm({ profile }: { profile: Profile }) {
  const countries = useQuery(countryCodesQueryOptions);
  const { form, editable, submit, formError, saving } = useProfileForm({
    profile,
    inputs: editViewInputs,
    onSaved: () => showToast(profileMessages.saved, 'success'),
  });
  const hasLocked = editable.length < editViewInputs.length;

  return (
    <form className="profile-edit profile-stack" noValidate onSubmit={submit} aria-label="Edit your details">
      <section className="profile-card profile-stack profile-stack--tight" aria-labelledby="profile-edit-title">
        <h2 id="profile-edit-title" className="profile-card__title">
          Personal details
        </h2>
        {hasLocked && (
          <p className="profile-edit__locked-note">
            Details you have saved are locked, because we check them before every cashout. To change one,{' '}
            <a href={changeRequestLink}>ask our support team at {SUPPORT_EMAIL}</a>.
          </p>
        )}
        <ProfileFields
          form={form}
          profile={profile}
          inputs={editViewInputs}
          countries={countries.data ?? []}
          countriesLoading={countries.isPending}
        />
        <FormAlert message={formError} />
      </section>
      {form.formState.isDirty && <SavePanel saving={saving} />}
    </form>
  );
}
