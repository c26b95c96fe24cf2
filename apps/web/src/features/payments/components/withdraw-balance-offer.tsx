import { Button } from '@/components/button';
import { useOpenModal } from '@/lib/modal-store';
import { useDefaultWithdrawable } from '../api';
import './payments-card.css';

/**
 * Shown before a time-out or self-exclusion starts: the balance the player can take now, one click from the cashout
 * modal. Taking it later stays possible: signing in during the break opens the withdraw-only site.
 */
export function WithdrawBalanceOffer() {
  const openModal = useOpenModal();
  const withdrawable = useDefaultWithdrawable();
  return (
    <div className="withdraw-offer">
      <p className="payments-card__withdrawable">
        Withdrawable balance: <strong>{withdrawable ?? '—'}</strong>
      </p>
      <p className="withdraw-offer__text">
        You can withdraw it now, or at any time during the break: signing in then opens only your balance, verification and cashout.
      </p>
      <Button variant="secondary" size="sm" onClick={() => openModal({ kind: 'cashout' })}>
        Withdraw my balance first
      </Button>
    </div>
  );
}
