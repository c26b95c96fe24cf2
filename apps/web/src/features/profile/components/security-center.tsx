import { useNavigate } from 'react-router';
import type { Profile } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { useResendConfirmation } from '@/lib/player-profile';
import { VerificationBadge } from './verification-badge';
import './profile.css';

function StatusTile({ title, status, ok }: { title: string; status: string; ok: boolean }) {
  return (
    <div className={`status-tile status-tile--${ok ? 'ok' : 'attention'}`}>
      <VerificationBadge verified={ok} subject={title} />
      <div>
        <h3 className="status-tile__title">{title}</h3>
        <p className="status-tile__status">{status}</p>
      </div>
    </div>
  );
}

export function SecurityCenter({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const resend = useResendConfirmation();

  const resendConfirmation = () =>
    resend.mutate(undefined, {
      onSuccess: (message) => showToast(message, 'success'),
      onError: (error) => showToast(isApiError(error) ? error.body.message : 'The email could not be sent, please try again', 'error'),
    });

  return (
    <section className="profile-card security-center" aria-labelledby="security-center-title">
      <h2 id="security-center-title" className="profile-card__title">
        Security Center
      </h2>
      <div className="security-center__tiles">
        <StatusTile title="Email" ok={profile.confirmed} status={profile.confirmed ? 'Confirmed' : 'Not confirmed'} />
        <StatusTile title="Password" ok status="Set and protected" />
      </div>
      {!profile.confirmed && (
        <div className="security-center__confirm">
          <p>
            Please confirm your email address to unlock deposits, cashouts and promotions. We sent a link to <strong>{profile.email}</strong>.
          </p>
          <Button size="sm" loading={resend.isPending} onClick={resendConfirmation}>
            Resend confirmation email
          </Button>
        </div>
      )}
      <div className="security-center__actions">
        <Button variant="secondary" onClick={() => navigate('/profile/account/security')}>
          Manage Security
        </Button>
        <Button variant="secondary" onClick={() => navigate('/profile/account/self-exclusion')}>
          Manage Self exclusion
        </Button>
        <Button variant="secondary" onClick={() => navigate('/profile/verification')}>
          Verify documents
        </Button>
        <Button variant="secondary" onClick={() => navigate('/profile/account/reality-check')}>
          Reality check
        </Button>
        <Button variant="secondary" onClick={() => navigate('/profile/account/statement')}>
          Account statement
        </Button>
      </div>
    </section>
  );
}
