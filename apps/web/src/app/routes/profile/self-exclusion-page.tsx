import { Link } from 'react-router';
import { WithdrawBalanceOffer } from '@/features/payments/components/withdraw-balance-offer';
import { SelfExclusionForm } from '@/features/responsible-gambling/components/self-exclusion-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SelfExclusionPage() {
  useDocumentTitle('Self-exclusion');
  return (
    <div className="profile-stack">
      <h1 className="profile-page__title">Self-exclusion</h1>
      <p className="profile-card__text">
        Take a break from gambling. While a time-out or self-exclusion runs you cannot deposit, play or receive promotions, and it cannot be lifted
        before its end date. Your money stays yours: you can sign in during the break to withdraw it. Prefer to keep playing within a budget?{' '}
        <Link to="/profile/account/limits">Set deposit, loss and wager limits</Link>. More help on our{' '}
        <Link to="/responsible-gambling">responsible gambling page</Link>.
      </p>
      <SelfExclusionForm balanceOffer={<WithdrawBalanceOffer />} />
    </div>
  );
}
