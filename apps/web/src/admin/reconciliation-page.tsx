import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LedgerCheckResult, ReconciliationView } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { reconciliationQueryOptions, runLedgerCheck } from './staff-api';
import { dateTimeOf, StaffGate } from './staff-gate';

/** What should have settled by itself and did not, and the ledger's invariants checked on demand. */
export function AdminReconciliationPage() {
  useDocumentTitle('Reconciliation · Back office');
  return (
    <StaffGate permission="operations:read">
      <Reconciliation />
    </StaffGate>
  );
}

function Reconciliation() {
  const view = useQuery(reconciliationQueryOptions());
  return (
    <section aria-labelledby="admin-reconciliation-title">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / Reconciliation
      </nav>
      <h1 id="admin-reconciliation-title" className="admin__title">
        Reconciliation
      </h1>
      {view.isPending && <Spinner label="Loading the reconciliation" />}
      {view.error && <LoadError what="The reconciliation" onRetry={() => void view.refetch()} />}
      {view.data && (
        <div className="admin-recon">
          <StaleDeposits deposits={view.data.staleDeposits} />
          <StaleRounds rounds={view.data.stalePendingRounds} />
          <LedgerCheck last={view.data.lastLedgerCheck} />
        </div>
      )}
    </section>
  );
}

/** The first block of a uuid: enough to tell rows apart; the whole id is in the cell's title. */
const shortId = (id: string) => id.slice(0, 8);

/** A panel titled with its count, or "Nothing waiting" when empty. */
function Panel({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className="admin-recon__panel" aria-labelledby={id}>
      <h2 id={id} className="admin-recon__title">
        {title} <span className="admin-recon__count">{count}</span>
      </h2>
      {count === 0 ? <EmptyState title="Nothing waiting">Everything here settled in time.</EmptyState> : children}
    </section>
  );
}

function StaleDeposits({ deposits }: { deposits: ReconciliationView['staleDeposits'] }) {
  return (
    <Panel id="recon-deposits" title="Deposits pending past their expiry" count={deposits.length}>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Deposit</th>
              <th scope="col">Player</th>
              <th scope="col">Amount</th>
              <th scope="col">Method</th>
              <th scope="col">Created</th>
              <th scope="col">Expired since</th>
            </tr>
          </thead>
          <tbody>
            {deposits.map((deposit) => (
              <tr key={deposit.id}>
                <td className="admin-recon__id" title={deposit.id}>
                  {shortId(deposit.id)}
                </td>
                <td>{deposit.playerEmail}</td>
                <td>
                  {deposit.amount} {deposit.currency}
                </td>
                <td>{deposit.method}</td>
                <td>{dateTimeOf(deposit.createdAt)}</td>
                <td>{dateTimeOf(deposit.expiredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function StaleRounds({ rounds }: { rounds: ReconciliationView['stalePendingRounds'] }) {
  return (
    <Panel id="recon-rounds" title="Game rounds pending past their recovery" count={rounds.length}>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Game</th>
              <th scope="col">Player</th>
              <th scope="col">Pending since</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <td className="admin-recon__id" title={round.id}>
                  {shortId(round.id)}
                </td>
                <td>{round.game}</td>
                <td>{round.playerEmail ?? <span className="admin__muted">demo</span>}</td>
                <td>{dateTimeOf(round.pendingSince)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function LedgerCheck({ last }: { last: LedgerCheckResult | null }) {
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: runLedgerCheck,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reconciliationQueryOptions().queryKey }),
  });
  const result = check.data ?? last;
  return (
    <section className="admin-recon__panel" aria-labelledby="recon-ledger">
      <h2 id="recon-ledger" className="admin-recon__title">
        Ledger check
      </h2>
      <p className="admin__muted">Every transaction sums to zero, every balance is its entries, no player balance is negative.</p>
      <Button variant="primary" loading={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? 'Checking the ledger…' : 'Run ledger check'}
      </Button>
      <FormAlert message={check.error ? 'The ledger check could not run. Try again.' : undefined} />
      {result ? (
        <div className={`admin-recon__result admin-recon__result--${result.ok ? 'ok' : 'failed'}`} role="status">
          <p>
            <strong>
              {result.ok ? 'The ledger balances' : `${result.violations.length} violation${result.violations.length === 1 ? '' : 's'} found`}
            </strong>{' '}
            · {result.transactions} transactions, {result.accounts} accounts · last run at {dateTimeOf(result.ranAt)}{' '}
            {result.source === 'command' ? 'by npm run ledger:verify' : 'from the back office'}
          </p>
          {!result.ok && (
            <ul className="admin-recon__violations">
              {result.violations.map((violation) => (
                <li key={violation}>{violation}</li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="admin__muted">The ledger has not been checked yet.</p>
      )}
    </section>
  );
}
