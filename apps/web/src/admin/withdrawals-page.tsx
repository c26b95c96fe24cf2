import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRiskSignals } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AutoApprovalSetting } from './auto-approval-form';
import { DecisionForm, UnknownPayoutForm } from './decision-form';
import { decideWithdrawal, withdrawalQueueQueryOptions, type WithdrawalDecision } from './staff-api';
import { ageOf, dateTimeOf, isNewAccount, StaffGate } from './staff-gate';

/** Pending cashouts, oldest first, each with the signals staff weigh before paying it. */
export function AdminWithdrawalsPage() {
  useDocumentTitle('Withdrawal queue');
  return (
    <StaffGate permission="withdrawals:review">
      <WithdrawalQueue />
    </StaffGate>
  );
}

function WithdrawalQueue() {
  const queue = useQuery(withdrawalQueueQueryOptions);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>();

  if (queue.isPending) return <Spinner label="Loading the queue" />;
  if (queue.error) return <LoadError what="The withdrawal queue" onRetry={() => void queue.refetch()} />;

  const decide = async (id: string, label: string, decision: WithdrawalDecision, reason?: string) => {
    const result = await decideWithdrawal(id, decision, reason);
    setNotice(`${label}: ${result.status}`);
    await queryClient.invalidateQueries({ queryKey: withdrawalQueueQueryOptions.queryKey });
  };

  return (
    <section className="admin-queue" aria-labelledby="withdrawals-title">
      <div className="admin-queue__head">
        <h1 id="withdrawals-title" className="admin__title">
          Withdrawal queue
        </h1>
        <span className="admin__muted">{queue.data.length} waiting · oldest first</span>
      </div>
      <AutoApprovalSetting />
      {notice && (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      )}
      {queue.data.length === 0 ? (
        <p className="admin-empty">No withdrawals are waiting for a decision.</p>
      ) : (
        <ul className="admin-withdrawals" aria-label="Pending withdrawals">
          {queue.data.map(({ withdrawal, signals }) => {
            const label = `${withdrawal.amount} ${withdrawal.currency} to ${withdrawal.playerEmail}`;
            const outcomeUnknown = withdrawal.status === 'PAYOUT_UNKNOWN';
            return (
              <li
                key={withdrawal.id}
                className={outcomeUnknown ? 'admin-withdrawal admin-withdrawal--unknown' : 'admin-withdrawal'}
                aria-label={label}
              >
                <div className="admin-withdrawal__request">
                  <strong className="admin-withdrawal__amount">
                    {withdrawal.amount} {withdrawal.currency}
                  </strong>
                  <span>{withdrawal.playerEmail}</span>
                  <span className="admin__muted">
                    {withdrawal.method} · {withdrawal.address ?? 'no address'}
                  </span>
                  <span className="admin__muted">
                    requested {dateTimeOf(withdrawal.createdAt)}
                    {outcomeUnknown ? '' : ` · ${withdrawal.status}`}
                  </span>
                  {outcomeUnknown && (
                    <span className="admin-withdrawal__unknown">
                      <strong>Payout outcome unknown</strong> · gateway reference <code>{withdrawal.providerReference ?? 'none (no answer)'}</code> ·
                      funds held
                    </span>
                  )}
                </div>
                {signals ? <RiskSignals signals={signals} /> : <p className="admin__muted">Signals unavailable</p>}
                {outcomeUnknown ? (
                  <UnknownPayoutForm onSettle={(settlement, reason) => decide(withdrawal.id, label, settlement, reason)} />
                ) : withdrawal.status === 'PENDING' ? (
                  <DecisionForm
                    subject="withdrawal"
                    reasonRequired={false}
                    onDecide={(decision, reason) => decide(withdrawal.id, label, decision, reason)}
                  />
                ) : (
                  <p className="admin__muted">Being paid by the gateway</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Signal({ label, value, warn }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className={warn ? 'admin-signal admin-signal--warn' : 'admin-signal'}>
      <dt>{label}</dt>
      <dd>
        {warn && <span className="visually-hidden">Warning: </span>}
        {value}
      </dd>
    </div>
  );
}

function RiskSignals({ signals }: { signals: WithdrawalRiskSignals }) {
  const deposits = Number(signals.depositsEur);
  const withdrawals = Number(signals.withdrawalsEur);
  const shared = signals.sharedAddressPlayers;
  return (
    <dl className="admin-signals" aria-label="Risk signals">
      <Signal label="Deposits / withdrawals" value={`€${signals.depositsEur} / €${signals.withdrawalsEur}`} warn={withdrawals > deposits} />
      <Signal
        label="Stakes since last deposit"
        value={
          signals.lastDepositAt
            ? `${signals.stakesSinceLastDeposit} (deposit ${dateTimeOf(signals.lastDepositAt)})`
            : `${signals.stakesSinceLastDeposit} (no deposit)`
        }
        warn={Number(signals.stakesSinceLastDeposit) === 0}
      />
      <Signal
        label="Active bonus"
        value={signals.activeBonus ? `${signals.activeBonus.promotionId} (${signals.activeBonus.currency})` : 'none'}
        warn={signals.activeBonus !== null}
      />
      <Signal label="Account age" value={ageOf(signals.accountCreatedAt)} warn={isNewAccount(signals.accountCreatedAt)} />
      <Signal
        label="Verification"
        value={`identity ${signals.identityVerified ? '✓' : '✗'} · address ${signals.addressVerified ? '✓' : '✗'}`}
        warn={!signals.identityVerified || !signals.addressVerified}
      />
      <Signal
        label="Same payout address"
        value={shared.length === 0 ? 'no other account' : shared.map((player) => player.email).join(', ')}
        warn={shared.length > 0}
      />
    </dl>
  );
}
