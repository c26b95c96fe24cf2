import { Button } from '@/components/button';
import { LastSignin } from '@/features/profile/components/last-signin';
import { SessionsList } from '@/features/profile/components/sessions-list';
import { TwoFactorCard } from '@/features/profile/components/two-factor-card';
import { useOpenModal } from '@/lib/modal-store';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SecurityPage() {
  useDocumentTitle('Security');
  const openModal = useOpenModal();
  return (
    <div className="profile-stack">
      <div className="security-page__heading">
        <h1 className="profile-page__title">Security</h1>
        <LastSignin />
      </div>
      <section className="profile-card profile-card--row" aria-labelledby="password-title">
        <div>
          <h2 id="password-title" className="profile-card__title">
            Password
          </h2>
          <p className="profile-card__text">Use a long password that you use nowhere else. Changing it signs out your other devices.</p>
        </div>
        <Button variant="secondary" onClick={() => openModal({ kind: 'change-password' })}>
          Change password
        </Button>
      </section>
      <TwoFactorCard />
      <section className="profile-card profile-stack profile-stack--tight" aria-labelledby="sessions-title">
        <div>
          <h2 id="sessions-title" className="profile-card__title">
            Active sessions
          </h2>
          <p className="profile-card__text">Devices signed in to your account. Sign out any you do not recognise, then change your password.</p>
        </div>
        <SessionsList />
      </section>
    </div>
  );
}
