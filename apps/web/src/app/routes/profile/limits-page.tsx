import { Link } from 'react-router';
import { LimitsEditor } from '@/features/responsible-gambling/components/limits-editor';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LimitsPage() {
  useDocumentTitle('Gambling limits');
  return (
    <div className="profile-stack">
      <h1 className="profile-page__title">Deposit, loss and wager limits</h1>
      <p className="profile-card__text">
        Limits are in EUR and count all your currencies together; periods follow the calendar in UTC. A lower limit applies at once; a higher limit or
        removing one takes effect after 24 hours. Need a real break? <Link to="/profile/account/self-exclusion">Take a time-out or self-exclude</Link>
        .
      </p>
      <LimitsEditor />
    </div>
  );
}
