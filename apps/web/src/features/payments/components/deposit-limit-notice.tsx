import { Link } from 'react-router';
import { periodNoun, tightestDepositLimit, useGamblingLimits } from '@/lib/gambling-limits';
import { useCloseModal } from '@/lib/modal-store';

/** Above the amount step: what the player's deposit limit still allows, and where responsible gambling lives. */
export function DepositLimitNotice() {
  const limits = useGamblingLimits();
  const closeModal = useCloseModal();
  const tightest = tightestDepositLimit(limits.data?.limits);
  return (
    <p className="deposit-limit-notice" role="status">
      {tightest ? (
        <span>
          Deposit limit: <strong>{tightest.remaining} EUR</strong> left {periodNoun[tightest.period]}.{' '}
        </span>
      ) : (
        <span>No deposit limit set. </span>
      )}
      <Link to="/responsible-gambling" onClick={closeModal}>
        Responsible gambling
      </Link>
    </p>
  );
}
