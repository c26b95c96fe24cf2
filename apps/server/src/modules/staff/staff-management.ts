import { staffMessages, type CreateStaffMemberRequest, type StaffMemberSummary, type StaffRole } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { NotFound, StaffChangeRefused } from '../../platform/domain-errors.ts';
import { newTotpSecret } from '../accounts/index.ts';
import { staffRepo, type StaffMemberRow } from './repo.ts';
import { createStaffMember, issueSetupLink } from './staff-accounts.ts';
import type { StaffContext, StaffPrincipal } from './staff-context.ts';

/**
 * Staff accounts as an admin manages them in /admin/staff (the CLI `npm run staff:create` makes the first one).
 * Nobody changes their own account: an admin cannot lock themselves out or raise their own role, and there is
 * always the acting admin left. Each call is audited by the staff guard with its reason.
 */
export const summaryOfMember = (member: StaffMemberRow): StaffMemberSummary => ({
  id: member.id,
  email: member.email,
  role: member.role,
  status: !member.enabled ? 'disabled' : member.passwordHash ? 'active' : 'invited',
  createdAt: member.createdAt.toISOString(),
});

export async function listStaffMembers({ db }: StaffContext) {
  return (await staffRepo.members(db)).map(summaryOfMember);
}

export async function inviteStaffMember(context: StaffContext, request: CreateStaffMemberRequest) {
  const { member, setupLink } = await createStaffMember(context, request);
  return { member: summaryOfMember(member), setupLink };
}

/** Runs a change on another member's locked row; the change says what it refuses. */
async function changeMember<T>(
  context: StaffContext,
  actor: StaffPrincipal,
  id: string,
  change: (tx: Executor, member: StaffMemberRow) => Promise<T>,
): Promise<T> {
  if (id === actor.staffId) throw new StaffChangeRefused(staffMessages.notOnYourself);
  return context.db.transaction(async (tx) => {
    const member = await staffRepo.memberForUpdate(tx, id);
    if (!member) throw new NotFound(staffMessages.staffNotFound, 'id');
    return change(tx, member);
  });
}

/** No session of the account works any more, and its API tokens stop with it (they act in its name). */
export const disableStaffMember = (context: StaffContext, actor: StaffPrincipal, id: string) =>
  changeMember(context, actor, id, async (tx, member) => {
    if (!member.enabled) throw new StaffChangeRefused(staffMessages.alreadyDisabled);
    await staffRepo.updateMember(tx, id, { enabled: false });
    await staffRepo.deleteSessionsOf(tx, id);
    return summaryOfMember({ ...member, enabled: false });
  });

export const enableStaffMember = (context: StaffContext, actor: StaffPrincipal, id: string) =>
  changeMember(context, actor, id, async (tx, member) => {
    if (member.enabled) throw new StaffChangeRefused(staffMessages.alreadyEnabled);
    await staffRepo.updateMember(tx, id, { enabled: true });
    return summaryOfMember({ ...member, enabled: true });
  });

/** Sessions end, so the new role's permissions apply from the next sign-in; tokens narrow to the role at once. */
export const changeStaffRole = (context: StaffContext, actor: StaffPrincipal, id: string, role: StaffRole) =>
  changeMember(context, actor, id, async (tx, member) => {
    if (member.role === role) throw new StaffChangeRefused(staffMessages.sameRole);
    await staffRepo.updateMember(tx, id, { role });
    await staffRepo.deleteSessionsOf(tx, id);
    return summaryOfMember({ ...member, role });
  });

/**
 * A lost phone or an expired link: a new authenticator secret and setup link. Until the owner uses it, the old
 * password and authenticator sign nobody in.
 */
export const resetStaffMember = (context: StaffContext, actor: StaffPrincipal, id: string) =>
  changeMember(context, actor, id, async (tx, member) => {
    await staffRepo.updateMember(tx, id, { passwordHash: null, totpSecret: newTotpSecret(), lastTotpStep: null });
    await staffRepo.deleteSessionsOf(tx, id);
    const setupLink = await issueSetupLink(tx, context, id);
    return { member: summaryOfMember({ ...member, passwordHash: null }), setupLink };
  });
