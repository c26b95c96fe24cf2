import { Link } from 'react-router';
import type { Profile } from '@lodestar/contracts';
import { buttonClassName } from '@/components/button';
import { DefaultAvatar } from './default-avatar';
import { VerificationBadge } from './verification-badge';
import './profile.css';

interface AccountSummaryProps {
  profile: Profile;
  displayName: string;
}

export function AccountSummary({ profile, displayName }: AccountSummaryProps) {
  return (
    <section className="profile-card account-summary" aria-labelledby="account-summary-title">
      <DefaultAvatar />
      <div className="account-summary__details">
        <h2 id="account-summary-title" className="profile-card__title">
          Account details
        </h2>
        {displayName !== profile.email && <p className="account-summary__name">{displayName}</p>}
        <p className="account-summary__email">
          <span>{profile.email}</span>
          <VerificationBadge verified={profile.confirmed} subject="Email" />
        </p>
      </div>
      <Link to="/profile/details" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        Edit profile
      </Link>
    </section>
  );
}
