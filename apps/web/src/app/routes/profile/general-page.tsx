import { GameHistoryCard } from '@/features/game-history/components/game-history-card';
import { PaymentsCard } from '@/features/payments/components/payments-card';
import { AccountSummary } from '@/features/profile/components/account-summary';
import { RedeemCoupon } from '@/features/profile/components/redeem-coupon';
import { SecurityCenter } from '@/features/profile/components/security-center';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileContext } from './profile-layout';

/** /profile/account/general, in SPEC.md §2's order: summary, Security Center, coupon, game history. */
export function GeneralPage() {
  useDocumentTitle('My profile');
  const { profile, displayName } = useProfileContext();
  return (
    <div className="profile-stack">
      <AccountSummary profile={profile} displayName={displayName} />
      <SecurityCenter profile={profile} />
      <RedeemCoupon />
      <GameHistoryCard />
      <PaymentsCard />
    </div>
  );
}
