import { EmptyState } from '@/components/empty-state';
import { VerificationBadge } from '@/features/profile/components/verification-badge';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileContext } from './profile-layout';

export function VerificationPage() {
  useDocumentTitle('Verification');
  const { profile } = useProfileContext();
  const checks = [
    { title: 'Identity', verified: profile.idVerification.verified },
    { title: 'Address', verified: profile.billVerification.verified },
  ];

  return (
    <div className="profile-stack">
      <h2 className="profile-page__title">Verification</h2>
      <p className="profile-card__text">Your identity and address have to be verified before your first cashout.</p>
      <ul className="verification-checks">
        {checks.map((check) => (
          <li key={check.title} className="status-tile">
            <VerificationBadge verified={check.verified} subject={check.title} />
            <div>
              <h3 className="status-tile__title">{check.title}</h3>
              <p className="status-tile__status">{check.verified ? 'Verified' : 'Not verified yet'}</p>
            </div>
          </li>
        ))}
      </ul>
      <EmptyState headingLevel={3} title="Document upload opens soon">
        <p>You will upload a photo of your ID and a recent proof of address (a utility bill or bank statement) here.</p>
      </EmptyState>
    </div>
  );
}
