import { Button } from '@/components/button';
import { useOpenModal } from '@/lib/modal-store';
import { DocumentUploadCard } from '@/features/profile/components/document-upload-card';
import { VerificationBadge } from '@/features/profile/components/verification-badge';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileContext } from './profile-layout';

export function VerificationPage() {
  useDocumentTitle('Verification');
  const { profile } = useProfileContext();
  const verified = profile.idVerification.verified && profile.billVerification.verified;
  const openModal = useOpenModal();

  return (
    <div className="profile-stack">
      <h1 className="profile-page__title">Verification</h1>
      <p className={`verification-banner verification-banner--${verified ? 'done' : 'todo'}`}>
        <VerificationBadge verified={verified} subject="Identity and address" />
        {verified
          ? 'Your identity and address are verified: you can cash out.'
          : 'Your identity and address have to be verified before your first cashout. Upload both documents; we check them and email you the result.'}
      </p>
      <p className="verification-tutorial">
        Verified players cash out crypto too. New to it?{' '}
        <Button variant="secondary" size="sm" onClick={() => openModal({ kind: 'youtube' })}>
          How to deposit crypto
        </Button>
      </p>
      <div className="document-cards">
        <DocumentUploadCard
          kind="identity"
          title="Identity document"
          hint="A passport, national ID card or driving licence, valid, with all four corners and your photo clearly visible."
        />
        <DocumentUploadCard
          kind="bill"
          title="Proof of address"
          hint="A utility bill or bank statement from the last three months, showing your full name and home address."
        />
      </div>
    </div>
  );
}
