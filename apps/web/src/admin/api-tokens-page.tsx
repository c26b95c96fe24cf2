import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { staffPermissionLabels, type StaffApiTokenSummary, type StaffPermission } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActionDialog } from './action-dialog';
import { OneTimeSecret } from './one-time-secret';
import { staffApiTokenActions, staffApiTokensQueryOptions } from './staff-members-api';
import { useStaffPage } from './use-staff-page';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/**
 * /admin/api-tokens: tokens for the operator commands (`npm run withdrawals`, `npm run kyc`), each scoped to
 * permissions its issuer holds, shown once, revocable at once.
 */
export function AdminApiTokensPage() {
  useDocumentTitle('API tokens · Back office');
  const { me, signedOut } = useStaffPage();
  const held = me.data?.permissions ?? [];
  const allowed = held.includes('api-tokens:manage');
  const tokens = useQuery({ ...staffApiTokensQueryOptions, enabled: allowed });
  const queryClient = useQueryClient();
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<StaffApiTokenSummary>();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<StaffPermission[]>([]);
  const [issued, setIssued] = useState<{ name: string; token: string }>();

  if (signedOut) return <Navigate to="/admin/sign-in" replace />;
  if (me.isPending) return <Spinner label="Loading" />;
  if (!allowed) return <p className="admin-notice">Your role does not allow this</p>;

  const refresh = () => queryClient.invalidateQueries({ queryKey: staffApiTokensQueryOptions.queryKey });
  const toggle = (permission: StaffPermission, on: boolean) =>
    setScope((current) => (on ? [...current, permission] : current.filter((held) => held !== permission)));
  const issue = async () => {
    const answer = await staffApiTokenActions.issue({ name, permissions: scope });
    setIssued({ name: answer.name, token: answer.token });
    await refresh();
  };

  return (
    <section aria-labelledby="admin-tokens-title">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / API tokens
      </nav>
      <div className="admin-queue__head">
        <h1 id="admin-tokens-title" className="admin__title">
          API tokens
        </h1>
        <Button
          variant="primary"
          onClick={() => {
            setName('');
            setScope([]);
            setIssuing(true);
          }}
        >
          Issue token
        </Button>
      </div>
      <p className="admin__muted">
        For the operator commands: <code>STAFF_API_TOKEN=… npm run withdrawals</code>. A token acts in its issuer&apos;s name and never beyond their
        role.
      </p>
      {issued && (
        <OneTimeSecret
          title={`Token “${issued.name}”`}
          hint="Copy it now: it is stored hashed and not shown again."
          secret={issued.token}
          onDismiss={() => setIssued(undefined)}
        />
      )}
      {tokens.isPending && <Spinner label="Loading tokens" />}
      {tokens.error && <LoadError what="API tokens" onRetry={() => void tokens.refetch()} />}
      {tokens.data && tokens.data.tokens.length === 0 && (
        <EmptyState title="No tokens yet">Issue one for each command or script that needs it.</EmptyState>
      )}
      {tokens.data && tokens.data.tokens.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-label="API tokens" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Permissions</th>
                <th scope="col">Issued by</th>
                <th scope="col">Issued</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.tokens.map((token) => (
                <tr key={token.id}>
                  <td>{token.name}</td>
                  <td>
                    <span className="admin-chips">
                      {token.permissions.map((permission) => (
                        <code key={permission} className="admin-permissions__code">
                          {permission}
                        </code>
                      ))}
                    </span>
                  </td>
                  <td>{token.issuedBy}</td>
                  <td>{dateOf(token.createdAt)}</td>
                  <td>
                    {token.revokedAt ? (
                      <span className="admin-badge admin-badge--danger">revoked {dateOf(token.revokedAt)}</span>
                    ) : (
                      <Button size="sm" variant="danger" onClick={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>
                        Revoke
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {issuing && (
        <ActionDialog title="Issue an API token" confirmLabel="Issue token" onClose={() => setIssuing(false)} onConfirm={issue}>
          <label className="admin-field">
            <span>Name (what uses it)</span>
            <input className="admin-input" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <fieldset className="admin-scope">
            <legend>Permissions (only those you hold)</legend>
            {held.map((permission) => (
              <label key={permission} className="admin-scope__option">
                <input type="checkbox" checked={scope.includes(permission)} onChange={(event) => toggle(permission, event.target.checked)} />
                <span>{staffPermissionLabels[permission]}</span>
                <code className="admin-permissions__code">{permission}</code>
              </label>
            ))}
          </fieldset>
        </ActionDialog>
      )}
      {revoking && (
        <ActionDialog
          title={`Revoke “${revoking.name}”?`}
          confirmLabel="Revoke"
          danger
          onClose={() => setRevoking(undefined)}
          onConfirm={() => staffApiTokenActions.revoke(revoking.id).then(refresh)}
        >
          <p className="admin__muted">Every command using it is refused from the next call.</p>
        </ActionDialog>
      )}
    </section>
  );
}
