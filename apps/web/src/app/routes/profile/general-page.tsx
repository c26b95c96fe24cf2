import { GameHistoryCard } from '@/features/game-history/components/game-history-card';
import { PaymentsCard } from '@/features/payments/components/payments-card';
import { AccountSummary } from '@/features/profile/components/account-summary';
import { SecurityCenter } from '@/features/profile/components/security-center';
import { useProfileContext } from './profile-layout';

export function GeneralPage() {
  const { profile, displayName } = useProfileContext();
  return (
    <div className="profile-stack">
      <AccountSummary profile={profile} displayName={displayName} />
      <PaymentsCard />
      <GameHistoryCard />
      <SecurityCenter profile={profile} />
    </div>
  );
}
