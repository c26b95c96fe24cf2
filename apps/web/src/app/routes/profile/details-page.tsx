import { LoyaltySection } from '@/features/loyalty/components/loyalty-section';
import { EmailConsent } from '@/features/profile/components/email-consent';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileContext } from './profile-layout';

/** /profile/details: SPEC.md §2 "Edit view", with the loyalty widget above the form. */
export function DetailsPage() {
  useDocumentTitle('Account Details');
  const { profile } = useProfileContext();
  return (
    <div className="profile-stack">
      <h1 className="profile-page__title">Account Details</h1>
      <LoyaltySection />
      <ProfileEditForm profile={profile} />
      <EmailConsent profile={profile} />
    </div>
  );
}
