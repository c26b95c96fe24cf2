import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages, type PaymentHistoryItem } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { Tabs } from '@/components/tabs';
import { useCurrencies } from '@/lib/wallet-queries';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { CurrencyIcon } from '@/components/currency-icon';
import { calendarDay, formatDateTime } from '@/lib/format';
import { useOpenModal } from '@/lib/modal-store';
import { paymentHistoryQueryOptions, type HistoryType, useDefaultWithdrawable } from '../api';
import './payments-card.css';

const HISTORY_DAYS = 90;

type StatusTone = 'pending' | 'done' | 'failed';

const statusTone: Record<PaymentHistoryItem['status'], StatusTone> = {
  PENDING: 'pending',
  APPROVED: 'pending',
  PAYOUT_UNKNOWN: 'pending',
  COMPLETED: 'done',
  PAID: 'done',
  FAILED: 'failed',
  DECLINED: 'failed',
  REJECTED: 'failed',
  EXPIRED: 'failed',
};

function statusText(item: PaymentHistoryItem): string {
  if (item.kind === 'WITHDRAWAL' && item.status === 'PENDING') return messages.money.waitingForApproval;
  const text: Record<PaymentHistoryItem['status'], string> = {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    // The player's cashout is being checked with the gateway; to them it is still on its way.
    PAYOUT_UNKNOWN: 'Approved',
    COMPLETED: 'Completed',
    PAID: 'Paid',
    FAILED: 'Failed',
    DECLINED: 'Declined',
    REJECTED: 'Rejected',
    EXPIRED: 'Expired',
  };
  return text[item.status];
}

/** 'CREDIT_CARD' or 'crypto' as a player reads it. */
const methodName = (method: string) =>
  method
    .toLowerCase()
    .split(/[_\s-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function PaymentRows({ type }: { type: HistoryType }) {
  // One range per visit of the page: the last HISTORY_DAYS days up to today.
  const [range] = useState(() => {
    const today = new Date();
    return { from: calendarDay(new Date(today.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000)), to: calendarDay(today) };
  });
  const history = useQuery(paymentHistoryQueryOptions(type, range.from, range.to));
  const currencies = useCurrencies().data;

  if (history.isPending) return <Spinner label="Loading payments" />;
  if (history.isError) return <LoadError what="Your payments" onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <p className="payments-card__empty">{messages.money.noPayments}</p>;

  return (
    <ul className="payment-rows">
      {history.data.map((item) => {
        const currency = findCurrency(currencies, item.currency);
        return (
          <li key={item.id} className="payment-row">
            {currency && <CurrencyIcon currency={currency} size={32} />}
            <div className="payment-row__main">
              <p className="payment-row__amount">
                {item.kind === 'WITHDRAWAL' ? '−' : '+'}
                {formatMoney(item.amount, currency, item.currency)}
              </p>
              <p className="payment-row__meta">
                {methodName(item.method)} · {formatDateTime(item.createdAt)}
              </p>
              {item.address && <p className="payment-row__address">{item.address}</p>}
            </div>
            <span className={`status-badge status-badge--${statusTone[item.status]}`}>{statusText(item)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The profile's money corner: what can be cashed out now, and the recent deposits and withdrawals. `withdrawOnly`:
 * a player on a break, who may not deposit, sees their withdrawals first.
 */
export function PaymentsCard({ withdrawOnly = false }: { withdrawOnly?: boolean }) {
  const [type, setType] = useState<HistoryType>(withdrawOnly ? 'withdrawals' : 'deposits');
  const openModal = useOpenModal();
  const withdrawable = useDefaultWithdrawable();

  return (
    <section className="profile-card payments-card" aria-labelledby="payments-card-title">
      <div className="payments-card__head">
        <div>
          <h2 id="payments-card-title" className="profile-card__title">
            Payments
          </h2>
          <p className="payments-card__withdrawable">
            Withdrawable: <strong>{withdrawable ?? '—'}</strong>
          </p>
        </div>
        <div className="payments-card__actions">
          {!withdrawOnly && (
            <Button size="sm" onClick={() => openModal({ kind: 'deposit' })}>
              Add funds
            </Button>
          )}
          <Button size="sm" variant={withdrawOnly ? 'primary' : 'secondary'} onClick={() => openModal({ kind: 'cashout' })}>
            Withdraw
          </Button>
        </div>
      </div>
      <Tabs<HistoryType>
        label="Payment history"
        selected={type}
        onSelect={setType}
        className="payments-card__tabs"
        tabs={[
          { id: 'deposits', label: 'Deposits', content: <PaymentRows type="deposits" /> },
          { id: 'withdrawals', label: 'Withdrawals', content: <PaymentRows type="withdrawals" /> },
        ]}
      />
    </section>
  );
}
