import { DocumentUploadCard } from './document-upload-card';
import { VerificationBadge } from './verification-badge';
import './document-upload.css';

/** Whether identity and address are verified, and what that means for cashing out. */
export function VerificationStatus({ verified }: { verified: boolean }) {
  return (
    <p className={`verification-banner verification-banner--${verified ? 'done' : 'todo'}`}>
      <VerificationBadge verified={verified} subject="Identity and address" />
      {verified
        ? 'Your identity and address are verified: you can cash out.'
        : 'Your identity and address have to be verified before your first cashout. Upload both documents; we check them and email you the result.'}
    </p>
  );
}

/** The two documents a cashout needs, each with its upload and review status. */
export function VerificationDocuments() {
  return (
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
  );
}
