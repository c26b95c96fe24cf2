import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { staffRoles, type StaffMemberSummary, type StaffRole } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActionDialog, ReasonField } from './action-dialog';
import { OneTimeSecret } from './one-time-secret';
import { staffMemberActions, staffMembersQueryOptions } from './staff-members-api';
import { useStaffPage } from './use-staff-page';

type MemberAction = 'disable' | 'enable' | 'role' | 'reset';
type OpenDialog = { kind: 'invite' } | { kind: MemberAction; member: StaffMemberSummary } | null;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/** What each action's confirm dialog says; the reason field and the call are the same shape for all. */
const memberDialogs: Record<MemberAction, { title: (email: string) => string; confirm: string; danger: boolean; explains: string }> = {
  disable: {
    title: (email) => `Disable ${email}?`,
    confirm: 'Disable',
    danger: true,
    explains: 'Their sessions end at once and the API tokens they issued stop working.',
  },
  enable: {
    title: (email) => `Enable ${email}?`,
    confirm: 'Enable',
    danger: false,
    explains: 'They can sign in again with their password and authenticator.',
  },
  role: {
    title: (email) => `Change the role of ${email}`,
    confirm: 'Change role',
    danger: false,
    explains: 'Their sessions end; the new role applies from their next sign-in.',
  },
  reset: {
    title: (email) => `Reset ${email}?`,
    confirm: 'Reset and get a new link',
    danger: true,
    explains: 'For a lost phone or an expired link: their password and authenticator stop working until they use the new setup link.',
  },
};

const statusBadge: Record<StaffMemberSummary['status'], string> = {
  active: 'admin-badge admin-badge--ok',
  invited: 'admin-badge',
  disabled: 'admin-badge admin-badge--danger',
};

/** /admin/staff: who works in the back office, with which role; admins invite, re-role, disable and reset. */
export function AdminStaffMembersPage() {
  useDocumentTitle('Staff · Back office');
  const { me, signedOut } = useStaffPage();
  const allowed = me.data?.permissions.includes('staff:manage') ?? false;
  const members = useQuery({ ...staffMembersQueryOptions, enabled: allowed });
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [reason, setReason] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [setupLink, setSetupLink] = useState<{ email: string; link: string }>();

  if (signedOut) return <Navigate to="/admin/sign-in" replace />;
  if (me.isPending) return <Spinner label="Loading" />;
  if (!allowed) return <p className="admin-notice">Your role does not allow this</p>;

  const start = (dialog: OpenDialog) => {
    setReason('');
    setEmail('');
    if (dialog && dialog.kind !== 'invite') setRole(dialog.member.role);
    setOpen(dialog);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffMembersQueryOptions.queryKey });
  const confirmMember = async (kind: MemberAction, member: StaffMemberSummary) => {
    if (kind === 'reset') {
      const answer = await staffMemberActions.reset(member.id, reason);
      setSetupLink({ email: member.email, link: answer.setupLink });
    } else if (kind === 'role') await staffMemberActions.changeRole(member.id, role, reason);
    else await staffMemberActions[kind](member.id, reason);
    await refresh();
  };
  const invite = async () => {
    const answer = await staffMemberActions.invite({ email, role });
    setSetupLink({ email: answer.member.email, link: answer.setupLink });
    await refresh();
  };
  const roleSelect = (
    <label className="admin-field">
      <span>Role</span>
      <select className="admin-input" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
        {staffRoles.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );

  return (
    <section aria-labelledby="admin-staff-title">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / Staff
      </nav>
      <div className="admin-queue__head">
        <h1 id="admin-staff-title" className="admin__title">
          Staff
        </h1>
        <Button variant="primary" onClick={() => start({ kind: 'invite' })}>
          Invite staff member
        </Button>
      </div>
      {setupLink && (
        <OneTimeSecret
          title={`Setup link for ${setupLink.email}`}
          hint="Send it to them over a channel you trust. It works once, within 24 hours, and is not shown again."
          secret={setupLink.link}
          onDismiss={() => setSetupLink(undefined)}
        />
      )}
      {members.isPending && <Spinner label="Loading staff" />}
      {members.error && <LoadError what="staff accounts" onRetry={() => void members.refetch()} />}
      {members.data && (
        <div className="admin-table-wrap" role="region" aria-label="Staff accounts" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Since</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.members.map((member) => (
                <tr key={member.id}>
                  <td>{member.email}</td>
                  <td>
                    <span className="admin-role">{member.role}</span>
                  </td>
                  <td>
                    <span className={statusBadge[member.status]}>{member.status}</span>
                  </td>
                  <td>{dateOf(member.createdAt)}</td>
                  <td>
                    {member.id === me.data?.id ? (
                      <span className="admin__muted">You</span>
                    ) : (
                      <div className="admin-actions admin-actions--row">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => start({ kind: 'role', member })}
                          aria-label={`Change role of ${member.email}`}
                        >
                          Role
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => start({ kind: 'reset', member })} aria-label={`Reset ${member.email}`}>
                          Reset
                        </Button>
                        {member.status === 'disabled' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => start({ kind: 'enable', member })}
                            aria-label={`Enable ${member.email}`}
                          >
                            Enable
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => start({ kind: 'disable', member })}
                            aria-label={`Disable ${member.email}`}
                          >
                            Disable
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {open?.kind === 'invite' && (
        <ActionDialog title="Invite a staff member" confirmLabel="Create and get the setup link" onClose={() => setOpen(null)} onConfirm={invite}>
          <p className="admin__muted">They set their password and authenticator with the link; the role decides what they may do.</p>
          <label className="admin-field">
            <span>Email</span>
            <input
              className="admin-input"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          {roleSelect}
        </ActionDialog>
      )}
      {open && open.kind !== 'invite' && (
        <ActionDialog
          title={memberDialogs[open.kind].title(open.member.email)}
          confirmLabel={memberDialogs[open.kind].confirm}
          danger={memberDialogs[open.kind].danger}
          onClose={() => setOpen(null)}
          onConfirm={() => confirmMember(open.kind, open.member)}
        >
          <p className="admin__muted">{memberDialogs[open.kind].explains}</p>
          {open.kind === 'role' && roleSelect}
          <ReasonField value={reason} onChange={setReason} />
        </ActionDialog>
      )}
    </section>
  );
}
