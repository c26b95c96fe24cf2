import { Button } from '@/components/button';
import { useOpenModal } from '@/lib/modal-store';
import { VerificationDocuments, VerificationStatus } from '@/features/profile/components/verification-documents';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileContext } from './profile-layout';

export function VerificationPage() {
  useDocumentTitle('Verification');
  const { profile } = useProfileContext();
  const openModal = useOpenModal();

  return (
    <div className="profile-stack">
      <h1 className="profile-page__title">Verification</h1>
      <VerificationStatus verified={profile.idVerification.verified && profile.billVerification.verified} />
      <p className="verification-tutorial">
        Verified players cash out crypto too. New to it?{' '}
        <Button variant="secondary" size="sm" onClick={() => openModal({ kind: 'youtube' })}>
          How to deposit crypto
        </Button>
      </p>
      <VerificationDocuments />
    </div>
  );
}
